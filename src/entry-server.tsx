// Server entry for the prerender script: renders one URL to HTML with its
// critical CSS, head tags and the page's data (which the browser's islands
// hydrate from).
import createCache from "@emotion/cache";
import createEmotionServer from "@emotion/server/create-instance";
import { createStaticHandler } from "react-router-dom";
import { App } from "./App";
import { buildRoutes, prerenderPaths } from "./runtime/routes";
import { headToHtml } from "./runtime/head-tags";
import { loadCatalog } from "./i18n/i18n";
import { DEFAULT_LANG } from "./core/i18n/paths";
import { languageScript } from "./core/i18n/language-script";
import { buildVariantScript, variantScriptConfig } from "./runtime/variant-script";
import { renderWithIslands } from "./runtime/render-islands";
import type { PageRouteData } from "./runtime/types";
import type { SiteContextValue } from "./site-data";
import { PageProviders, type PageData } from "./runtime/PageProviders";
import { islandPageData, trackReads } from "./runtime/island-data";
import { islands, registry } from "./sections/registry";
import type { ReactNode } from "react";
import { PageBody, pageHead } from "./runtime/Page";
import { splitPageStyles } from "./runtime/page-styles";
import { marksToComments } from "./core/schedule/page-marks";

export { prerenderPaths };
export { provideContent } from "./runtime/routes";
export { themeScript } from "./theme/theme-script";
export { renderAllScript } from "./runtime/fold-scripts";
export { languageScript };
export { insertAtFold } from "./runtime/page-styles";

/**
 * Resolves every section's lazy component before the first render. A render that
 * meets a section whose code is not loaded yet suspends there, renders the rest
 * first and inserts the styles in another order: the same route would render to
 * other bytes as the first in a process than later on. Warm, a route's HTML
 * depends on its content only, so a publish that renders one page writes what a
 * full build writes (lib/render/prerender.ts).
 */
export async function warmUp(): Promise<void> {
  for (const component of Object.values(registry)) {
    // React.lazy's own initializer (what a render calls): it starts the import and throws its promise until loaded.
    const lazy = component as unknown as { _init?: (payload: unknown) => unknown; _payload?: unknown };
    for (;;) {
      try {
        lazy._init?.(lazy._payload);
        break;
      } catch (pending) {
        if (!pending || typeof (pending as PromiseLike<unknown>).then !== "function") throw pending;
        await pending;
      }
    }
  }
}

export interface RenderResult {
  status: number;
  redirect?: string;
  html: string;
  /** <style> tags of the first screen (src/runtime/page-styles.ts). */
  styles: string;
  /** CSS only the sections below the first screen use: the prerender writes it to a file of its own. */
  deferredCss: string;
  head: string;
  lang: string;
  routeId: string;
  /** JSON of `{ site, page }`: what the islands hydrate from (src/runtime/island-data.ts). */
  pageData: string;
  page?: PageRouteData;
  site?: SiteContextValue;
}

// The page's data goes in a JSON script element: it never runs, so the CSP needs no hash for it.
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The route table's handler, made again only when the content handed to the bundle changes (buildRoutes
 * hands back the same table until then). Made per render, it ranked every route of the site for each one:
 * at 10× (~1,460 routes) about a fifth of a publish render's CPU, and a full build's grew with the square
 * of the site's size.
 */
let handlerOf: { routes: ReturnType<typeof buildRoutes>; handler: ReturnType<typeof createStaticHandler> } | undefined;
function staticHandler() {
  const routes = buildRoutes();
  if (handlerOf?.routes !== routes) handlerOf = { routes, handler: createStaticHandler(routes) };
  return handlerOf.handler;
}

export async function render(url: string): Promise<RenderResult> {
  const handler = staticHandler();
  const context = await handler.query(new Request(new URL(url, "http://prerender.local")));
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get("Location") ?? "/",
      html: "",
      styles: "",
      deferredCss: "",
      head: "",
      lang: "es",
      routeId: "",
      pageData: "",
    };
  }
  const leaf = context.matches[context.matches.length - 1];
  const rootId = context.matches[0]?.route.id ?? "root-es";
  const lang = rootId.replace(/^root-/, "");
  const page = context.loaderData[leaf.route.id] as PageRouteData | undefined;
  const site = context.loaderData[rootId] as SiteContextValue | undefined;
  if (!page || !site) throw new Error(`${url}: no page data (${JSON.stringify(context.errors)})`);

  const cache = createCache({ key: "css" });
  const emotion = createEmotionServer(cache);
  // Throws, naming the URL, if any section failed (see render-static.ts).
  const i18n = await loadCatalog(lang);
  // The islands render with the same data, watched: the page data written
  // into the page carries only the collections they read (island-data.ts).
  const siteReads = trackReads(site.data);
  const pageReads = trackReads(page.data);
  const watched = { site: { ...site, data: siteReads.collections }, page: { ...page, data: pageReads.collections } };
  const withData = (data: PageData) => (node: ReactNode) => (
    <App cache={cache} i18n={i18n}>
      <PageProviders data={data}>{node}</PageProviders>
    </App>
  );
  const html = marksToComments(
    await renderWithIslands(<PageBody page={page} />, withData({ site, page }), url, withData(watched)),
  );
  const { inline: styles, deferred: deferredCss } = splitPageStyles(emotion, cache, html);
  const tags = headToHtml(pageHead({ site, page }));
  // Spanish pages (the unprefixed x-default URLs) start their head with the
  // first-visit language choice (src/core/i18n/language-script.ts); prefixed pages
  // never redirect: whoever opens /en/... explicitly stays in English.
  // Then, on a page that runs an A/B test, the chooser that sends the visitor
  // to their arm's file before anything is painted (src/runtime/variant-script.ts).
  const scripts = [
    ...(lang === DEFAULT_LANG ? [languageScript] : []),
    ...(page.experiment ? [buildVariantScript(variantScriptConfig(page.experiment, page.path))] : []),
  ];
  const head = [...scripts.map((script) => `<script>${script}</script>`), tags].filter(Boolean).join("\n    ");
  const pageData = safeJson(
    islandPageData({ site, page }, (section) => islands[section.type], { site: siteReads.read, page: pageReads.read }),
  );
  return {
    status: context.statusCode,
    html,
    styles,
    deferredCss,
    head,
    lang,
    routeId: leaf.route.id,
    pageData,
    page,
    site,
  };
}
