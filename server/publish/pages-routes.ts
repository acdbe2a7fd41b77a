// "Páginas" in the server's editor (issue 35): duplicate a page into a new
// draft, retire a page (operations/pages.ts), and the list of retired pages
// with the version to restore (retired-pages.ts). Mounted on the editor's
// API (editor-routes.ts): its session, role, CSRF and body-limit policy apply.
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { answer, inputOf } from "../http/answer.ts";
import { declareRoutes, on } from "../http/route.ts";
import { isRefusal, type Operation } from "../operation.ts";
import { audit, userOf } from "./auth.ts";
import { EDITOR_API } from "./editor/api-path.ts";
import type { EditorWorkspace } from "./editor/workspace.ts";
import {
  deleteTemplate,
  duplicatePage,
  listTemplates,
  renameTemplate,
  retirePage,
  saveAsTemplate,
} from "./operations/pages.ts";
import { retiredPages } from "./retired-pages.ts";

export const PAGES_ROUTES = declareRoutes(EDITOR_API, {
  duplicate: { method: "POST", path: "/duplicate", role: duplicatePage.role },
  retire: { method: "POST", path: "/retire", role: retirePage.role },
  retired: { method: "GET", path: "/retired", role: "editor" },
  templates: { method: "GET", path: "/templates", role: listTemplates.role },
  saveTemplate: { method: "POST", path: "/save-template", role: saveAsTemplate.role },
  deleteTemplate: { method: "POST", path: "/template-delete", role: deleteTemplate.role },
  renameTemplate: { method: "POST", path: "/template-rename", role: renameTemplate.role },
});

export function pagesRoutes(w: EditorWorkspace): Hono {
  const app = new Hono();
  on(app, PAGES_ROUTES.duplicate, async (c) => {
    const copy = await duplicatePage(await inputOf(c, duplicatePage), userOf(c), w);
    if (!isRefusal(copy)) audit(c, "page.duplicate", copy);
    return answer(c, copy, ({ file }) => c.json({ file }));
  });

  on(app, PAGES_ROUTES.retire, async (c) => {
    const retiring = await retirePage(await inputOf(c, retirePage), userOf(c), w);
    if (isRefusal(retiring)) return answer(c, retiring);
    const { job, done, choice } = retiring;
    void done.then((j) =>
      audit(c, j.state === "live" ? "page.retire" : "page.publish.refused", {
        file: job.file,
        mode: choice.kind,
        ...(choice.kind === "redirect" ? { to: choice.to } : {}),
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  on(app, PAGES_ROUTES.templates, async (c) => answer(c, await listTemplates({}, userOf(c), w)));

  on(app, PAGES_ROUTES.saveTemplate, templateRoute(w, saveAsTemplate, "page.template"));
  on(app, PAGES_ROUTES.deleteTemplate, templateRoute(w, deleteTemplate, "page.template.delete"));
  on(app, PAGES_ROUTES.renameTemplate, templateRoute(w, renameTemplate, "page.template.rename"));

  /** Retired pages, newest first (the last 50). */
  on(app, PAGES_ROUTES.retired, async (c) => c.json({ retired: (await retiredPages(w.repo, w.content)).slice(0, 50) }));
  return app;
}

/** What a template's operation gives once its publish is queued: the job, its end, and the template it names. */
interface QueuedTemplate {
  job: { file: string };
  done: Promise<{ state: string }>;
  template: string;
}

/**
 * A team template saved, deleted or renamed through the publish queue: 202 with the job and the template at
 * once; when the publish ends, the audit records `event` if it went live, else that it was refused.
 */
function templateRoute<S extends z.ZodType>(
  w: EditorWorkspace,
  operation: Operation<S, EditorWorkspace, QueuedTemplate>,
  event: string,
) {
  return async (c: Context) => {
    const queued = await operation(await inputOf(c, operation), userOf(c), w);
    if (isRefusal(queued)) return answer(c, queued);
    const { job, done, template } = queued;
    void done.then((j) => audit(c, j.state === "live" ? event : "page.publish.refused", { file: job.file, template }));
    return c.json({ ...job, template }, 202);
  };
}
