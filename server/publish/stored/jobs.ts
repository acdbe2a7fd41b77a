// The publish jobs' rows (schema/2026-12-08-publish-jobs.sql): a job is
// written whole each time it moves (one statement, so a reader on any
// instance sees one consistent state), read back by publish-status, and
// marked failed at start when a process died while it was building.
import type { EditorProblem } from "../../../lib/editor/problems.ts";
import type { Driver, Row } from "../../store/driver.ts";
import type { PublishJob } from "../publisher.ts";

/**
 * Finished jobs kept: a week, and at most the newest 500. A job's row is read
 * while someone waits for it (seconds) or follows its link soon after; the
 * audit log and the git history are the lasting record, so a week covers a
 * weekend away, and the cap keeps a busy week's rows (problems included) small.
 */
const KEEP_DAYS = 7;
const KEEP_NEWEST = 500;

/** A job queued longer than this when a server starts was in a process that is gone. */
const QUEUED_FOR_MS = 3_600_000;

/** What a job that was building when its process died says once found at start. */
const INTERRUPTED =
  "No se ha publicado nada: el servidor se detuvo durante la publicación y el sitio sigue como estaba. Vuelve a publicar.";

/** What a job whose push landed just before its process died says once found at start. */
const LANDED = "Publicado (el servidor se detuvo justo después; se confirmó al reiniciar).";

const json = <T>(text: unknown): T | undefined => (typeof text === "string" ? (JSON.parse(text) as T) : undefined);

const toJob = (r: Row): PublishJob => ({
  id: String(r.id),
  kind: String(r.kind) as PublishJob["kind"],
  file: String(r.file),
  ...(r.release_id ? { release: String(r.release_id) } : {}),
  authorId: Number(r.author_id),
  author: String(r.author_name),
  state: String(r.state) as PublishJob["state"],
  message: String(r.message),
  ...(r.commit_sha ? { commit: String(r.commit_sha) } : {}),
  phases: json<PublishJob["phases"]>(r.phases) ?? [],
  ...(r.problems ? { problems: json<EditorProblem[]>(r.problems) } : {}),
  queuedAt: String(r.created_at),
  ...(r.finished_at ? { doneAt: String(r.finished_at) } : {}),
  ...(r.build_ms !== null && r.build_ms !== undefined ? { buildMs: Number(r.build_ms) } : {}),
  ...(r.late_minutes ? { lateMinutes: Number(r.late_minutes) } : {}),
  ...(r.push ? { push: String(r.push) as NonNullable<PublishJob["push"]> } : {}),
});

const UPSERT = `INSERT INTO publish_jobs (id, kind, file, release_id, author_id, author_name, state, message, commit_sha,
    phases, problems, build_ms, late_minutes, push, created_at, updated_at, finished_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET state = excluded.state, message = excluded.message, commit_sha = excluded.commit_sha,
    phases = excluded.phases, problems = excluded.problems, build_ms = excluded.build_ms, push = excluded.push,
    updated_at = excluded.updated_at, finished_at = excluded.finished_at`;

export function jobRows(db: Driver, now: () => Date) {
  const values = (job: PublishJob) => [
    job.id,
    job.kind ?? "page",
    job.file,
    job.release ?? null,
    job.authorId ?? 0,
    job.author,
    job.state,
    job.message,
    job.commit ?? null,
    JSON.stringify(job.phases ?? []),
    job.problems ? JSON.stringify(job.problems) : null,
    job.buildMs ?? null,
    job.lateMinutes ?? null,
    job.push ?? null,
    job.queuedAt,
    now().toISOString(),
    job.doneAt ?? null,
  ];
  return {
    /** A new job, and the finished ones past keeping gone, in one transaction. */
    async add(job: PublishJob): Promise<void> {
      const before = new Date(now().getTime() - KEEP_DAYS * 86_400_000).toISOString();
      await db.transaction(async (tx) => {
        await tx.run(
          `DELETE FROM publish_jobs WHERE finished_at IS NOT NULL AND (finished_at < ? OR id IN
            (SELECT id FROM publish_jobs WHERE finished_at IS NOT NULL ORDER BY finished_at DESC LIMIT 1000000 OFFSET ?))`,
          [before, KEEP_NEWEST],
        );
        await tx.run(UPSERT, values(job));
      });
    },
    /** The job as it is now (its state, phases, problems, push). */
    put: (job: PublishJob) => db.run(UPSERT, values(job)).then(() => undefined),
    async get(id: string): Promise<PublishJob | undefined> {
      const row = await db.get("SELECT * FROM publish_jobs WHERE id = ?", [id]);
      return row ? toJob(row) : undefined;
    },
    /**
     * At start, holding the publish lock, with the remote as the truth: a job still "building" whose
     * commit `isLive` (its push landed before the process died) went live; it says so once `settle` (what
     * would have followed it: its draft deleted) is done, so whoever sees it live sees that too. Their count.
     */
    async confirmLanded(
      isLive: (commit: string) => Promise<boolean>,
      settle: (job: PublishJob) => Promise<void>,
    ): Promise<number> {
      const rows = await db.all("SELECT * FROM publish_jobs WHERE state = 'building' AND commit_sha IS NOT NULL");
      let landed = 0;
      for (const row of rows) {
        if (!(await isLive(String(row.commit_sha)))) continue;
        await settle(toJob(row));
        const at = now().toISOString();
        await db.run(
          "UPDATE publish_jobs SET state = 'live', message = ?, push = 'pushed', updated_at = ?, finished_at = ? WHERE id = ?",
          [LANDED, at, at, String(row.id)],
        );
        landed++;
      }
      return landed;
    },
    /**
     * At start, holding the publish lock: a job still "building" was cut short by a process that
     * died (no instance builds without the lock), and one queued over an hour ago waited in a
     * process that died (a live queue moves in minutes; a newer one may be another instance's,
     * waiting for the lock). They failed. Their count, for the log.
     */
    failInterrupted: () => {
      const at = now().toISOString();
      const stale = new Date(now().getTime() - QUEUED_FOR_MS).toISOString();
      return db.run(
        `UPDATE publish_jobs SET state = 'failed', message = ?, updated_at = ?, finished_at = ?
          WHERE state = 'building' OR (state = 'queued' AND created_at < ?)`,
        [INTERRUPTED, at, at, stale],
      );
    },
  };
}
