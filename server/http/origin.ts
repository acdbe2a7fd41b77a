// Who is asking and from where, decided once for every route: the client's
// address (behind TRUST_PROXY hops), this site's own origins, and the one
// cross-site policy: a browser's state-changing request whose Origin is
// neither this site nor one allowed to call it is refused. /api adds its
// allowed origins (a static copy on a CDN); /admin allows none, and a
// session's change must also carry its CSRF token (server/auth/session.ts).
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { refuse } from "./refuse.ts";

export interface SitePolicy {
  /** Origins besides this site's that may post (ALLOWED_ORIGINS; /api only). */
  allowed?: readonly string[];
  /** TRUST_PROXY hops. */
  trustProxy?: number;
  /** SITE_URL. */
  siteUrl?: string;
}

/**
 * The client's address. Behind `proxyHops` trusted proxies (TRUST_PROXY=n),
 * each proxy appends the address it saw to X-Forwarded-For, so the client is
 * the n-th entry from the right; everything left of it the client wrote
 * itself and proves nothing. Without trusted proxies: the socket's address.
 */
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const hops = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
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
function ownOrigins(c: Context, trustProxy: number, siteUrl?: string): string[] {
  const url = new URL(c.req.url);
  const origins = [url.origin];
  if (trustProxy > 0) {
    const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "");
    const host = c.req.header("x-forwarded-host")?.split(",")[0]?.trim() || c.req.header("host") || url.host;
    origins.push(`${proto}://${host}`);
  }
  if (siteUrl && URL.canParse(siteUrl)) origins.push(new URL(siteUrl).origin);
  return origins;
}

/** This site (as the proxy and SITE_URL name it) or one of `policy.allowed`? */
export const trustedOrigin = (c: Context, origin: string, policy: SitePolicy) =>
  (policy.allowed ?? []).includes(origin) || ownOrigins(c, policy.trustProxy ?? 0, policy.siteUrl).includes(origin);

/** Served over HTTPS (directly, or behind a trusted proxy that says so)? Then cookies are Secure. */
export const isHttps = (c: Context, trustProxy: number) =>
  new URL(c.req.url).protocol === "https:" || (trustProxy > 0 && c.req.header("x-forwarded-proto") === "https");

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
export const isSafeMethod = (c: Context) => SAFE.has(c.req.method);

/** Does the request name its origin? (A session's change must: a browser always does; a page that hides it is refused.) */
export const namesOrigin = (c: Context) => c.req.header("origin") !== undefined;

/** A browser's cross-site change: a state-changing method with an Origin that is not trusted. */
export const crossSite = (c: Context, policy: SitePolicy) => {
  const origin = c.req.header("origin");
  return !isSafeMethod(c) && origin !== undefined && !trustedOrigin(c, origin, policy);
};

/** The cross-site policy as middleware: 403 with `error`. */
export const originGuard =
  (policy: SitePolicy, error: string): MiddlewareHandler =>
  async (c, next) =>
    crossSite(c, policy) ? refuse(c, 403, error) : next();

/** The path of the page a lead came from: the Referer's, when it is a trusted origin (else ""). */
export function pageOf(c: Context, policy: SitePolicy): string {
  const referer = c.req.header("referer");
  if (!referer || !URL.canParse(referer)) return "";
  const url = new URL(referer);
  return trustedOrigin(c, url.origin, policy) ? url.pathname.slice(0, 200) : "";
}

/**
 * The origin the person's browser is on: its Origin when it is this site's (the request's own, or behind
 * TRUST_PROXY the proxy's, or SITE_URL's), else the request's own origin (a Bearer call names none). An
 * invitation's link is written on it, so it opens on the port and host the owner is using.
 */
export function browserOrigin(c: Context, policy: SitePolicy): string {
  const origin = c.req.header("origin");
  if (origin && URL.canParse(origin) && trustedOrigin(c, origin, policy)) return new URL(origin).origin;
  return new URL(c.req.url).origin;
}
