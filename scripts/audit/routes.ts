// The routes a quality check visits, read from the built output (so it
// covers every language and every page colleagues add): the sitemap, every
// prerendered index.html (noindex pages are not in the sitemap), the
// redirect stubs and one missing address per language (the 404 pages).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface AuditRoute {
  path: string;
  kind: "page" | "redirect" | "404";
  lang: string;
  /** In the sitemap and not noindex: Lighthouse SEO applies. */
  indexable: boolean;
}

export const MISSING_PATH = "/__no-such-page__";

const LANG = /^\/(en|fr|it)(?=\/|$)/;
export const langOf = (path: string) => LANG.exec(path)?.[1] ?? "es";
/** "/en/contact" → "/contact", "/en" → "/". */
export const withoutLang = (path: string) => path.replace(LANG, "") || "/";

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (name === "assets") continue;
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full));
    else if (name === "index.html") out.push(full);
  }
  return out;
}

export function sitemapPaths(dist: string): string[] {
  const file = join(dist, "sitemap.xml");
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!.replace(/&amp;/g, "&")).pathname,
  );
}

export function routesFromDist(dist: string): AuditRoute[] {
  const indexable = new Set(sitemapPaths(dist));
  const routes = new Map<string, AuditRoute>();
  for (const path of indexable) routes.set(path, { path, kind: "page", lang: langOf(path), indexable: true });
  for (const file of htmlFiles(dist)) {
    const rel = relative(dist, file)
      .replace(/\\/g, "/")
      .replace(/(^|\/)index\.html$/, "");
    const path = `/${rel}`;
    if (routes.has(path)) continue;
    const html = readFileSync(file, "utf8");
    const redirect = /<meta http-equiv="refresh"/i.test(html);
    routes.set(path, { path, kind: redirect ? "redirect" : "page", lang: langOf(path), indexable: false });
  }
  const langs = [...new Set([...routes.values()].map((r) => r.lang))];
  for (const lang of langs) {
    const prefix = lang === "es" ? "" : `/${lang}`;
    if (existsSync(join(dist, lang === "es" ? "404.html" : `${lang}/404.html`))) {
      routes.set(`${prefix}${MISSING_PATH}`, { path: `${prefix}${MISSING_PATH}`, kind: "404", lang, indexable: false });
    }
  }
  // A family route with an unknown slug renders its own "not found" on the client.
  for (const family of new Set(
    [...routes.values()]
      .filter((r) => r.kind === "page" && r.lang === "es")
      .map((r) => /^\/([^/]+)\/[^/]+$/.exec(r.path)?.[1])
      .filter(Boolean),
  )) {
    routes.set(`/${family}${MISSING_PATH}`, {
      path: `/${family}${MISSING_PATH}`,
      kind: "404",
      lang: "es",
      indexable: false,
    });
  }
  const order = { page: 0, redirect: 1, "404": 2 } as const;
  return [...routes.values()].sort((a, b) => order[a.kind] - order[b.kind] || a.path.localeCompare(b.path));
}

/**
 * The routes an audit run measures: those of the given languages (`--lang`)
 * and/or paths (`--routes`; a trailing slash is ignored); all without either.
 * A path the build does not have is an error rather than a silent skip.
 */
export function selectRoutes(
  routes: readonly AuditRoute[],
  filter: { langs?: readonly string[]; paths?: readonly string[] },
): AuditRoute[] {
  const paths = filter.paths?.map((p) => p.replace(/(.)\/+$/, "$1"));
  const unknown = paths?.filter((p) => !routes.some((r) => r.path === p)) ?? [];
  if (unknown.length) throw new Error(`not a route of this build: ${unknown.join(", ")}`);
  const langs = filter.langs?.filter((l) => !routes.some((r) => r.lang === l)) ?? [];
  if (langs.length) throw new Error(`no route in language ${langs.join(", ")}`);
  return routes.filter((r) => (!filter.langs || filter.langs.includes(r.lang)) && (!paths || paths.includes(r.path)));
}

/** Where the built files are (the same default as server/main.ts). */
export const distDir = () => process.env.SITE_DIST ?? "dist";
