// The one rate limiter: fixed windows per key. The counts live where the
// caller says: in the store (shared by every server on PostgreSQL; leads,
// wrong tokens) or in this process's memory (A/B exposures: a beacon per
// page view is too frequent to count in the database, and one server's
// window is enough to stop a flood of made-up visitors). Either a limit
// checks the count and counts afterwards what the caller decides counts (a
// wrong token), or it reserves a place before the work (one atomic
// increment, so a burst cannot slip past the limit) and gives it back when
// the work stored nothing. (Sign-in guesses are slowed differently, with
// growing waits per account: server/auth/throttle.ts.)
import type { Context, MiddlewareHandler } from "hono";

/** Where the counts live: the store implements this (server/store). */
export interface Counts {
  hits(key: string, windowStart: string): Promise<number>;
  addHit(key: string, windowStart: string, forgetBefore: string, delta?: number): Promise<number>;
}

/** Counts in this process's memory, forgetting old windows now and then. */
export function memoryCounts(): Counts {
  const counts = new Map<string, number>();
  let sinceSweep = 0;
  return {
    hits: async (key, windowStart) => counts.get(`${windowStart} ${key}`) ?? 0,
    async addHit(key, windowStart, forgetBefore, delta = 1) {
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        for (const k of counts.keys()) if (k.slice(0, k.indexOf(" ")) < forgetBefore) counts.delete(k);
      }
      const n = (counts.get(`${windowStart} ${key}`) ?? 0) + delta;
      counts.set(`${windowStart} ${key}`, n);
      return n;
    },
  };
}

export interface Window {
  key: string;
  start: string;
  /** Seconds until the window ends (Retry-After). */
  retryAfter: number;
}

export function fixedWindow(counts: Counts, max: number, windowMs: number, now: () => Date) {
  const windowOf = (key: string): Window => {
    const t = now().getTime();
    const start = Math.floor(t / windowMs) * windowMs;
    return {
      key,
      start: new Date(start).toISOString(),
      retryAfter: Math.max(1, Math.ceil((start + windowMs - t) / 1000)),
    };
  };
  const forgetBefore = () => new Date(now().getTime() - 2 * windowMs).toISOString();
  return {
    /** The window when `key` is at its limit, else undefined. */
    async full(key: string): Promise<Window | undefined> {
      const w = windowOf(key);
      return (await counts.hits(key, w.start)) >= max ? w : undefined;
    },
    async count(key: string): Promise<void> {
      const w = windowOf(key);
      await counts.addHit(key, w.start, forgetBefore());
    },
    /** Takes a place in the window: `full` when none is left, else `release` to give it back. */
    async reserve(key: string): Promise<{ full: Window } | { release: () => Promise<void> }> {
      const w = windowOf(key);
      const n = await counts.addHit(key, w.start, forgetBefore());
      const release = async () => void (await counts.addHit(key, w.start, forgetBefore(), -1));
      if (n > max) {
        await release();
        return { full: w };
      }
      return { release };
    },
  };
}

export interface RateLimitOptions {
  counts: Counts;
  /** Requests per key per window. */
  max: number;
  windowMs: number;
  now: () => Date;
  keyOf: (c: Context) => string;
  /** The answer past the limit (Retry-After is set already). */
  refusal: (c: Context, retryAfter: number) => Response | Promise<Response>;
  /** Give the place back unless this answer counts (default: every answer counts). */
  keeps?: (status: number) => boolean;
}

/** At most `max` requests per key per window; with `keeps`, only answers it keeps use up a place. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const window = fixedWindow(options.counts, options.max, options.windowMs, options.now);
  return async (c, next) => {
    const place = await window.reserve(options.keyOf(c));
    if ("full" in place) {
      c.header("Retry-After", String(place.full.retryAfter));
      return options.refusal(c, place.full.retryAfter);
    }
    try {
      await next();
    } finally {
      if (options.keeps && !options.keeps(c.res.status)) await place.release();
    }
  };
}
