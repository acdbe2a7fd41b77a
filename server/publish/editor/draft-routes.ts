// Drafts in the editor's API: the page list and the editor's data, a page
// (the person's draft or the published one), the checks, "Guardar
// borrador", "Descartar borrador" and "Nueva página".
import type { Hono } from "hono";
import { checkDocs, hashOf } from "../../../lib/editor/api.ts";
import { assertPageDocument, pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { fileForPath, NewPageError, starterDocument } from "../../../lib/editor/new-page.ts";
import { stopsSave } from "../../../lib/editor/problems.ts";
import { saveStatus } from "../../../lib/editor/routes.ts";
import { formatLike } from "../../../src/core/json-preserve.ts";
import type { Json } from "../../../src/core/json.ts";
import { showFile } from "../../git.ts";
import { jsonBody } from "../../http/read-body.ts";
import { audit, userOf } from "../auth.ts";
import { deleteDraft, isLive, listDrafts, readDraft, writeDraft } from "../drafts.ts";
import { retiredAddress } from "../pages-routes.ts";
import { commitWithPage } from "../rebase.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const DRAFT_ROUTES = declareRoutes(EDITOR_API, {
  editorData: { method: "GET", path: "/editor-data", role: "translator" },
  pages: { method: "GET", path: "/pages", role: "translator" },
  page: { method: "GET", path: "/page", role: "translator" },
  check: { method: "POST", path: "/check", role: "editor" },
  save: { method: "POST", path: "/save", role: "editor" },
  discard: { method: "POST", path: "/discard-draft", role: "editor" },
  newPage: { method: "POST", path: "/new-page", role: "publisher" },
});

