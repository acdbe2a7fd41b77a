// The production renderer: the built SSR bundle (dist-ssr/) renders every
// route of the content under `contentRoot` into `out`, which already holds the
// client build (a full `npm run build`) or a copy of the release served now (a
// publish). No bundler runs: the SSR bundle holds no content and is handed it
// here (provideContent), so a content change renders with the deployed code.
//
// Incremental: `out/.render-state.json` records, per route, which content
// modules its render read (a page document in one language, the site document
// in one language) and a hash of them, with the files it wrote. A route whose
// reads, the site-wide inputs (manifest, redirects, code) and its A/B weights
// are unchanged keeps its files; the others are rendered again, removed routes'
// files deleted, and the sitemap, _headers and robots.txt recomputed from the
// state. A page module is its document with its shared sections in place
// (lib/validate/shared-sections.ts): a change to pages/_data/sections/<name>.json
// changes the inputs of exactly the pages that place it. The result is byte-identical to a full render of the same content
// (lib/render/incremental.test.ts proves it over random publishes).
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { fillTemplate, inlineStylesheets, redirectHtml, startScriptsAfterFirstPaint, sitemapXml } from "./html.ts";
import { geoEndpoints, headersFile, mergeSources, withCsp, type CspSources } from "./csp.ts";
import { siteModules, type ManifestEntry, type SiteModules } from "./site-modules.ts";
import { RETIRED_FILE, retiredAddresses } from "../../src/core/retired.ts";
import { REDIRECTS_FILE, redirectsJson } from "../../src/core/redirects-file.ts";
import { stableJson as stable } from "./stable-json.ts";

type ServerEntry = typeof import("../../src/entry-server.tsx");

export const STATE_FILE = ".render-state.json";
const STATE_VERSION = 2;

interface RouteState {
  /** Hash of the route, the site-wide inputs and every content module it read. */
  hash: string;
  /** Content modules the render read: `page:<lang>/<key>`, `site:<lang>`. */
  reads: string[];
  /** Files written for it, relative to the tree. */
  files: string[];
  csp?: CspSources;
  /** Its sitemap entry, if it has one. */
  loc?: string;
  /** Its below-the-fold stylesheet (`assets/below-<hash>.css`). */
  below?: string;
}

interface RenderState {
  version: number;
  code: string;
  site: string;
  /** Files copied from the content's public/ folder. */
  publicFiles: string[];
  routes: Record<string, RouteState>;
  /**
   * Per content module read, the hash of its inputs (SiteModules.inputOf) and of its payload: a module whose
   * inputs are unchanged keeps its payload's hash, so a publish localizes only the modules it renders.
   */
  modules: Record<string, [input: string, payload: string]>;
}

export interface RenderOptions {
  /** The built SSR bundle (entry-server.js; template.html is kept there). */
  ssrDir: string;
  /** Where pages/, schema/, locales/ and public/ are read from. */
  contentRoot: string;
  /** The tree written: the client build, or a copy of a release built by the same code. */
  out: string;
  /** Reuse the routes whose inputs are unchanged (needs `out`'s state from the same code). */
  incremental?: boolean;
  /** Copy the content's public/ folder into `out` (a full build leaves it to Vite). */
  syncPublic?: boolean;
  log?: (line: string) => void;
}

export interface RenderSummary {
  routes: number;
  rendered: number;
  reused: number;
  removed: number;
  ms: number;
  /** Content modules localized (a page or the site document in one language). */
  localized: number;
  /** Why nothing was reused, when nothing was. */
  full?: string;
}

const sha = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [relative(base, full).split(sep).join("/")];
  });
}

/** The code the renderer runs: the SSR bundle's modules and the page template (not the public/ files Vite copies beside them). */
const codeId = (ssrDir: string) =>
  sha(
    filesUnder(ssrDir)
      .filter((file) => /\.m?js$/.test(file) || file === "template.html")
      .sort()
      .map((file) => `${file}\0${sha(readFileSync(join(ssrDir, file)))}`)
      .join("\n"),
  );

/** Writes a new file in place of the old: `out` may share its files with the release it was copied from (hard links). */
function writeFresh(file: string, data: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  rmSync(file, { force: true });
  writeFileSync(file, data);
}

