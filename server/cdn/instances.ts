// Which commit each instance serves, as rows of the store (the `instances`
// table; docs/publishing.md, "The purge after a publish"). Every instance
// writes its row when the release it serves changes and every 2 s; one not
// seen for 10 s counts as down (hung, cut off). On PostgreSQL one whose
// presence lock is free (presence.ts: its process died, its connection with
// it) is down at once, however fresh its last beat. The purge after a publish
// waits until every live instance serves the commit (releases.ts): a cache
// that refetched a page from a follower still on the old commit would keep
// the old page until its time ran out. The beats are the machines' clocks
// (kept by NTP): 10 s leaves room for their drift.
import { hostname } from "node:os";
import type { Driver } from "../store/driver.ts";
import { PRESENCE_SPACE } from "./presence.ts";

/** How often an instance writes its row. */
export const BEAT_MS = 2000;
/** An instance whose row is older than this counts as down (hung, or on SQLite): the purge no longer waits for it. */
export const GONE_MS = 10_000;
/** Claims of purges are kept, and instances gone are listed, this long. */
const KEPT_MS = 24 * 3600_000;

export interface InstanceRow {
  id: string;
  commit: string;
  /** When it started serving `commit`. */
  since: string;
  /** Milliseconds since its last beat. */
  seenMsAgo: number;
  live: boolean;
}

/** This instance's name in the table: its host and port (unique on one machine, and across containers). */
export const instanceId = (port: number) => `${hostname()}:${port}`;

/**
 * Whether the row's presence lock is held (PostgreSQL: pg_locks, in this database); 1 without one to look at.
 * A row written before the lock was taken, or while its connection is down, has none: its beat alone counts.
 */
const PRESENT = `(instances.presence_key IS NULL OR EXISTS (
  SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted AND l.classid = ${PRESENCE_SPACE}
    AND l.objid = instances.presence_key AND l.objsubid = 2
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())))`;

/** `presence`: the key of this instance's presence lock (presence.ts), written with each beat. */
export function instanceTable(
  db: Driver,
  id: string,
  clock: () => number = Date.now,
  presence: () => number | undefined = () => undefined,
) {
  const present = db.kind === "postgres" ? PRESENT : "1";
  return {
    id,
    /** This instance serves `commit` (now, and still: the beat). */
    async serve(commit: string): Promise<void> {
      const at = clock();
      await db.run(
        `INSERT INTO instances (id, commit_id, since, beat_ms, presence_key) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET beat_ms = excluded.beat_ms, commit_id = excluded.commit_id,
           presence_key = excluded.presence_key,
           since = CASE WHEN instances.commit_id = excluded.commit_id THEN instances.since ELSE excluded.since END`,
        [id, commit, new Date(at).toISOString(), at, presence() ?? null],
      );
    },
    /** Every instance seen in the last day, the live ones first. */
    async list(): Promise<InstanceRow[]> {
      const at = clock();
      const rows = await db.all(
        `SELECT id, commit_id, since, beat_ms, ${present} AS present FROM instances WHERE beat_ms > ? ORDER BY beat_ms DESC, id`,
        [at - KEPT_MS],
      );
      const listed = rows.map((r) => ({
        id: String(r.id),
        commit: String(r.commit_id),
        since: String(r.since),
        seenMsAgo: at - Number(r.beat_ms),
        live: Boolean(r.present) && at - Number(r.beat_ms) < GONE_MS,
      }));
      // The live ones first: an instance gone at once has a fresh beat.
      return [...listed.filter((r) => r.live), ...listed.filter((r) => !r.live)];
    },
    /** A stop: the others no longer wait for this instance. */
    async leave(): Promise<void> {
      await db.run("DELETE FROM instances WHERE id = ?", [id]);
    },
    /** Takes on the purge of `commit`: true for the first instance to ask, false for every other. */
    async claimPurge(commit: string): Promise<boolean> {
      const at = clock();
      await db.run("DELETE FROM cdn_purges WHERE at_ms < ?", [at - KEPT_MS]);
      const taken = await db.run(
        "INSERT INTO cdn_purges (commit_id, instance, at_ms) VALUES (?, ?, ?) ON CONFLICT (commit_id) DO NOTHING",
        [commit, id, at],
      );
      return taken > 0;
    },
  };
}

export type InstanceTable = ReturnType<typeof instanceTable>;

/** Writes this instance's row every BEAT_MS and at once when `served()` changes (call `changed`); `stop` ends it. */
export function heartbeat(table: InstanceTable, served: () => string, log = (line: string) => console.warn(line)) {
  let failing = false;
  const beat = () =>
    table.serve(served()).then(
      () => void (failing = false),
      (error: Error) => {
        if (!failing) log(`[instances] could not write this instance's row: ${error.message}`);
        failing = true;
      },
    );
  void beat();
  const timer = setInterval(beat, BEAT_MS);
  timer.unref();
  return { changed: beat, stop: () => clearInterval(timer) };
}
