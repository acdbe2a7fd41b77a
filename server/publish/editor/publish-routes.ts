// "Publicar" and "Historial" in the editor's API: a draft published through
// the queue, a page's versions, two versions side by side, and "Restaurar".
import type { Hono } from "hono";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { answer, inputOf } from "../../http/answer.ts";
import { isRefusal } from "../../operation.ts";
import { audit, userOf } from "../auth.ts";
import { join } from "node:path";
import { labelOf } from "../../../lib/editor/problems.ts";
import { schemaSetCached } from "../../../lib/validate/load-cache.ts";
import { historyShown, versionPair } from "../history.ts";
import { publishPage } from "../operations/publish.ts";
import { restoreVersion } from "../operations/restore.ts";
import { publishSharedSection } from "../operations/shared-sections.ts";
import type { PublishDraft } from "../operations/publish-draft.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const PUBLISH_ROUTES = declareRoutes(EDITOR_API, {
  publish: { method: "POST", path: "/publish", role: publishPage.role },
  history: { method: "GET", path: "/history", role: "editor" },
  version: { method: "GET", path: "/version", role: "editor" },
  restore: { method: "POST", path: "/restore", role: restoreVersion.role },
  sharedSection: { method: "POST", path: "/shared-section", role: publishSharedSection.role },
});

export function publishRoutes(api: Hono, w: EditorWorkspace, publishDraft: PublishDraft): void {
  const { repo, live } = w;
  /** "Publicar" (publisher or owner): the person's draft of the page, through the queue (operations/publish.ts). */
  on(api, PUBLISH_ROUTES.publish, async (c) => {
    const queued = await publishPage(await inputOf(c, publishPage), userOf(c), { w, publishDraft });
    if (isRefusal(queued)) return answer(c, queued);
    const { job, finished } = queued;
    const { file } = job;
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
    const schemas = schemaSetCached(join(live(), "schema"));
    return c.json({ versions: await historyShown(repo, file, (doc, pointer) => labelOf(schemas, doc, pointer)) });
  });
  on(api, PUBLISH_ROUTES.version, async (c) => {
    const file = c.req.query("file") ?? "";
    pageFilePath(live(), file);
    const commit = c.req.query("commit") ?? "";
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new Refused("Esa versión no existe.", 404);
    return c.json(await versionPair(repo, file, commit));
  });
  /** «Publicar la sección compartida», «Convertir en sección compartida» (publisher or owner): its file through the queue. */
  on(api, PUBLISH_ROUTES.sharedSection, async (c) => {
    const queued = await publishSharedSection(await inputOf(c, publishSharedSection), userOf(c), w);
    if (isRefusal(queued)) return answer(c, queued);
    const { job, finished } = queued;
    void finished.then((j) =>
      audit(c, j.state === "live" ? "page.publish" : "page.publish.refused", {
        file: job.file,
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });
  /** "Restaurar" (publisher or owner): an older version published as a new commit (operations/restore.ts). */
  on(api, PUBLISH_ROUTES.restore, async (c) => {
    const input = await inputOf(c, restoreVersion);
    const restoring = await restoreVersion(input, userOf(c), w);
    if (isRefusal(restoring)) return answer(c, restoring);
    const { job, done } = restoring;
    void done.then((j) =>
      audit(c, j.state === "live" ? "page.restore" : "page.publish.refused", {
        file: job.file,
        commit: String(input.commit).slice(0, 12),
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });
}
