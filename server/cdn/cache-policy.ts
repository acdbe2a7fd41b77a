// What a CDN or Varnish in front of the server may keep, and for how long
// (docs/publishing.md, "Behind a CDN or Varnish"). One place, so the static
// site, the admin and the API cannot drift apart:
//   - a page (and every other file of the release whose name does not change
//     with its content: robots.txt, the sitemap, images in public/): the CDN
//     holds it a short while, browsers ask again each time (their ETag makes
//     that a 304); the purge after each publish is what makes a change show at
//     once, the short time only bounds how long a missed purge leaves it old;
//   - content-hashed files (/assets/*, uploaded images): a year, never asked again;
//   - /admin and /api: never stored anywhere (sessions, CSRF tokens, a
//     visitor's cookie and their answers are one person's).
// No answer of the site depends on a cookie or the visitor's language: the A/B
// arm and the first visit's language are chosen in the browser, so one stored
// copy of a page is right for everyone (Vary: Accept-Encoding only).
import type { MiddlewareHandler } from "hono";
import { parseUploadPath } from "../../src/core/images.ts";

/** Seconds a CDN reading Cache-Control (Cloudflare) holds a page before asking the server again. */
const EDGE_SECONDS = 60;
/** Seconds a cache we purge ourselves (Varnish, Fastly: Surrogate-Control) holds a page. */
const SURROGATE_SECONDS = 600;
/** Seconds past those a stale copy may be served while the cache fetches a fresh one. */
const REVALIDATE_SECONDS = 60;
/** Seconds a stale copy may be served while the server cannot answer (a restart, a deploy). */
const IF_ERROR_SECONDS = 86_400;

export const PAGE_CACHE = {
  "Cache-Control": `public, max-age=0, s-maxage=${EDGE_SECONDS}, stale-while-revalidate=${REVALIDATE_SECONDS}, stale-if-error=${IF_ERROR_SECONDS}`,
  "Surrogate-Control": `max-age=${SURROGATE_SECONDS}, stale-while-revalidate=${REVALIDATE_SECONDS}, stale-if-error=${IF_ERROR_SECONDS}`,
} as const;

/**
 * A page with a section that starts or ends in `ms` (server/static.ts cuts it): held by any cache no
 * longer than until then, and never served stale past it (an offer that ended must not show).
 */
export function scheduledPageCache(ms: number): Record<string, string> {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${Math.min(EDGE_SECONDS, seconds)}`,
    "Surrogate-Control": `max-age=${Math.min(SURROGATE_SECONDS, seconds)}`,
  };
}

export const IMMUTABLE = { "Cache-Control": "public, max-age=31536000, immutable" } as const;

const NO_STORE = "no-store";

/**
 * The cache headers of a file of the release served at `pathname` (any status: a 404's page is the release's too).
 * Names that change whenever their content does (Vite's /assets/, the editor's uploads) are immutable.
 */
export const releaseCacheHeaders = (pathname: string): Readonly<Record<string, string>> =>
  pathname.startsWith("/assets/") || parseUploadPath(pathname) ? IMMUTABLE : PAGE_CACHE;

/**
 * Every answer under its prefix (/admin, /api), refusals and 404s included, marked never to be stored: a
 * shared cache must not hand one person's session, CSRF token, cookie or data to the next.
 */
export const noStore = (): MiddlewareHandler => async (c, next) => {
  await next();
  // A Response made elsewhere (Response.redirect) has read-only headers: a copy of it then.
  try {
    c.res.headers.set("Cache-Control", NO_STORE);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Cache-Control", NO_STORE);
  }
  c.res.headers.delete("Surrogate-Control");
};
