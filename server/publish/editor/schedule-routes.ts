// "Programar" in the editor's API: a saved draft published at a chosen
// time (scheduled-publish.ts: the one check pages and releases go through
// when their time comes), its cancellation, the list with what ran lately
// and the caller's failures, and a queued publish's state (a row of the
// store: any instance answers it).
import type { Hono } from "hono";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { jsonBody } from "../../http/read-body.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { audit, userOf, type People } from "../auth.ts";
import { readDraft } from "../drafts.ts";
import { publishProblems, scheduleRefused } from "../gate.ts";
import type { Author } from "../publisher.ts";
import { scheduledPublishes } from "../scheduled-publish.ts";
import { EDITOR_API } from "./api-path.ts";
import { draftRebaser, type PublishDraft } from "../operations/publish-draft.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const SCHEDULE_ROUTES = declareRoutes(EDITOR_API, {
  schedule: { method: "POST", path: "/schedule", role: "publisher" },
  cancel: { method: "POST", path: "/schedule-cancel", role: "publisher" },
  list: { method: "GET", path: "/schedule", role: "editor" },
  // A failed scheduled publish's notice, closed by its person (whatever their role now).
  dismiss: { method: "POST", path: "/schedule-dismiss", role: "editor" },
  publishStatus: { method: "GET", path: "/publish-status", role: "translator" },
});

export interface ScheduleRoutesOptions {
  /** PUBLISH_DIR: the old layout's schedule file (imported once). */
  dir: string;
  /** The accounts now: a scheduled publish re-checks its person when it runs. */
  people: () => People | undefined;
  publishDraft: PublishDraft;
  /** Mails one person (the review mails' outbox): a failed scheduled publish goes to whoever scheduled it. */
  mail: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  siteUrl?: string;
}

export function scheduleRoutes(api: Hono, w: EditorWorkspace, options: ScheduleRoutesOptions) {
  const { live, publisher, publishDraft } = { ...w, ...options };
  const rebased = draftRebaser(w);
  // At its time the person is checked again and the draft goes through the gate (scheduled-publish.ts, as for a release).
  const planned = scheduledPublishes({
    db: w.store.db,
    dir: options.dir,
    now: w.now,
    kind: "page",
    people: options.people,
    label: async (item) => item.file,
    publish: (who, item, extra) => publishDraft(who, item.file, extra),
    mail: options.mail,
    siteUrl: options.siteUrl,
  });

  /** The gate on the person's draft as it would land now (merged onto the published page): «Programar» refuses what «Publicar» would. */
  const draftProblems = async (user: Author, file: string) => {
    const draft = await readDraft(w.repo, user.id, file);
    if (!draft) throw new Refused("No hay borrador de esta página: guarda el borrador antes de programarlo.", 409);
    const mine = JSON.parse(draft.text) as Record<string, unknown>;
    const doc = await rebased(file, draft.info.base, mine, w.content.version());
    return publishProblems(w.repo, live(), { [file]: doc });
  };

  /** "Programar" (publisher or owner): the person's saved draft, at an instant (ISO 8601 with its offset; stored in UTC). */
  on(api, SCHEDULE_ROUTES.schedule, async (c) => {
    const body = (await jsonBody(c)) as { file?: string; at?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const at = Date.parse(body.at ?? "");
    if (Number.isNaN(at)) throw new Refused("Elige una fecha y una hora.");
    if (at < w.now().getTime()) throw new Refused("Esa hora ya ha pasado: elige una futura.");
    const user = userOf(c);
    const problems = await draftProblems(user, file);
    if (problems.length > 0) return c.json(scheduleRefused(problems, "page"), 422);
    const item = await planned.add({
      file,
      at: new Date(at).toISOString(),
      userId: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    });
    audit(c, "publish.schedule", { file, at: item.at });
    return c.json(item, 201);
  });
  on(api, SCHEDULE_ROUTES.cancel, async (c) => {
    const body = (await jsonBody(c)) as { id?: string };
    if (!(await planned.cancel(String(body.id ?? ""))))
      throw new Refused("Esa publicación programada ya no existe (¿se publicó o la canceló otra persona?).", 404);
    audit(c, "publish.cancel", { id: String(body.id) });
    return c.json({ status: "cancelled" });
  });
  /** What is scheduled (everyone signed in sees it; the owner sees it in the page list), what ran lately (late ones marked), and the caller's scheduled publishes that failed. */
  on(api, SCHEDULE_ROUTES.list, async (c) =>
    c.json({
      scheduled: await planned.list(),
      done: await planned.recent(),
      failed: await planned.failedFor(userOf(c).id),
    }),
  );
  /** "Entendido" on a failed scheduled publish's notice: it goes for that person. */
  on(api, SCHEDULE_ROUTES.dismiss, async (c) => {
    const body = (await jsonBody(c)) as { id?: unknown };
    if (!(await planned.dismiss(userOf(c).id, String(body.id ?? ""))))
      throw new Refused("Ese aviso ya no está (¿lo cerraste en otra pestaña?).", 404);
    return c.json({ status: "dismissed" });
  });

  on(api, SCHEDULE_ROUTES.publishStatus, async (c) => {
    const job = await publisher.job(c.req.query("id") ?? "");
    return job ? c.json(job) : c.json({ error: "Esa publicación no existe (o terminó hace más de una semana)." }, 404);
  });
  return planned;
}
