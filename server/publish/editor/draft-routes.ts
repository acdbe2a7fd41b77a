// Drafts in the editor's API: the page list and the editor's data, then
// parse → operation (operations/drafts.ts) → response for a page, the
// checks, "Guardar borrador", "Descartar borrador" and "Nueva página".
import type { Context, Hono } from "hono";
import { answer, inputOf } from "../../http/answer.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { isRefusal } from "../../operation.ts";
import { audit, userOf } from "../auth.ts";
import { isLive, listDrafts } from "../drafts.ts";
import { checkDrafts, discardDraft, newPage, openPage, saveDraft } from "../operations/drafts.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const DRAFT_ROUTES = declareRoutes(EDITOR_API, {
  editorData: { method: "GET", path: "/editor-data", role: "translator" },
  pages: { method: "GET", path: "/pages", role: "translator" },
  page: { method: "GET", path: "/page", role: openPage.role },
  check: { method: "POST", path: "/check", role: checkDrafts.role },
  save: { method: "POST", path: "/save", role: saveDraft.role },
  discard: { method: "POST", path: "/discard-draft", role: discardDraft.role },
  newPage: { method: "POST", path: "/new-page", role: newPage.role },
});

/** JSON computed and serialised once per published version (server/content/editor-data.ts), sent as it is. */
const jsonText = (c: Context, text: string) => c.body(text, 200, { "Content-Type": "application/json; charset=UTF-8" });

export function draftRoutes(api: Hono, w: EditorWorkspace): void {
  const { repo, content } = w;
  on(api, DRAFT_ROUTES.editorData, async (c) => jsonText(c, await content.editorData()));

  /** The page list, plus who has a draft of which page since when, and who is editing it now. */
  on(api, DRAFT_ROUTES.pages, async (c) => {
    // The published version's list (text from the worker) with this moment's drafts and locks added, not parsed again.
    const list = await content.editorPages();
    // "Borradores" leaves out a draft that is the published page already.
    const all = await listDrafts(repo);
    const already = await Promise.all(all.map((d) => isLive(repo, d, content.version())));
    const drafts = all
      .filter((_, i) => !already[i])
      .map(({ file, name, since, savedAt, userId }) => ({ file, name, since, savedAt, userId }));
    return jsonText(
      c,
      `${list.slice(0, -1)},"drafts":${JSON.stringify(drafts)},"locks":${JSON.stringify(await w.locks.all())}}`,
    );
  });

  on(api, DRAFT_ROUTES.page, async (c) => answer(c, await openPage({ file: c.req.query("file") }, userOf(c), w)));
  on(api, DRAFT_ROUTES.check, async (c) => answer(c, await checkDrafts(await inputOf(c, checkDrafts), userOf(c), w)));

  on(api, DRAFT_ROUTES.save, async (c) => {
    const saved = await saveDraft(await inputOf(c, saveDraft), userOf(c), w);
    if (!isRefusal(saved)) audit(c, "draft.save", { file: saved.file });
    return answer(c, saved);
  });

  on(api, DRAFT_ROUTES.discard, async (c) =>
    answer(c, await discardDraft(await inputOf(c, discardDraft), userOf(c), w)),
  );

  on(api, DRAFT_ROUTES.newPage, async (c) => {
    const made = await newPage(await inputOf(c, newPage), userOf(c), w);
    if (!isRefusal(made) && made.created) audit(c, "draft.save", { file: made.file });
    return answer(c, made, ({ file }) => c.json({ file }));
  });
}
