// Removing a folder of thousands of files (an old release, an old checkout)
// took seconds of rmSync on a large site, with the event loop blocked and the
// publish that pruned it waiting. It is renamed out of the way at once (the
// same disk: a rename is instant, and listings no longer see it) and deleted
// in the background, off the event loop.
import { randomUUID } from "node:crypto";
import { readdirSync, renameSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";

/** The mark of a folder on its way out: listings of releases and checkouts skip it. */
export const DISCARDED = ".discarded-";

export function discard(path: string): void {
  const away = `${path}${DISCARDED}${randomUUID().slice(0, 8)}`;
  try {
    renameSync(path, away);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  void rm(away, { recursive: true, force: true }).catch(() => undefined);
}

/** What an earlier process left on its way out (it stopped mid-delete): deleted in the background. */
export function sweepDiscarded(dir: string): void {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names)
    if (name.includes(DISCARDED)) void rm(join(dir, name), { recursive: true, force: true }).catch(() => undefined);
}