/** The code that rendered the tree at `dir` (its render state), if a render made it. */
export function renderedCode(dir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(dir, STATE_FILE), "utf8")) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

const readState = (out: string): RenderState | undefined => {
  try {
    const state = JSON.parse(readFileSync(join(out, STATE_FILE), "utf8")) as RenderState;
    return state.version === STATE_VERSION ? state : undefined;
  } catch {
    return undefined;
  }
};

/** The A/B tests whose arms a render of these page modules shows (their weights are in the page's head script). */
function experimentsTouching(manifest: ManifestEntry[], reads: string[]) {
  const keys = new Set(reads.filter((r) => r.startsWith("page:")).map((r) => r.slice(r.indexOf("/") + 1)));
  return manifest
    .filter(
      (entry) => entry.experiment && (keys.has(entry.key) || entry.experiment.arms.some((arm) => keys.has(arm.key))),
    )
    .map((entry) => entry.experiment);
}

/** Loads the SSR bundle once per process (its module state holds the content it was handed). */
const entries = new Map<string, Promise<ServerEntry>>();
function loadEntry(ssrDir: string): Promise<ServerEntry> {
  // React's production build: without it the bundle renders in development mode, 1.6–2.5× the CPU per route.
  process.env.NODE_ENV ||= "production";
  let entry = entries.get(ssrDir);
  if (!entry)
    entries.set(ssrDir, (entry = import(pathToFileURL(join(ssrDir, "entry-server.js")).href) as Promise<ServerEntry>));
  return entry;
}

