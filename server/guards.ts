// Abuse guards for the API: foreign Origin (403), per-address rate limit
// (429), content types (415) and body size (413).
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The client's address. Behind `proxyHops` trusted proxies (TRUST_PROXY=n),
 * each proxy appends the address it saw to X-Forwarded-For, so the client is
 * the n-th entry from the right; everything left of it the client wrote
 * itself and proves nothing. Without trusted proxies: the socket's address.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const client = hops[Math.max(0, hops.length - proxyHops)];
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Requests made in-process (tests call app.request) have no socket.
    return c.req.header("x-test-address") ?? "local";
  }
}

/** A browser's cross-site POST carries an Origin that is neither this site nor one allowed to call it. */
export function originGuard(allowed: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && c.req.method !== "GET" && c.req.method !== "HEAD" && origin !== new URL(c.req.url).origin && !allowed.includes(origin)) {
      return c.json({ error: "forbidden_origin" }, 403);
    }
    await next();
  };
}

/** Fixed-window counter per address: at most `max` requests each `windowMs`. */
export function rateLimit(max: number, windowMs: number, addressOf: (c: Context) => string, now: () => number = Date.now): MiddlewareHandler {
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

export type BodyKind = "json" | "multipart";

/** The body's kind from Content-Type, or undefined (→ 415). */
export function bodyKind(contentType: string | undefined, allowMultipart: boolean): BodyKind | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (allowMultipart && type === "multipart/form-data") return "multipart";
  return undefined;
}

/** Reads the body up to `max` bytes; undefined when it is longer (→ 413), whatever Content-Length claimed. */
export async function readLimited(c: Context, max: number): Promise<ArrayBuffer | undefined> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > max) return undefined;
  const body = c.req.raw.body;
  if (!body) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out.buffer;
}
