// The prerendered site as a static host serves it: /x → x, x/index.html or
// x.html; unknown paths → the nearest 404.html up the tree (a family's, the language's, the site's) with status 404
// (410 for a retired page's address, with the language's 410.html: .retired.json, src/core/retired.ts; 301 for a moved one's:
// .redirects.json, src/core/redirects-file.ts); headers
// from dist/_headers; text gzip-compressed when the client accepts it; a page's
// scheduled sections cut out outside their window (src/core/schedule/page-marks.ts). Every
// answer carries the cache policy (server/cdn/cache-policy.ts) and a file's
// answer a strong ETag, its content's hash, with 304 for a copy still current.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve as resolvePath, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { BoundedCache } from "../src/core/bounded-cache.ts";
import { headersFor, parseHeaders } from "../src/core/headers.ts";
import { LANGS } from "../src/core/i18n/languages.ts";
import { DEFAULT_LANG } from "../src/core/i18n/paths.ts";
import { GONE_PATH, isRetired, RETIRED_FILE } from "../src/core/retired.ts";
import { movedTo, REDIRECTS_FILE } from "../src/core/redirects-file.ts";
import { cutScheduled, SCHEDULE_MARK } from "../src/core/schedule/page-marks.ts";
import { PAGE_CACHE, releaseCacheHeaders, scheduledPageCache } from "./cdn/cache-policy.ts";
import { fileHash } from "./cdn/file-hash.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

// Audits and Lighthouse would otherwise weigh every page at its raw size.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * A language's home has one address, without the trailing slash ('/en', as
 * every link writes it): '/en/' would otherwise answer the same page under a
 * second URL (a duplicate for search engines, and a #anchor link from it
 * would load the page again). Where '/en/' is asked for, the slash-less home.
 */
export function slashlessHome(pathname: string): string | undefined {
  const lang = /^\/([a-z]{2})\/$/.exec(pathname)?.[1];
  return lang && lang !== DEFAULT_LANG && (LANGS as readonly string[]).includes(lang) ? `/${lang}` : undefined;
}

export const GZIPPED_KEPT = 256;

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks of it; `*`: any). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * A handler for GET/HEAD requests that answers from `root` (an absolute dist/ path).
 * A page's scheduled sections show only in their window, unless `showScheduled`
 * (a preview: the marketer sees what they scheduled, whenever it shows).
 */
