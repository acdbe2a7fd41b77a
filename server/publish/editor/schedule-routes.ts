// "Programar" in the editor's API: parse → operation (operations/schedule.ts)
// → response for a saved draft published at a chosen time, its
// cancellation, the list with what ran lately and the caller's failures;
// and a queued publish's state (operations/publish.ts: a row of the store,
// any instance answers it). At its time an entry goes through
// scheduled-publish.ts, the one check pages and releases share.
import type { Hono } from "hono";
import { answer, inputOf } from "../../http/answer.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { isRefusal } from "../../operation.ts";
import { audit, userOf, type People } from "../auth.ts";
import { publishStatus } from "../operations/publish.ts";
import type { PublishDraft } from "../operations/publish-draft.ts";
import { cancelSchedule, dismissScheduleFailure, listSchedule, schedulePage } from "../operations/schedule.ts";
import { scheduledPublishes } from "../scheduled-publish.ts";
import { EDITOR_API } from "./api-path.ts";
import type { EditorWorkspace } from "./workspace.ts";

export const SCHEDULE_ROUTES = declareRoutes(EDITOR_API, {
  schedule: { method: "POST", path: "/schedule", role: schedulePage.role },
  cancel: { method: "POST", path: "/schedule-cancel", role: cancelSchedule.role },
  list: { method: "GET", path: "/schedule", role: listSchedule.role },
  // A failed scheduled publish's notice, closed by its person (whatever their role now).
  dismiss: { method: "POST", path: "/schedule-dismiss", role: dismissScheduleFailure.role },
  publishStatus: { method: "GET", path: "/publish-status", role: publishStatus.role },
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
  const { publishDraft } = options;
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
  const deps = { w, planned };

  on(api, SCHEDULE_ROUTES.schedule, async (c) => {
    const item = await schedulePage(await inputOf(c, schedulePage), userOf(c), deps);
    if (!isRefusal(item)) audit(c, "publish.schedule", { file: item.file, at: item.at });
    return answer(c, item, (made) => c.json(made, 201));
  });
  on(api, SCHEDULE_ROUTES.cancel, async (c) => {
    const input = await inputOf(c, cancelSchedule);
    const cancelled = await cancelSchedule(input, userOf(c), deps);
    if (!isRefusal(cancelled)) audit(c, "publish.cancel", { id: String(input.id) });
    return answer(c, cancelled);
  });
  on(api, SCHEDULE_ROUTES.list, async (c) => answer(c, await listSchedule({}, userOf(c), deps)));
  on(api, SCHEDULE_ROUTES.dismiss, async (c) =>
    answer(c, await dismissScheduleFailure(await inputOf(c, dismissScheduleFailure), userOf(c), deps)),
  );
  on(api, SCHEDULE_ROUTES.publishStatus, async (c) =>
    answer(c, await publishStatus({ id: c.req.query("id") ?? "" }, userOf(c), w)),
  );
  return planned;
}
