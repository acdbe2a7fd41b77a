// Fixed-window counters kept in the store (so several servers share them).
// Either a limit checks the count and counts afterwards what the caller
// decides counts (a failed sign-in), or it reserves a place before the work
// (one atomic increment, so a burst cannot slip past the limit) and gives it
// back when the work stored nothing.
import type { Store } from "./store/index.ts";

export interface Window {
  key: string;
  start: string;
  /** Seconds until the window ends (Retry-After). */
  retryAfter: number;
}

export function fixedWindow(store: Store, max: number, windowMs: number, now: () => Date) {
  const windowOf = (key: string): Window => {
    const t = now().getTime();
    const start = Math.floor(t / windowMs) * windowMs;
    return { key, start: new Date(start).toISOString(), retryAfter: Math.max(1, Math.ceil((start + windowMs - t) / 1000)) };
  };
  const forgetBefore = () => new Date(now().getTime() - 2 * windowMs).toISOString();
  return {
    max,
    windowOf,
    /** The window when `key` is at its limit, else undefined. */
    async full(key: string): Promise<Window | undefined> {
      const w = windowOf(key);
      return (await store.hits(key, w.start)) >= max ? w : undefined;
    },
    async count(key: string): Promise<void> {
      const w = windowOf(key);
      await store.addHit(key, w.start, forgetBefore());
    },
    /** Takes a place in the window: `full` when none is left, else `release` to give it back. */
    async reserve(key: string): Promise<{ full: Window } | { release: () => Promise<void> }> {
      const w = windowOf(key);
      const n = await store.addHit(key, w.start, forgetBefore());
      const release = async () => void (await store.addHit(key, w.start, forgetBefore(), -1));
      if (n > max) {
        await release();
        return { full: w };
      }
      return { release };
    },
  };
}
