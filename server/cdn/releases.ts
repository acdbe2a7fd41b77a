// The purges of one instance: each time the release it serves changes (a
// publish, a restore, a scheduled publish, a release; another instance's
// publish followed), what changed since the release it purged last is sent
// (purge.ts). Every instance purges after its own change, so the last purge
// comes after the last instance serves the new version: a cache that fetched
// the old page from a slower instance meanwhile drops it then. One at a time,
// in order; none blocks the publish that caused it.
import { changedUrls, type ReleaseChange } from "./changed-urls.ts";
import type { PublishJob } from "../publish/publisher.ts";
import type { Purge, PurgeReport } from "./purge.ts";

export function releasePurges(options: { served: () => string; purge: Purge }) {
  let base = options.served();
  let latest: Promise<PurgeReport | undefined> = Promise.resolve(undefined);
  return {
    /** Purges what changed since the last purge, after the ones under way; undefined: nothing changed. */
    afterChange(): Promise<PurgeReport | undefined> {
      latest = latest.then(() => {
        const now = options.served();
        if (now === base) return undefined;
        let change: ReleaseChange;
        try {
          change = changedUrls(base, now);
        } catch {
          change = { urls: [], everything: true }; // a folder gone mid-read: what changed is unknown
        }
        base = now;
        return change.everything || change.urls.length > 0 ? options.purge(change) : undefined;
      });
      return latest;
    },
    /** The purge under way or last done (a publish's job records its time). */
    latest: () => latest,
  };
}

export type ReleasePurges = ReturnType<typeof releasePurges>;

/** The purge a publish caused, as the last phase of its job ("purge", or "purge-failed", with its milliseconds). */
export async function recordPurge(purges: ReleasePurges, job: PublishJob, record: () => Promise<void>) {
  const report = await purges.latest().catch(() => undefined);
  if (!report) return;
  (job.phases ??= []).push({ name: report.ok ? "purge" : "purge-failed", ms: report.ms });
  await record();
}