/** A validate message as the editor shows it: a sentence. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;

export function draftRoutes(api: Hono, w: EditorWorkspace): void {
  const { repo, content, live } = w;
  on(api, DRAFT_ROUTES.editorData, async (c) => w.jsonText(c, (await content.editorJson()).data));

  /** The page list, plus who has a draft of which page since when, and who is editing it now. */
  on(api, DRAFT_ROUTES.pages, async (c) => {
    // The published version's list (text from the worker) with this moment's drafts and locks added, not parsed again.
    const list = (await content.editorJson()).pages;
    // "Borradores" leaves out a draft that is the published page already.
    const all = await listDrafts(repo);
    const already = await Promise.all(all.map((d) => isLive(repo, d, content.version())));
    const drafts = all
      .filter((_, i) => !already[i])
      .map(({ file, name, since, savedAt, userId }) => ({ file, name, since, savedAt, userId }));
    return w.jsonText(
      c,
      `${list.slice(0, -1)},"drafts":${JSON.stringify(drafts)},"locks":${JSON.stringify(await w.locks.all())}}`,
    );
  });

  /**
   * The person's draft when there is one, else the published file. `hash` is
   * the page the document was made from (the draft's base, else the
   * published one): a save sends it back, and it keeps the draft on its base.
   */
  on(api, DRAFT_ROUTES.page, async (c) => {
    const file = c.req.query("file") ?? "";
    const draft = await readDraft(repo, userOf(c).id, file);
    // A new page not yet published: only the person's draft (no published file, so the save's base is "none").
    if (draft && (await showFile(repo, content.version(), file)) === undefined)
      return c.json({
        file,
        text: "",
        hash: null,
        doc: JSON.parse(draft.text),
        draft: { since: draft.info.since, savedAt: draft.info.savedAt },
      });
    const [, published] = await w.shared["GET page"]!({ body: async () => ({}), query: () => file });
    if (!draft) return c.json(published);
    const started = await showFile(repo, draft.info.base, file);
    return c.json({
      ...(published as object),
      hash: started === undefined ? null : hashOf(started),
      doc: JSON.parse(draft.text),
      draft: { since: draft.info.since, savedAt: draft.info.savedAt },
      liveChanged: await w.changedUnder(file, draft.info.base),
    });
  });

  on(api, DRAFT_ROUTES.check, async (c) => {
    const body = (await jsonBody(c)) as { docs?: Record<string, unknown> };
    return c.json(w.checkMine(body.docs ?? {}));
  });

  /** "Guardar borrador": the same checks as a save of `npm run edit` (base hash → 409, problems → 422), into the person's draft. */
  on(api, DRAFT_ROUTES.save, async (c) => {
    const body = (await jsonBody(c)) as { file?: string; doc?: unknown; hash?: string | null };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    assertPageDocument(body.doc);
    const user = userOf(c);
    const hash = body.hash ?? null;
    // The draft stays on the commit it started from (a publish merges what was published since);
    // a first save takes the commit the editor opened, found by the page's hash it sends back.
    const existing = (await listDrafts(repo)).find((d) => d.userId === user.id && d.file === file);
    const startedAt = async (commit: string) => {
      const text = await showFile(repo, commit, file);
      return text === undefined ? null : hashOf(text);
    };
    const base =
      existing && (await startedAt(existing.base)) === hash
        ? existing.base
        : await commitWithPage(repo, file, hash, await w.head());
    if (base === undefined) {
      const current = await showFile(repo, await w.head(), file);
      const currentHash = current === undefined ? null : hashOf(current);
      return c.json({ status: "conflict", file, hash: currentHash ?? undefined, text: current ?? "" }, 409);
    }
    const { problems: all } = w.checkMine({ [file]: body.doc });
    const problems = all.filter(stopsSave);
    if (problems.length > 0) return c.json({ status: "invalid", file, problems }, saveStatus("invalid"));
    const text = formatLike(await showFile(repo, base, file), body.doc as Json);
    const draft = await writeDraft(repo, user, file, text, base, w.now());
    audit(c, "draft.save", { file });
    return c.json({
      status: "saved",
      file,
      hash: hash ?? undefined,
      text,
      draft: { since: draft.since, savedAt: draft.savedAt },
      liveChanged: await w.changedUnder(file, base),
    });
  });

  on(api, DRAFT_ROUTES.discard, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    await deleteDraft(repo, userOf(c).id, body.file ?? "");
    return c.json({ status: "discarded" });
  });

  /**
   * "Nueva página" (publisher or owner): the starter document of `npm run
   * new-page` becomes the person's draft of a file main does not have yet;
   * nothing is written into the published files until "Publicar".
   */
  on(api, DRAFT_ROUTES.newPage, async (c) => {
    const body = (await jsonBody(c)) as { path?: unknown; title?: unknown };
    if (typeof body.path !== "string" || typeof body.title !== "string")
      throw new Refused("Escribe la dirección y el título de la página.");
    const path = body.path.trim();
    let file: string, doc: Record<string, unknown>;
    try {
      file = fileForPath(path);
      doc = starterDocument(path, body.title, file);
    } catch (error) {
      if (error instanceof NewPageError) throw new Refused(error.es, 409);
      throw error;
    }
    pageFilePath(live(), file);
    const taken = `Ya existe una página en ${path}: ábrela desde la lista o elige otra dirección.`;
    if ((await showFile(repo, content.version(), file)) !== undefined) throw new Refused(taken, 409);
    // A retired page's address: its restore is offered instead (the pages screen's «Restaurar»).
    const retired = await retiredAddress(repo, content, path);
    if (retired) return c.json(retired, 409);
    // Another page at this address, a language prefix, a server route, a redirect: validate's own checks of routes say so.
    const problems = checkDocs(live(), { [file]: doc }, { imageRoots: w.imageRoots }).problems.filter(stopsSave);
    const atPath = problems.find((p) => p.pointer === "/path");
    if (problems.length > 0)
      throw new Refused(atPath ? sentence(atPath.message) : (problems[0]?.message ?? taken), 409);
    const user = userOf(c);
    if (await readDraft(repo, user.id, file)) return c.json({ file });
    await writeDraft(repo, user, file, `${JSON.stringify(doc, null, 2)}\n`, await w.head(), w.now());
    audit(c, "draft.save", { file });
    return c.json({ file });
  });
}
