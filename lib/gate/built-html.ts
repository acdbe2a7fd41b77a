// The gate's rules on the built site (dist/ or a publish's release folder):
// what only the rendered page shows. The first-screen script here is its
// static part, the entry the HTML names with its modulepreloads and their
// static imports, gzip-compressed, against budgets.json (what islands fetch
// once on screen is measured in a browser: tests/e2e/quality-routes.spec.ts);
// the page's HTML against budgets.json `html`; a link back to the home page
// of its language; headings that never skip a level, one h1.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { weightBudgets } from "./page-budgets.ts";
import { problem, type GateProblem } from "./types.ts";

const LANG_PREFIX = /^\/(en|fr|it)(?=\/|$)/;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The script files the HTML starts on load: `<script type=module src>`, modulepreloads, and the entry loader's data-entry/data-preload. */
export function entryScripts(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) out.add(m[1]!);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) out.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*\bdata-entry="([^"]+)"(?:[^>]*\bdata-preload="([^"]*)")?/g)) {
    out.add(m[1]!);
    for (const href of (m[2] ?? "").split(" ").filter(Boolean)) out.add(href);
  }
  return [...out].filter((src) => src.startsWith("/"));
}

/** `files` and every chunk they import statically (`import … from "./x.js"`, `import "./x.js"`), as site paths. */
export function withStaticImports(files: readonly string[], read: (path: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    const code = read(path);
    if (code === undefined) return;
    seen.add(path);
    const dir = path.slice(0, path.lastIndexOf("/") + 1);
    for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g))
      visit(new URL(m[1]!, `http://x${dir}`).pathname);
  };
  files.forEach(visit);
  return [...seen];
}

/** h1…h6 in document order; a skipped level (h2 → h4) or a second h1 is out of order. */
export function headingProblems(html: string): string[] {
  const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
  const out: string[] = [];
  if (levels.filter((l) => l === 1).length !== 1)
    out.push(`${levels.filter((l) => l === 1).length} h1 headings (one expected)`);
  levels.forEach((level, i) => {
    const before = i === 0 ? 0 : levels[i - 1]!;
    if (level > before + 1) out.push(`h${level} right after ${before ? `h${before}` : "the start"}`);
  });
  return out;
}

export function linksHome(html: string, route: string): boolean {
  const lang = LANG_PREFIX.exec(route)?.[1];
  const homes = lang ? [`/${lang}`, `/${lang}/`] : ["/"];
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].some((m) => homes.includes(m[1]!));
}

export interface BuiltPage {
  /** Where it was read, for the message ('dist/contact.html'). */
  file: string;
  route: string;
  html: string;
}

/** The built pages of a site folder: one per route (`x.html`, not its `x/index.html` twin). */
export function builtPages(dist: string): BuiltPage[] {
  const out: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets" && entry.name !== "img") walk(full);
      else if (entry.name.endsWith(".html") && (entry.name !== "index.html" || dir === dist)) {
        const path = `/${relative(dist, full).split("\\").join("/")}`.replace(/\.html$/, "").replace(/^\/index$/, "/");
        const route = path.replace(/(^|\/)404$/, "$1__no-such-page__");
        const html = readFileSync(full, "utf8");
        // A redirect's stub (pages/_site.json redirects) has no page to check.
        if (/<main\b/.test(html)) out.push({ file: relative(join(dist, ".."), full), route, html });
      }
    }
  };
  if (existsSync(dist)) walk(dist);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The gate's problems of the built site in `dist`; `jsBudgetFor` gives a
 * route's first-screen script budget in bytes (scripts/audit/budget.ts
 * budgetFor over budgets.json). All block: they are what visitors get.
 */
export function builtSiteProblems(root: string, dist: string, jsBudgetFor: (route: string) => number): GateProblem[] {
  const htmlBudget = weightBudgets(root).html.maxKB * 1000;
  const sizes = new Map<string, number | undefined>();
  const code = (path: string) => {
    const file = join(dist, path);
    return path.endsWith(".js") && existsSync(file) ? readFileSync(file, "utf8") : undefined;
  };
  const gzipOf = (path: string) => {
    if (!sizes.has(path))
      sizes.set(
        path,
        existsSync(join(dist, path)) ? gzipSync(readFileSync(join(dist, path)), { level: 9 }).length : undefined,
      );
    return sizes.get(path) ?? 0;
  };
  return builtPages(dist).flatMap(({ file, route, html }) => {
    const out: GateProblem[] = [];
    const scripts = withStaticImports(entryScripts(html), code);
    const js = scripts.reduce((sum, path) => sum + gzipOf(path), 0);
    const budget = jsBudgetFor(route);
    if (js > budget)
      out.push(
        problem(
          file,
          "",
          "block",
          `${route}: first-screen script ${kb(js)} KB gzip over its budget of ${kb(budget)} KB (${scripts.join(", ")})`,
          `La página ${route} carga ${kb(js)} KB de código al abrirse: el límite es ${kb(budget)} KB. Quita secciones interactivas de la parte de arriba.`,
        ),
      );
    const htmlBytes = gzipSync(html, { level: 9 }).length;
    if (htmlBytes > htmlBudget)
      out.push(
        problem(
          file,
          "",
          "block",
          `${route}: ${kb(htmlBytes)} KB of gzip HTML, over the budget of ${kb(htmlBudget)} KB`,
          `La página ${route} pesa ${kb(htmlBytes)} KB (comprimida): el límite es ${kb(htmlBudget)} KB. Reparte su contenido en varias páginas.`,
        ),
      );
    if (!linksHome(html, route))
      out.push(
        problem(
          file,
          "",
          "block",
          `${route}: no link back to the home page`,
          `La página ${route} no tiene ningún enlace a la portada del sitio.`,
        ),
      );
    for (const heading of headingProblems(html))
      out.push(
        problem(
          file,
          "",
          "block",
          `${route}: headings out of order: ${heading}`,
          `Los títulos de ${route} están desordenados (${heading}).`,
        ),
      );
    return out;
  });
}
