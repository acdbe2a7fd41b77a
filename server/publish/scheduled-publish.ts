// The one check a scheduled publish goes through when its time comes, for a
// page's draft and for a release alike: the person who scheduled it is
// checked again (removed, or no longer a publisher: nothing is published),
// the publish runs through the queue and its gate, the audit log and the
// schedule's run list (scheduled-runs.ts) say how it went, and a failure is
// kept for that person to see (and mailed to them when SMTP is set).
import { Refused } from "../../lib/editor/guard.ts";
import type { Driver } from "../store/driver.ts";
// The roles from roles.ts, not auth.ts (which loads the sign-in routes): the releases' operations use this module, free of HTTP.
import { hasRole, ROLE_LABELS, type User } from "../roles.ts";
import type { People } from "./auth.ts";
import type { PublishJob } from "./publisher.ts";
import { schedule, type Scheduled, type ScheduleKind } from "./schedule.ts";
import { scheduledRuns, type ScheduledRun } from "./scheduled-runs.ts";
import { madridScheduled } from "../../src/core/format/madrid-date.ts";

export interface ScheduledPublishOptions {
  db: Driver;
  /** PUBLISH_DIR: the old layout's schedule file, imported once (schedule.ts). */
  dir: string;
  now: () => Date;
  kind: ScheduleKind;
  people: () => People | undefined;
  /** What the person sees the entry as: the page's file, a release's name. */
  label: (item: Scheduled) => Promise<string>;
  /** Queues the entry's publish as `who`; a `Refused` it throws (a release gone, a draft in conflict) is the run's reason. */
  publish: (who: User, item: Scheduled, extra: { lateMinutes?: number }) => Promise<{ finished: Promise<PublishJob> }>;
  /** Mails one person (the review mails' outbox; does nothing without SMTP): a failed run goes to whoever scheduled it. */
  mail?: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  siteUrl?: string;
}

/** The mail of a failed scheduled publish: what, when, why, and where to see it. */
function failureMail(run: ScheduledRun, siteUrl?: string) {
  const what = run.kind === "release" ? `la entrega «${run.label}»` : run.label;
  const problems = (run.problems ?? []).map((p) => `  - ${p.label || p.pointer}: ${p.message}`).join("\n");
  const link = siteUrl ? `\n\nÁbrelo en el editor: ${siteUrl.replace(/\/$/, "")}/admin/edit` : "";
  return {
    to: run.email,
    subject: `No se publicó lo programado · ${what}`,
    text: `La publicación programada de ${what} (${madridScheduled(run.at)}) no se hizo.\n\n${run.message}${problems ? `\n\n${problems}` : ""}${link}\n`,
  };
}

export function scheduledPublishes(options: ScheduledPublishOptions) {
  const { kind, now } = options;
  const runs = scheduledRuns(options.db, now);
  const what = kind === "release" ? " la entrega" : "";
  /** The audit line's subject: the page's file, or the release (by name). */
  const subject = (item: Scheduled, label: string): Record<string, string> =>
    kind === "release" ? { release: label } : { file: item.file };

  const planned = schedule(
    options.db,
    options.dir,
    now,
    async ({ item, lateMinutes }) => {
      const people = options.people();
      const who = await people?.current(item.userId);
      const author = who ?? { id: item.userId, name: item.name, email: item.email };
      const label = await options.label(item);
      const ran = async (run: Pick<ScheduledRun, "state" | "message" | "problems" | "jobId">) => {
        const reason: Record<string, string> = run.state === "live" ? {} : { reason: run.message };
        await people?.record(
          author,
          run.state === "live" ? `${kind === "release" ? "release" : "publish"}.scheduled` : "publish.refused",
          { ...subject(item, label), at: item.at, ...reason },
          now(),
        );
        await runs.record(kind, item, { ...run, label, lateMinutes });
        if (run.state === "live") return;
        const [failed] = (await runs.failedFor(item.userId)).filter((r) => r.file === item.file);
        if (failed)
          await options
            .mail?.(failureMail(failed, options.siteUrl))
            .catch((e: Error) => console.error(`[schedule] ${item.file}: not mailed: ${e.message}`));
      };
      if (!people || !who || !hasRole(who.role, "publisher")) {
        const reason = !people
          ? "no se pudo comprobar la cuenta"
          : !who
            ? "la cuenta ya no existe"
            : `su rol (${ROLE_LABELS[who.role]}) ya no permite publicar`;
        return ran({ state: "refused", message: `No se ha publicado${what}: ${reason}.` });
      }
      let job: PublishJob;
      try {
        const { finished } = await options.publish(who, item, lateMinutes ? { lateMinutes } : {});
        job = await finished;
      } catch (error) {
        // A refusal says why (a draft gone, a conflict); anything else is still a run that did not publish, and is shown.
        const reason = error instanceof Refused ? error.message : (error as Error).message.split("\n")[0];
        return ran({ state: "refused", message: `No se ha publicado${what}: ${reason}` });
      }
      await ran({ state: job.state, message: job.message, problems: job.problems, jobId: job.id });
    },
    kind,
  );

  return {
    ...planned,
    /** The latest runs, newest first (GET /schedule's `done`). */
    recent: () => runs.recent(kind),
    /** The person's failed scheduled publishes not yet dismissed. */
    failedFor: runs.failedFor,
    dismiss: runs.dismiss,
    /** The person published the entry themselves: its failures are no longer news. */
    settled: (userId: number, file: string) => runs.settled(userId, kind, file),
  };
}
