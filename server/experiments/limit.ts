// The exposure endpoint's own limit, in memory: a beacon per page view is
// too frequent to count in the store (the leads' limits do, to be shared by
// every server), and one server's window is enough to stop a flood of made-up
// visitors. Fixed window per address: at most `max` each `windowMs`.
import type { Context, MiddlewareHandler } from "hono";

export function exposureLimit(max: number, windowMs: number, addressOf: (c: Context) => string, now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (c, next) => {
    const t = now();
    const key = addressOf(c);
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      // Forget old windows now and then, so the map does not grow forever.
      if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= windowMs) windows.delete(k);
      windows.set(key, (w = { start: t, count: 0 }));
    }
    if (++w.count > max) {
      c.header("Retry-After", String(Math.ceil((w.start + windowMs - t) / 1000)));
      return c.json({ error: "rate_limited" }, 429);
    }
    await next();
  };
}
