// Fixed-window counters kept in the store (so several servers share them):
// a limit checks the count before the work and counts only what the caller
// decides counts (a stored lead, a failed sign-in).
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
      await store.addHit(key, w.start, new Date(now().getTime() - 2 * windowMs).toISOString());
    },
  };
}
