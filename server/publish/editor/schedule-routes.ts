// "Programar" in the editor's API: a saved draft published at a chosen
// time by the schedule (schedule.ts), its cancellation, the list, and a
// queued publish's state.
import type { Hono } from "hono";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { jsonBody } from "../../http/read-body.ts";
import { audit, hasRole, ROLE_LABELS, userOf, type People } from "../auth.ts";
import { readDraft } from "../drafts.ts";
import { schedule } from "../schedule.ts";
import type { PublishDraft } from "./publish-draft.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const SCHEDULE_ROUTES = declareRoutes(EDITOR_API, {
  schedule: { method: "POST", path: "/schedule", role: "publisher" },
  cancel: { method: "POST", path: "/schedule-cancel", role: "publisher" },
  list: { method: "GET", path: "/schedule", role: "editor" },
  publishStatus: { method: "GET", path: "/publish-status", role: "translator" },
});

export interface ScheduleRoutesOptions {
  /** PUBLISH_DIR: the old layout's schedule file (imported once). */
  dir: string;
  /** The accounts now: a scheduled publish re-checks its person when it runs. */
  people: () => People | undefined;
  publishDraft: PublishDraft;
}

export function scheduleRoutes(api: Hono, w: EditorWorkspace, options: ScheduleRoutesOptions) {
  const { live, publisher, publishDraft } = { ...w, ...options };
  // At its time the person is checked again: removed or no longer a publisher, nothing is published; the log says which.
  const planned = schedule(w.store.db, options.dir, w.now, async ({ item, lateMinutes }) => {
    const people = options.people();
    const who = await people?.current(item.userId);
    const ran = (state: string, message: string) => {
      done.unshift({ ...item, state, message, lateMinutes, ranAt: w.now().toISOString() });
      done.length = Math.min(done.length, 20);
    };
    const author = who ?? { id: item.userId, name: item.name, email: item.email };
    if (!people || !who || !hasRole(who.role, "publisher")) {
      const reason = !people
        ? "no se pudo comprobar la cuenta"
        : !who
          ? "la cuenta ya no existe"
          : `su rol (${ROLE_LABELS[who.role]}) ya no permite publicar`;
      await people?.record(author, "publish.refused", { file: item.file, at: item.at, reason }, w.now());
      return ran("refused", `No se ha publicado: ${reason}.`);
    }
    const { finished } = await publishDraft(who, item.file, lateMinutes ? { lateMinutes } : {});
    const job = await finished;
    await people.record(
      who,
      job.state === "live" ? "publish.scheduled" : "publish.refused",
      { file: item.file, at: item.at, ...(job.state === "live" ? {} : { reason: job.message }) },
      w.now(),
    );
    ran(job.state, job.message);
  });
  const done: Array<Record<string, unknown>> = [];
  /** "Programar" (publisher or owner): the person's saved draft, at an instant (ISO 8601 with its offset; stored in UTC). */
  on(api, SCHEDULE_ROUTES.schedule, async (c) => {
    const body = (await jsonBody(c)) as { file?: string; at?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const at = Date.parse(body.at ?? "");
    if (Number.isNaN(at)) throw new Refused("Elige una fecha y una hora.");
    if (at < w.now().getTime()) throw new Refused("Esa hora ya ha pasado: elige una futura.");
    const user = userOf(c);
    if (!(await readDraft(w.repo, user.id, file)))
      throw new Refused("No hay borrador de esta página: guarda el borrador antes de programarlo.", 409);
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
  /** What is scheduled (everyone signed in sees it; the owner sees it in the page list) and what ran lately, late ones marked. */
  on(api, SCHEDULE_ROUTES.list, async (c) => c.json({ scheduled: await planned.list(), done }));

  on(api, SCHEDULE_ROUTES.publishStatus, (c) => {
    const job = publisher.job(c.req.query("id") ?? "");
    return job ? c.json(job) : c.json({ error: "Esa publicación no existe (¿se reinició el servidor?)." }, 404);
  });
  return planned;
}
