// What a scheduled publish did when its time came, as rows of the store
// (schema/2026-12-08-scheduled-runs.sql): the schedule's recent runs (late
// ones marked), read the same from every instance, and the failed ones
// shown to whoever scheduled them until they dismiss them or publish the
// page themselves.
import type { EditorProblem } from "../../lib/editor/problems.ts";
import type { Driver, Row } from "../store/driver.ts";
import type { Scheduled, ScheduleKind } from "./schedule.ts";

export interface ScheduledRun {
  id: string;
  kind: ScheduleKind;
  /** The page's file, or the release's id. */
  file: string;
  /** What the person sees: the page's file, or the release's name. */
  label: string;
  /** When it was scheduled for. */
  at: string;
  userId: number;
  name: string;
  email: string;
  /** The job's end ("live", "failed", "invalid"), or "refused" when it never started. */
  state: string;
  message: string;
  problems?: EditorProblem[];
  lateMinutes: number;
  jobId?: string;
  ranAt: string;
}

/** The recent runs the schedule lists. */
const RECENT = 20;
/** Runs forgotten after this (a failure nobody dismissed stays). */
const KEEP_DAYS = 30;

const toRun = (r: Row): ScheduledRun => ({
  id: String(r.id),
  kind: String(r.kind) as ScheduleKind,
  file: String(r.file),
  label: String(r.label),
  at: String(r.at),
  userId: Number(r.user_id),
  name: String(r.name),
  email: String(r.email),
  state: String(r.state),
  message: String(r.message),
  ...(r.problems ? { problems: JSON.parse(String(r.problems)) as EditorProblem[] } : {}),
  lateMinutes: Number(r.late_minutes),
  ...(r.job_id ? { jobId: String(r.job_id) } : {}),
  ranAt: String(r.ran_at),
});

export function scheduledRuns(db: Driver, now: () => Date) {
  return {
    /** One run, recorded as it ended; runs past keeping go in the same transaction. */
    async record(
      kind: ScheduleKind,
      item: Scheduled,
      run: Pick<ScheduledRun, "label" | "state" | "message" | "problems" | "lateMinutes" | "jobId">,
    ): Promise<void> {
      const at = now().toISOString();
      const before = new Date(now().getTime() - KEEP_DAYS * 86_400_000).toISOString();
      await db.transaction(async (tx) => {
        await tx.run("DELETE FROM scheduled_runs WHERE ran_at < ? AND (state = 'live' OR dismissed_at IS NOT NULL)", [
          before,
        ]);
        await tx.run(
          `INSERT INTO scheduled_runs (kind, file, label, at, user_id, name, email, state, message, problems, late_minutes, job_id, ran_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            kind,
            item.file,
            run.label,
            item.at,
            item.userId,
            item.name,
            item.email,
            run.state,
            run.message,
            run.problems?.length ? JSON.stringify(run.problems) : null,
            run.lateMinutes,
            run.jobId ?? null,
            at,
          ],
        );
      });
    },
    /** The newest runs of one kind, newest first. */
    recent: async (kind: ScheduleKind): Promise<ScheduledRun[]> =>
      (
        await db.all(`SELECT * FROM scheduled_runs WHERE kind = ? ORDER BY ran_at DESC, id DESC LIMIT ${RECENT}`, [
          kind,
        ])
      ).map(toRun),
    /** The person's scheduled publishes that failed, not yet dismissed (newest first). */
    failedFor: async (userId: number): Promise<ScheduledRun[]> =>
      (
        await db.all(
          "SELECT * FROM scheduled_runs WHERE user_id = ? AND state <> 'live' AND dismissed_at IS NULL ORDER BY ran_at DESC, id DESC",
          [userId],
        )
      ).map(toRun),
    /** "Entendido": the person's failure notice goes; false when it was not theirs or was gone. */
    dismiss: async (userId: number, id: string): Promise<boolean> =>
      (await db.run(
        "UPDATE scheduled_runs SET dismissed_at = ? WHERE id = ? AND user_id = ? AND dismissed_at IS NULL",
        [now().toISOString(), Number(id) || 0, userId],
      )) > 0,
    /** The person published the page (or the release) after all: its failure notices go. */
    settled: (userId: number, kind: ScheduleKind, file: string) =>
      db.run(
        "UPDATE scheduled_runs SET dismissed_at = ? WHERE user_id = ? AND kind = ? AND file = ? AND dismissed_at IS NULL",
        [now().toISOString(), userId, kind, file],
      ),
  };
}
