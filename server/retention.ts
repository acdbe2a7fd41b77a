// Privacy: what is older than the site document's retention goes, at start
// and then daily; erasing by email removes a person's rows and CV files.
import { readFileSync, rmSync } from "node:fs";
import { basename, join } from "node:path";
import type { Store } from "./store/index.ts";

export const DEFAULT_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** leads.retentionDays from pages/_site.json, or 365. */
export function retentionDays(siteFile: string): number {
  try {
    const site = JSON.parse(readFileSync(siteFile, "utf8")) as { leads?: { retentionDays?: unknown } };
    const days = site.leads?.retentionDays;
    return typeof days === "number" && days > 0 ? days : DEFAULT_RETENTION_DAYS;
  } catch {
    return DEFAULT_RETENTION_DAYS;
  }
}

// Stored names are generated (uuid.ext); basename keeps a bad row from reaching outside the folder.
export const removeFiles = (uploadsDir: string, files: readonly string[]) =>
  files.forEach((f) => {
    rmSync(join(uploadsDir, basename(f)), { force: true });
  });

/** Spam caught by the honeypot is kept this long for review, then goes. */
export const SPAM_RETENTION_DAYS = 30;

export async function purge(store: Store, uploadsDir: string, days: number, now: Date): Promise<number> {
  const { rows, files } = await store.purgeBefore(new Date(now.getTime() - days * DAY_MS).toISOString());
  const spam = await store.purgeSpamBefore(new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS).toISOString());
  removeFiles(uploadsDir, [...files, ...spam.files]);
  return rows + spam.rows;
}

/** Purges now and every day; the timer does not keep the process alive. */
export function schedulePurge(
  store: Store,
  uploadsDir: string,
  days: number,
  now: () => Date = () => new Date(),
): () => void {
  const run = () =>
    purge(store, uploadsDir, days, now())
      .then((rows) => rows > 0 && console.log(`[retention] deleted ${rows} rows older than ${days} days`))
      .catch((error: unknown) => console.error("[retention] purge failed:", error));
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