export function staticSite(root: string, options: { showScheduled?: boolean } = {}) {
  const siteRoot = resolvePath(root);
  const rules = isFile(join(root, "_headers")) ? parseHeaders(readFileSync(join(root, "_headers"), "utf8")) : [];
  // Retired pages (pages/_site.json "retired"): 410 Gone, with the "page retired" page as the body.
  const retired = new Set<string>(
    isFile(join(root, RETIRED_FILE)) ? (JSON.parse(readFileSync(join(root, RETIRED_FILE), "utf8")) as string[]) : [],
  );
  // Moved pages (pages/_site.json "redirects"): 301 to where they went, before the build's meta-refresh page.
  const redirects = new Map<string, string>(
    isFile(join(root, REDIRECTS_FILE))
      ? Object.entries(JSON.parse(readFileSync(join(root, REDIRECTS_FILE), "utf8")) as Record<string, string>)
      : [],
  );
  // Compressed bodies of the files asked for most recently: a crawler walking a large site would otherwise
  // keep every page compressed (10× today's site: 1,407 HTML files in four languages). 256 holds the
  // assets and the pages most visitors see; the others are compressed again when asked.
  const gzipped = new BoundedCache<string, Buffer>(GZIPPED_KEPT);
  const gzipOf = (file: string, body: Buffer) => {
    let out = gzipped.get(file);
    if (!out) gzipped.set(file, (out = gzipSync(body)));
    return out;
  };
  // A release's files never change (a publish makes a new folder): each is hashed once, on its first request.
  const known = new Map<string, { hash: string; size: number }>();
  const identityOf = (file: string) => {
    let entry = known.get(file);
    if (!entry) {
      const body = readFileSync(file);
      known.set(file, (entry = { hash: fileHash(file, body), size: body.length }));
    }
    return entry;
  };

  function resolve(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    // join() folds "..": a decoded "/../x" (from "/..%2fx"; the URL parser folds only plain "/../") climbs
    // out of the site here, and this is the one check that stops it (server/static.test.ts tries each encoding).
    const base = join(siteRoot, decoded);
    if (base !== siteRoot && !base.startsWith(`${siteRoot}${sep}`)) return undefined;
    // Hidden files are the build's own bookkeeping (.render-state.json: lib/render/prerender.ts), never content.
    const parts = base.slice(siteRoot.length).split(sep);
    if (parts.some((part) => part.startsWith(".") && part !== ".well-known")) return undefined;
    for (const candidate of [base, join(base, "index.html"), `${base.replace(/\/$/, "")}.html`])
      if (isFile(candidate)) return candidate;
    return undefined;
  }

  /**
   * The nearest 404.html up the tree: a family's own (features/404.html for
   * an unknown feature), else the language's (en/404.html), else the site's.
   */
  function notFoundPage(pathname: string): string {
    const parts = pathname
      .split("/")
      .filter((part) => /^[\w-]+$/.test(part))
      .slice(0, -1);
    for (let depth = parts.length; depth > 0; depth--) {
      const candidate = join(root, ...parts.slice(0, depth), "404.html");
      if (isFile(candidate)) return candidate;
    }
    return join(root, "404.html");
  }

  /**
   * What a retired address shows: its language's "page retired" page (pages/410.json: en/410.html for
   * /en/x), else the site's, else (a site built before it existed) the nearest "not found" page.
   */
  function gonePage(pathname: string): string {
    const lang = /^\/([a-z]{2})\//.exec(pathname)?.[1];
    const name = `${GONE_PATH.slice(1)}.html`;
    const candidates = [
      ...(lang && (LANGS as readonly string[]).includes(lang) ? [join(root, lang, name)] : []),
      join(root, name),
    ];
    return candidates.find(isFile) ?? notFoundPage(pathname);
  }

  return (c: Context) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    // A redirect is the release's too (a moved page's goes with the publish that moved it, and is purged then).
    const redirect = (to: string) => {
      for (const [name, value] of Object.entries(PAGE_CACHE)) c.header(name, value);
      return c.redirect(`${to}${url.search}`, 301);
    };
    const home = slashlessHome(pathname);
    if (home) return redirect(home);
    const moved = movedTo(redirects, pathname);
    if (moved) return redirect(moved);
    let file = resolve(pathname);
    let status: 200 | 404 | 410 = 200;
    if (!file) {
      const gone = isRetired(retired, pathname);
      file = gone ? gonePage(pathname) : notFoundPage(pathname);
      status = gone ? 410 : 404;
    }
    const headers: Record<string, string> = {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      ...headersFor(rules, pathname),
      // Never immutable for a missing file: /assets/x.js may be published a minute later.
      ...(status === 200 ? releaseCacheHeaders(pathname) : PAGE_CACHE),
    };
    const { hash, size } = identityOf(file);
    // A page with scheduled sections (src/core/schedule/page-marks.ts), as it shows now: a version of its
    // own (ETag, gzip copy) per set of sections shown, kept by caches no longer than until its next change.
    let body: Buffer | undefined;
    let version = file;
    let tag = hash;
    if (!options.showScheduled && file.endsWith(".html")) {
      body = readFileSync(file);
      if (body.includes(SCHEDULE_MARK)) {
        const now = Date.now();
        const cut = cutScheduled(body.toString("utf8"), now);
        body = Buffer.from(cut.html);
        version = `${file}#${cut.shown}`;
        tag = `${hash}.${cut.shown}`;
        if (cut.nextChange !== undefined) Object.assign(headers, scheduledPageCache(cut.nextChange - now));
      }
    }
    const compressible = COMPRESSIBLE.test(headers["Content-Type"] ?? "") && (body?.length ?? size) > 1024;
    const gzip = compressible && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    // The same answer whatever the visitor's cookies or language: only the encoding varies.
    if (compressible) headers["Vary"] = "Accept-Encoding";
    if (status === 200) {
      // Strong, so a representation of its own per encoding.
      headers["ETag"] = gzip ? `"${tag}-gz"` : `"${tag}"`;
      if (matchesEtag(c.req.header("if-none-match"), headers["ETag"])) {
        const { "Content-Type": _type, ...kept } = headers;
        return c.body(null, 304, kept);
      }
    }
    body ??= readFileSync(file);
    if (gzip) {
      body = gzipOf(version, body);
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  };
}
