// After `vite build` (client) and `vite build --ssr` (server entry): writes one
// HTML file per route into dist/, plus 404.html, sitemap.xml and robots.txt.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { fillTemplate, inlineStylesheets, redirectHtml, startScriptsAfterFirstPaint, sitemapXml } from "./build/html.ts";
import { geoEndpoints, headersFile, mergeSources, withCsp, type CspSources } from "./build/csp.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = resolve(root, process.env.SITE_DIST ?? "dist");
const ssr = resolve(root, process.env.SITE_SSR ?? "dist-ssr");
// React's production build: the SSR bundle keeps React's choice of build for
// when it loads (process.env.NODE_ENV), and without it React renders in
// development mode (owner stacks, prop checks), 1.6–2.5× the CPU per route for
// the same HTML. A publish of a site with many pages waits on this loop.
process.env.NODE_ENV ||= "production";
const server = (await import(pathToFileURL(join(ssr, "entry-server.js")).href)) as typeof import("../src/entry-server.tsx");
// The client build's index.html is the template; keep a copy, because the
// home page is written over it.
const templateCopy = join(ssr, "template.html");
const built = readFileSync(join(dist, "index.html"), "utf8");
if (built.includes("<!--app-->")) writeFileSync(templateCopy, built);
// The global stylesheet (the font faces, ~2 KB) goes inline, so the first
// paint waits for no other request, and the scripts start after the first
// painted frame (see startScriptsAfterFirstPaint).
const template = startScriptsAfterFirstPaint(inlineStylesheets(readFileSync(templateCopy, "utf8"), dist));

// CSP last, from the final HTML, so every inline script there gets its hash.
const cspSeen: CspSources[] = [];
// The site document of the content being built: a copy's (SITE_CONTENT_ROOT, as vite.config.ts reads pages from) or the project's.
const contentRoot = resolve(process.env.SITE_CONTENT_ROOT ?? root);
const siteDoc = JSON.parse(readFileSync(join(contentRoot, "pages", "_site.json"), "utf8")) as { origin: string; leads?: { apiBase?: string } };
// Forms and bookings go to the API's origin when the site names one (static part on a CDN).
const connect = [...geoEndpoints(siteDoc), ...(siteDoc.leads?.apiBase ? [siteDoc.leads.apiBase] : [])];
const secure = (html: string) => {
  const out = withCsp(html, connect);
  cspSeen.push(out.sources);
  return out.html;
};

const write = (path: string, page: string) => {
  const html = secure(page);
  // Both /x/index.html and /x.html: hosts differ in which one /x maps to.
  const files = path === "/" ? ["index.html"] : [`${path.slice(1)}/index.html`, `${path.slice(1)}.html`];
  for (const file of files) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), html);
  }
};

// The CSS only the sections below a page's first screen use: one file per
// distinct content (the four languages of a page share it), named by its
// hash like the bundler's assets, and linked right before those sections.
const belowFoldSheets = new Set<string>();
const linkBelowFoldCss = (html: string, css: string) => {
  if (!css) return html;
  const href = `/assets/below-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
  if (!belowFoldSheets.has(href)) {
    writeFileSync(join(dist, href), css);
    belowFoldSheets.add(href);
  }
  return server.insertAtFold(html, `<link rel="stylesheet" href="${href}">`);
};

const started = performance.now();
const sitemap: Array<{ loc: string }> = [];
let origin = "";
let count = 0;
const failed: string[] = [];
for (const route of server.prerenderPaths()) {
  let result: Awaited<ReturnType<typeof server.render>>;
  try {
    result = await server.render(route.url ?? route.path);
  } catch (error) {
    // A section that throws would otherwise ship as a gap in the page: report every such route, then fail the build.
    failed.push(route.path);
    console.error(`prerender: ${(error as Error).message}`);
    if ((error as Error).cause instanceof Error) console.error(((error as Error).cause as Error).stack);
    continue;
  }
  if (route.kind === "redirect") {
    write(route.path, redirectHtml(route.to ?? "/", route.lang, siteDoc.origin));
    count++;
    continue;
  }
  if (result.redirect) throw new Error(`${route.path} redirected to ${result.redirect} while prerendering`);
  const html = fillTemplate(template, { ...result, html: linkBelowFoldCss(result.html, result.deferredCss) }, [server.themeScript, server.renderAllScript]);
  if (route.kind === "404") {
    // /404 → 404.html, /en/404 → en/404.html, /features/404 → features/404.html (a family's own).
    if (result.status !== 404) continue;
    const file = join(dist, `${route.path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secure(html));
  } else {
    if (result.status !== 200) throw new Error(`${route.path} rendered with status ${result.status}`);
    write(route.path, html);
    origin = result.site?.site.origin ?? origin;
    // A/B variants' files stay out: their canonical is the base page.
    if (route.kind === "page" && !(result.page?.doc.meta.robots ?? "").startsWith("noindex")) sitemap.push({ loc: `${origin}${route.path}` });
  }
  count++;
}
if (failed.length > 0) {
  console.error(`\nprerender: ${failed.length} route(s) failed to render: ${failed.join(", ")}`);
  process.exit(1);
}
writeFileSync(join(dist, "sitemap.xml"), sitemapXml(sitemap));
writeFileSync(join(dist, "_headers"), headersFile(mergeSources(cspSeen)));
writeFileSync(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`prerender: ${count} files from ${server.prerenderPaths().length} routes, ${belowFoldSheets.size} below-the-fold stylesheets, in ${Math.round(performance.now() - started)} ms`);
