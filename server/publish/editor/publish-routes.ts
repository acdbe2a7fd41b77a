// "Publicar" and "Historial" in the editor's API: a draft published through
// the queue, a page's versions, two versions side by side, and "Restaurar".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import { restoreMessage } from "../../../lib/editor/commit-message.ts";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { SITE_FILE, unretired } from "../../../lib/editor/retire.ts";
import { git, showFile } from "../../git.ts";
import { jsonBody } from "../../http/read-body.ts";
import { audit, userOf } from "../auth.ts";
import { pageAt, pageHistory, versionPair, withLaterArmsRemoved } from "../history.ts";
import { conflictPlaces, rebaseOnto } from "../rebase.ts";
import type { PublishDraft } from "./publish-draft.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const PUBLISH_ROUTES = declareRoutes(EDITOR_API, {
  publish: { method: "POST", path: "/publish", role: "publisher" },
  history: { method: "GET", path: "/history", role: "editor" },
  version: { method: "GET", path: "/version", role: "editor" },
  restore: { method: "POST", path: "/restore", role: "publisher" },
});

export function publishRoutes(api: Hono, w: EditorWorkspace, publishDraft: PublishDraft): void {
  const { repo, content, live, publisher } = w;
  /** "Publicar" (publisher or owner): the person's draft of the page, through the queue. */
  on(api, PUBLISH_ROUTES.publish, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const { job, finished } = await publishDraft(userOf(c), file);
    // Recorded when it ends: a publish the checks or the build refused is in the log as refused.
    void finished.then((j) =>
      audit(c, j.state === "live" ? "page.publish" : "page.publish.refused", {
        file,
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  on(api, PUBLISH_ROUTES.history, async (c) => {
    const file = c.req.query("file") ?? "";
    pageFilePath(live(), file);
    return c.json({ versions: await pageHistory(repo, file) });
  });
  on(api, PUBLISH_ROUTES.version, async (c) => {
    const file = c.req.query("file") ?? "";
    pageFilePath(live(), file);
    const commit = c.req.query("commit") ?? "";
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new Refused("Esa versión no existe.", 404);
    return c.json(await versionPair(repo, file, commit));
  });
  /**
   * "Restaurar" (publisher or owner): an older version published as a new
   * commit. `seen` is the newest version the person was looking at when they
   * chose (else the published one now): a publish of the page that lands
   * before the restore runs is kept when it touched other sections, else the
   * restore is refused, naming them (never a silent undo of it).
   */
  on(api, PUBLISH_ROUTES.restore, async (c) => {
    const body = (await jsonBody(c)) as { file?: string; commit?: string; seen?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const commit = body.commit ?? "";
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new Refused("Esa versión no existe.", 404);
    const seen = body.seen ?? content.version();
    if (!/^[0-9a-f]{40}$/.test(seen)) throw new Refused("Esa versión no existe.", 404);
    const restored = await pageAt(repo, file, commit);
    if (!restored) throw new Refused("Esa versión no tiene esta página.", 404);
    const onto = async (landing: string) => {
      const [then, now] = await Promise.all([showFile(repo, seen, file), showFile(repo, landing, file)]);
      if (then === now) return restored[file] as Record<string, unknown>;
      const changed = "Otra persona publicó esta página mientras elegías la versión";
      if (then === undefined || now === undefined)
        throw new Refused(`${changed}: vuelve a abrir el historial para ver la página como está ahora.`, 409);
      const { doc, conflicts } = await rebaseOnto(repo, file, seen, restored[file] as Record<string, unknown>, landing);
      if (conflicts.length === 0) return doc;
      throw new Refused(
        `${changed}, y cambió ${conflictPlaces(conflicts, w.sectionName)}: vuelve a abrir el historial para ver la página como está ahora.`,
        409,
      );
    };
    const date = new Date((await git(repo, ["log", "-1", "--format=%aI", commit])).trim());
    const message = restoreMessage(userOf(c).name, file, restored[file] as Record<string, unknown>, date, commit);
    // With its A/B variant files as they were (a declared winner deleted them in the commit being undone).
    // A retired page comes back at its address: off the retired list and the redirects, in the same commit (lib/editor/retire.ts).
    const freed = (root: string) =>
      unretired(JSON.parse(readFileSync(join(root, SITE_FILE), "utf8")), (restored[file] as { path?: unknown }).path);
    const { job, done: restoring } = publisher.publishChanges(
      file,
      async ({ root, commit: landing }) => ({
        ...withLaterArmsRemoved(file, restored, w.currentPages(root)),
        [file]: await onto(landing),
        ...(freed(root) ? { [SITE_FILE]: freed(root) } : {}),
      }),
      message,
      userOf(c),
    );
    void restoring.then((j) =>
      audit(c, j.state === "live" ? "page.restore" : "page.publish.refused", {
        file,
        commit: commit.slice(0, 12),
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });
}
