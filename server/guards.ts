// Abuse guards for the API: foreign Origin (403), stored leads per address
// and endpoint (429), content types (415) and body size (413).
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { fixedWindow } from "./counter.ts";
import type { Store } from "./store/index.ts";
import { visitorMessage } from "./visitor-language.ts";

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

/**
 * The origins a same-site request may carry: the request's own; behind
 * trusted proxies (TRUST_PROXY) the public one they forward
 * (X-Forwarded-Proto and X-Forwarded-Host or Host), since the server itself
 * sees http://127.0.0.1:4173 while the browser says https://mesalia.com; and
 * SITE_URL's.
 */
export function ownOrigins(c: Context, trustProxy: number, siteUrl?: string): string[] {
  const url = new URL(c.req.url);
  const origins = [url.origin];
  if (trustProxy > 0) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() || c.req.header("host") || url.host;
    origins.push(`${proto}://${host}`);
  }
  if (siteUrl) {
    try {
      origins.push(new URL(siteUrl).origin);
    } catch {
      // A malformed SITE_URL adds nothing.
    }
  }
  return origins;
}

/** A browser's cross-site POST carries an Origin that is neither this site (as the proxy and SITE_URL name it) nor one allowed to call it. */
export function originGuard(allowed: readonly string[], site: { trustProxy?: number; siteUrl?: string } = {}): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin && c.req.method !== "GET" && c.req.method !== "HEAD" && !allowed.includes(origin) && !ownOrigins(c, site.trustProxy ?? 0, site.siteUrl).includes(origin)) {
      return c.json({ error: "forbidden_origin" }, 403);
    }
    await next();
  };
}

/**
 * Per address, per endpoint (a form, the bookings, a demo section), per
 * minute: at most `max` stored leads. A place is reserved before the work
 * (atomically: a burst cannot slip past) and given back unless a row was
 * stored (201), so a visitor fixing a typo or retrying is not punished. The counters live in the store, shared by every server. The
 * 429 says in the visitor's language when to retry (and Retry-After).
 */
export function leadLimit(store: Store, max: number, addressOf: (c: Context) => string, scopeOf: (c: Context) => string, now: () => Date): MiddlewareHandler {
  const window = fixedWindow(store, max, 60_000, now);
  return async (c, next) => {
    const key = `lead:${scopeOf(c)}:${addressOf(c)}`;
    const place = await window.reserve(key);
    if ("full" in place) {
      const { retryAfter } = place.full;
      c.header("Retry-After", String(retryAfter));
      return c.json({ error: "rate_limited", retryAfter, message: visitorMessage(c, "rateLimited", { seconds: retryAfter }) }, 429);
    }
    try {
      await next();
    } finally {
      if (c.res.status !== 201) await place.release();
    }
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

/** The path of the page a lead came from: the Referer's, when it is this site or one allowed to post (else ""). */
export function pageOf(c: Context, allowed: readonly string[], site: { trustProxy?: number; siteUrl?: string } = {}): string {
  const referer = c.req.header("referer");
  if (!referer || !URL.canParse(referer)) return "";
  const url = new URL(referer);
  return allowed.includes(url.origin) || ownOrigins(c, site.trustProxy ?? 0, site.siteUrl).includes(url.origin) ? url.pathname.slice(0, 200) : "";
}
