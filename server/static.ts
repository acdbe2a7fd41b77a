// The prerendered site as a static host serves it: /x → x, x/index.html or
// x.html; unknown paths → the nearest 404.html up the tree (a family's, the language's, the site's) with status 404
// (410 for a retired page's address: .retired.json, src/core/retired.ts; 301 for a moved one's:
// .redirects.json, src/core/redirects-file.ts); headers
// from dist/_headers; text gzip-compressed when the client accepts it; a page's
// scheduled sections cut out outside their window (src/core/schedule/page-marks.ts).
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve as resolvePath, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { BoundedCache } from "../src/core/bounded-cache.ts";
import { headersFor, parseHeaders } from "../src/core/headers.ts";
import { LANGS } from "../src/core/i18n/languages.ts";
import { DEFAULT_LANG } from "../src/core/i18n/paths.ts";
import { isRetired, RETIRED_FILE } from "../src/core/retired.ts";
import { movedTo, REDIRECTS_FILE } from "../src/core/redirects-file.ts";
import { cutScheduled, SCHEDULE_MARK } from "../src/core/schedule/page-marks.ts";

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

/**
 * A handler for GET/HEAD requests that answers from `root` (an absolute dist/ path).
 * A page's scheduled sections show only in their window, unless `showScheduled`
 * (a preview: the marketer sees what they scheduled, whenever it shows).
 */
export function staticSite(root: string, options: { showScheduled?: boolean } = {}) {
  const siteRoot = resolvePath(root);
  const rules = isFile(join(root, "_headers")) ? parseHeaders(readFileSync(join(root, "_headers"), "utf8")) : [];
  // Retired pages (pages/_site.json "retired"): 410 Gone, with the "not found" page as the body.
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

  return (c: Context) => {
    const url = new URL(c.req.url);
    const pathname = url.pathname;
    const home = slashlessHome(pathname);
    if (home) return c.redirect(`${home}${url.search}`, 301);
    const moved = movedTo(redirects, pathname);
    if (moved) return c.redirect(`${moved}${url.search}`, 301);
    let file = resolve(pathname);
    let status: 200 | 404 | 410 = 200;
    if (!file) {
      file = notFoundPage(pathname);
      status = isRetired(retired, pathname) ? 410 : 404;
    }
    const headers: Record<string, string> = {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      ...headersFor(rules, pathname),
    };
    let body: Buffer = readFileSync(file);
    // A page with scheduled sections (src/core/schedule/page-marks.ts), as it shows now.
    let version = file;
    if (!options.showScheduled && file.endsWith(".html") && body.includes(SCHEDULE_MARK)) {
      const now = Date.now();
      const cut = cutScheduled(body.toString("utf8"), now);
      body = Buffer.from(cut.html);
      version = `${file}#${cut.shown}`;
      // Kept no longer than until its next change: then a section starts or ends.
      if (cut.nextChange !== undefined)
        headers["Cache-Control"] = `public, max-age=${Math.max(0, Math.floor((cut.nextChange - now) / 1000))}`;
    }
    if (
      /\bgzip\b/.test(c.req.header("accept-encoding") ?? "") &&
      COMPRESSIBLE.test(headers["Content-Type"] ?? "") &&
      body.length > 1024
    ) {
      body = gzipOf(version, body);
      headers["Content-Encoding"] = "gzip";
      headers["Vary"] = "Accept-Encoding";
    }
    headers["Content-Length"] = String(body.length);
    if (c.req.method === "HEAD") return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  };
}