export async function prerender(options: RenderOptions): Promise<RenderSummary> {
  const started = performance.now();
  const { ssrDir, contentRoot, out } = options;
  const log = options.log ?? (() => {});
  const server = await loadEntry(ssrDir);
  await server.warmUp();

  // The client build's index.html is the template; keep a copy, because the home page is written over it.
  const templateCopy = join(ssrDir, "template.html");
  const built = existsSync(join(out, "index.html")) ? readFileSync(join(out, "index.html"), "utf8") : "";
  if (built.includes("<!--app-->")) writeFileSync(templateCopy, built);
  // The global stylesheet (the font faces, ~2 KB) goes inline, and the scripts start after the first painted frame.
  const template = startScriptsAfterFirstPaint(inlineStylesheets(readFileSync(templateCopy, "utf8"), out));

  // The build validated the documents in its first step, a publish at its gate.
  const modules: SiteModules = siteModules(contentRoot, { trusted: true });
  const siteDoc = JSON.parse(readFileSync(join(contentRoot, "pages", "_site.json"), "utf8")) as {
    origin: string;
    leads?: { apiBase?: string };
    retired?: string[];
  };
  // Forms and bookings go to the API's origin when the site names one (static part on a CDN).
  const connect = [...geoEndpoints(siteDoc), ...(siteDoc.leads?.apiBase ? [siteDoc.leads.apiBase] : [])];

  // What a render reads, module by module, and each module's hash.
  let reads = new Set<string>();
  const moduleHashes = new Map<string, string>();
  const modulesState: RenderState["modules"] = {};
  // Set below, once the previous state is known to come from the same code.
  let known: RenderState["modules"] = {};
  const hashOf = (id: string) => {
    let hash = moduleHashes.get(id);
    if (hash === undefined) {
      let input: string | undefined;
      try {
        input = modules.inputOf(id);
      } catch {
        input = undefined; // a removed page: the route that read it renders again
      }
      const before = input === undefined ? undefined : known[id];
      if (before && before[0] === input) hash = before[1];
      else {
        const [kind, rest] = [id.slice(0, id.indexOf(":")), id.slice(id.indexOf(":") + 1)];
        let payload: unknown;
        try {
          payload = kind === "site" ? modules.site(rest) : modules.page(rest);
        } catch {
          payload = null;
        }
        hash = sha(stable(payload));
      }
      moduleHashes.set(id, hash);
      if (input !== undefined) modulesState[id] = [input, hash];
    }
    return hash;
  };
  server.provideContent({
    langs: modules.langs,
    redirects: modules.redirects,
    manifest: modules.manifest as Parameters<ServerEntry["provideContent"]>[0]["manifest"],
    page: (id) => {
      reads.add(`page:${id}`);
      return modules.page(id) as ReturnType<Parameters<ServerEntry["provideContent"]>[0]["page"]>;
    },
    site: (lang) => {
      reads.add(`site:${lang}`);
      return modules.site(lang) as ReturnType<Parameters<ServerEntry["provideContent"]>[0]["site"]>;
    },
  });

  const code = codeId(ssrDir);
  // Site-wide inputs: every route's place in the site (the manifest's paths, families and variants), redirects, the CSP's endpoints.
  const site = sha(
    stable({
      langs: modules.langs,
      redirects: modules.redirects,
      manifest: modules.manifest.map(({ experiment, ...entry }) => ({
        ...entry,
        arms: experiment?.arms.map((arm) => arm.name),
      })),
      connect,
      origin: siteDoc.origin,
    }),
  );
  const previous = options.incremental ? readState(out) : undefined;
  const reusable = previous && previous.code === code && previous.site === site ? previous : undefined;
  known = reusable?.modules ?? {};
  const full = !options.incremental
    ? undefined
    : !previous
      ? "no render state in the base tree"
      : previous.code !== code
        ? "the code changed"
        : previous.site !== site
          ? "the site's routes, redirects or origin changed"
          : undefined;
  const routeHash = (route: object, routeReads: string[]) =>
    sha(
      stable({
        code,
        site,
        route,
        reads: routeReads.map((id) => [id, hashOf(id)]),
        experiments: experimentsTouching(modules.manifest, routeReads),
      }),
    );

  const state: RenderState = { version: STATE_VERSION, code, site, publicFiles: [], routes: {}, modules: modulesState };

  // public/: what a full build's Vite copies; a publish copies what changed and removes what was removed.
  if (options.syncPublic) {
    const publicDir = join(contentRoot, "public");
    const now = filesUnder(publicDir).sort();
    const kept = new Set(now);
    for (const file of previous?.publicFiles ?? []) if (!kept.has(file)) rmSync(join(out, file), { force: true });
    for (const file of now) {
      const from = join(publicDir, file);
      const to = join(out, file);
      if (existsSync(to) && statSync(to).size === statSync(from).size && readFileSync(to).equals(readFileSync(from)))
        continue;
      mkdirSync(dirname(to), { recursive: true });
      rmSync(to, { force: true });
      copyFileSync(from, to);
    }
    state.publicFiles = now;
  } else {
    state.publicFiles = filesUnder(join(contentRoot, "public")).sort();
  }

  const htmlFiles = (path: string) =>
    path === "/" ? ["index.html"] : [`${path.slice(1)}/index.html`, `${path.slice(1)}.html`];
  let rendered = 0;
  let reused = 0;
  const failed: string[] = [];
  const paths = server.prerenderPaths();
  for (const route of paths) {
    const before = reusable?.routes[route.path];
    if (
      before &&
      before.hash === routeHash(route, before.reads) &&
      before.files.every((file) => existsSync(join(out, file)))
    ) {
      state.routes[route.path] = before;
      reused++;
      continue;
    }
    reads = new Set();
    let result: Awaited<ReturnType<ServerEntry["render"]>>;
    try {
      result = await server.render(route.url ?? route.path);
    } catch (error) {
      // A section that throws would otherwise ship as a gap in the page: report every such route, then fail.
      failed.push(route.path);
      log(`prerender: ${(error as Error).message}`);
      if ((error as Error).cause instanceof Error) log(String(((error as Error).cause as Error).stack));
      continue;
    }
    const routeReads = [...reads].sort();
    const entry: RouteState = { hash: routeHash(route, routeReads), reads: routeReads, files: [] };
    const write = (files: string[], html: string) => {
      const secured = withCsp(html, connect);
      entry.csp = secured.sources;
      for (const file of files) writeFresh(join(out, file), secured.html);
      entry.files = files;
    };
    if (route.kind === "redirect") {
      write(htmlFiles(route.path), redirectHtml(route.to ?? "/", route.lang, siteDoc.origin));
    } else {
      if (result.redirect) throw new Error(`${route.path} redirected to ${result.redirect} while prerendering`);
      // The CSS only the sections below the first screen use: one file per distinct content, named by its hash.
      let body = result.html;
      if (result.deferredCss) {
        const file = `assets/below-${sha(result.deferredCss).slice(0, 10)}.css`;
        entry.below = file;
        if (!existsSync(join(out, file))) writeFresh(join(out, file), result.deferredCss);
        body = server.insertAtFold(body, `<link rel="stylesheet" href="/${file}">`);
      }
      const html = fillTemplate(template, { ...result, html: body }, [server.themeScript, server.renderAllScript]);
      if (route.kind === "404") {
        // /404 → 404.html, /en/404 → en/404.html, /features/404 → features/404.html (a family's own).
        if (result.status === 404) write([`${route.path.slice(1)}.html`], html);
      } else if (route.kind === "410") {
        // /410 → 410.html, /en/410 → en/410.html: what a retired address shows (server/static.ts).
        if (result.status !== 410) throw new Error(`${route.path} rendered with status ${result.status}`);
        write([`${route.path.slice(1)}.html`], html);
      } else {
        if (result.status !== 200) throw new Error(`${route.path} rendered with status ${result.status}`);
        write(htmlFiles(route.path), html);
        // A/B variants' files stay out of the sitemap: their canonical is the base page.
        if (route.kind === "page" && !(result.page?.doc.meta.robots ?? "").startsWith("noindex"))
          entry.loc = `${result.site?.site.origin ?? siteDoc.origin}${route.path}`;
      }
    }
    state.routes[route.path] = entry;
    rendered++;
  }
  if (failed.length > 0) throw new Error(`prerender: ${failed.length} route(s) failed to render: ${failed.join(", ")}`);

  // Files of routes that are gone, and stylesheets no route links any more.
  let removed = 0;
  const written = new Set(Object.values(state.routes).flatMap((r) => r.files));
  for (const before of Object.values(previous?.routes ?? {})) {
    for (const file of before.files)
      if (!written.has(file) && existsSync(join(out, file))) rmSync(join(out, file)), removed++;
  }
  const sheets = new Set(Object.values(state.routes).flatMap((r) => (r.below ? [r.below] : [])));
  for (const file of filesUnder(join(out, "assets")))
    if (file.startsWith("below-") && !sheets.has(`assets/${file}`)) rmSync(join(out, "assets", file));

  const all = Object.values(state.routes);
  const origin = all.map((r) => r.loc).find(Boolean)
    ? new URL(all.map((r) => r.loc).find(Boolean)!).origin
    : siteDoc.origin;
  writeFresh(join(out, "sitemap.xml"), sitemapXml(all.flatMap((r) => (r.loc ? [{ loc: r.loc }] : []))));
  writeFresh(join(out, "_headers"), headersFile(mergeSources(all.flatMap((r) => (r.csp ? [r.csp] : [])))));
  writeFresh(join(out, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  // Retired pages answer 410 (server/static.ts reads this hidden file; written only when there are any, so a site without retired pages builds as before).
  const retired = retiredAddresses(siteDoc.retired ?? [], modules.langs);
  if (retired.length > 0) writeFresh(join(out, RETIRED_FILE), `${JSON.stringify(retired)}\n`);
  else rmSync(join(out, RETIRED_FILE), { force: true });
  // Moved pages answer 301 from the server (server/static.ts reads this hidden file); the pages written above are for a static host.
  const moved = paths.filter((route) => route.kind === "redirect");
  if (moved.length > 0) writeFresh(join(out, REDIRECTS_FILE), redirectsJson(moved));
  else rmSync(join(out, REDIRECTS_FILE), { force: true });
  // In key order: a full render and a publish's read the modules in different orders, and their trees are byte-identical.
  state.modules = Object.fromEntries(Object.entries(modulesState).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFresh(join(out, STATE_FILE), `${JSON.stringify(state)}\n`);
  return {
    routes: all.length,
    rendered,
    reused,
    removed,
    ms: Math.round(performance.now() - started),
    localized: modules.localized(),
    ...(full ? { full } : {}),
  };
}
