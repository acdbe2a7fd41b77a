// The purges of the instances: each time the release an instance serves
// changes (a publish, a restore, a scheduled publish, a release; another
// instance's publish followed), what changed since the release it purged
// last is sent (purge.ts), by ONE instance per commit and only once every
// live instance serves it (docs/publishing.md, "The purge after a publish"):
// a purge sent while a follower still served the old commit let the cache
// refetch the old page from it and keep it, a newer one having been seen.
// The first instance to serve a commit (the publishing one: it switches
// before it tells the others) takes its purge on (a row of the store); it
// waits until the live instances' rows (instances.ts) say they serve it, at
// most PURGE_WAIT_MS, then purges anyway and logs which lagged. The others
// only note the release as purged. One at a time, in order; none blocks the
// publish that caused it.
import { changedUrls, type ReleaseChange } from "./changed-urls.ts";
import type { PublishJob } from "../publish/publisher.ts";
import type { Purge, PurgeReport } from "./purge.ts";
import type { InstanceRow } from "./instances.ts";

/** The longest a purge waits for the other instances: then it is sent all the same (the laggard logged). */
export const PURGE_WAIT_MS = 10_000;
const POLL_MS = 100;

/** What the purges need of the instances' table (instances.ts). */
export interface Fleet {
  claimPurge(commit: string): Promise<boolean>;
  list(): Promise<InstanceRow[]>;
}

export interface ReleasePurge extends PurgeReport {
  /** Milliseconds waited for every live instance to serve the commit. */
  waitedMs: number;
}

export function releasePurges(options: {
  served: () => string;
  /** The commit this instance serves. */
  commit: () => string;
  purge: Purge;
  /** Absent: one instance alone, which purges after each of its changes. */
  fleet?: Fleet;
  waitMs?: number;
  log?: (line: string) => void;
}) {
  const log = options.log ?? ((line: string) => console.log(`[cdn] ${line}`));
  const waitMs = options.waitMs ?? PURGE_WAIT_MS;
  let base = options.served();
  let latest: Promise<ReleasePurge | undefined> = Promise.resolve(undefined);

  /** Until every live instance serves the commit this one serves (it may move on meanwhile); the milliseconds. */
  async function everyInstanceServes(fleet: Fleet): Promise<number> {
    const started = performance.now();
    let behind: InstanceRow[] = [];
    while (performance.now() - started < waitMs) {
      const commit = options.commit();
      behind = (await fleet.list().catch(() => [])).filter((i) => i.live && i.commit !== commit);
      if (behind.length === 0) return Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const names = behind.map((i) => `${i.id} (${i.commit.slice(0, 8)})`).join(", ");
    log(`purging after ${waitMs} ms although ${names} still serve(s) an older commit`);
    return Math.round(performance.now() - started);
  }

  async function next(): Promise<ReleasePurge | undefined> {
    if (options.served() === base) return undefined;
    const fleet = options.fleet;
    // Another instance purges this commit: the release counts as purged here too.
    if (fleet && !(await fleet.claimPurge(options.commit()).catch(() => true))) {
      base = options.served();
      return undefined;
    }
    const waitedMs = fleet ? await everyInstanceServes(fleet) : 0;
    const now = options.served();
    let change: ReleaseChange;
    try {
      change = changedUrls(base, now);
    } catch {
      change = { urls: [], everything: true }; // a folder gone mid-read: what changed is unknown
    }
    base = now;
    if (!change.everything && change.urls.length === 0) return undefined;
    return { ...(await options.purge(change)), waitedMs };
  }

  return {
    /** Purges what changed since the last purge, after the ones under way; undefined: nothing to purge here. */
    afterChange(): Promise<ReleasePurge | undefined> {
      latest = latest.then(next);
      return latest;
    },
    /** The purge under way or last done (a publish's job records its time). */
    latest: () => latest,
  };
}

export type ReleasePurges = ReturnType<typeof releasePurges>;

/**
 * The purge a publish caused, as the last phases of its job: "instances" (the wait for every instance to serve
 * it) and "purge", or "purge-failed", with their milliseconds.
 */
export async function recordPurge(purges: ReleasePurges, job: PublishJob, record: () => Promise<void>) {
  const report = await purges.latest().catch(() => undefined);
  if (!report) return;
  (job.phases ??= []).push(
    { name: "instances", ms: report.waitedMs },
    { name: report.ok ? "purge" : "purge-failed", ms: report.ms },
  );
  await record();
}
