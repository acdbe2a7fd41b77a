// The route table, built from the page manifest: one branch per language,
// a route per document (a family route for /features/:slug), the site's
// redirects, and a catch-all that shows the 404 document.
import { data, replace, type RouteObject } from "react-router-dom";
import { langs, manifest, pageLoaders, redirects, siteLoaders } from "virtual:pages";
import type { ManifestEntry, PageRouteData } from "./types";
import { SiteShell, type SiteLoaderData } from "../layout/SiteShell";
import { ErrorPage } from "../layout/ErrorPage";
import { PageRoute } from "./PageRoute";
import { loadCatalog } from "../i18n/i18n";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { DEFAULT_LANG, langPrefix, localizedPath } from "../i18n/paths";

export { DEFAULT_LANG, langPrefix };

const fill = (template: string, item: Record<string, unknown>) => template.replace(/\{(\w+)\}/g, (m, key: string) => (typeof item[key] === "string" ? (item[key] as string) : m));

export async function loadPageRoute(lang: string, entry: ManifestEntry, slug?: string, status?: number) {
  const { default: payload } = await pageLoaders[`${lang}/${entry.key}`]();
  let doc = payload.doc;
  let path = entry.path;
  let item: Record<string, unknown> | undefined;
  let notFound = false;
  if (entry.collection) {
    path = entry.path.replace(/:[a-z]+$/, slug ?? "");
    item = slug ? (payload.data[entry.collection]?.[slug] as Record<string, unknown> | undefined) : undefined;
    if (item) {
      doc = { ...doc, meta: { ...doc.meta, title: fill(doc.meta.title, item), description: fill(doc.meta.description, item) } };
    } else if (doc.notFound) {
      notFound = true;
      status = 404;
      doc = { ...doc, meta: { ...doc.notFound.meta, robots: "noindex,follow" }, sections: doc.notFound.sections };
    }
  }
  const result: PageRouteData = { ...payload, doc, key: entry.key, lang, path: localizedPath(lang, path), item, notFound };
  return status ? data(result, { status }) : result;
}

async function loadSite(lang: string): Promise<SiteLoaderData> {
  // The language's component catalog loads with its site document, so a
  // switch of language renders the new branch with its own strings.
  const [{ default: payload }] = await Promise.all([siteLoaders[lang](), loadCatalog(lang)]);
  return { ...payload, lang, prefix: langPrefix(lang) };
}

export function buildRoutes(): RouteObject[] {
  const base = manifest.filter((entry) => !entry.variant);
  const notFoundEntry = base.find((entry) => entry.path === "/404");
  return langs.map((lang) => {
    const prefix = langPrefix(lang);
    const rootId = `root-${lang}`;
    const children: RouteObject[] = base.map((entry) =>
      entry.path === "/"
        ? { id: `${lang}:${entry.key}`, index: true, loader: () => loadPageRoute(lang, entry), element: <PageRoute /> }
        : { id: `${lang}:${entry.key}`, path: entry.path.slice(1), loader: ({ params }) => loadPageRoute(lang, entry, params.slug), element: <PageRoute /> },
    );
    for (const redirect of redirects) children.push({ path: redirect.from.slice(1), loader: () => replace(`${prefix}${redirect.to}`) });
    if (notFoundEntry) children.push({ id: `${lang}:*`, path: "*", loader: () => loadPageRoute(lang, notFoundEntry, undefined, 404), element: <PageRoute /> });
    return {
      id: rootId,
      path: prefix || "/",
      loader: () => loadSite(lang),
      element: (
        <LanguageProvider lang={lang}>
          <SiteShell />
        </LanguageProvider>
      ),
      errorElement: (
        <LanguageProvider lang={lang}>
          <ErrorPage rootId={rootId} />
        </LanguageProvider>
      ),
      children,
    };
  });
}

/** Every path to prerender: static documents, each family member, each redirect. */
export function prerenderPaths(): Array<{ path: string; lang: string; kind: "page" | "redirect" | "404"; to?: string }> {
  return langs.flatMap((lang) => {
    const prefix = langPrefix(lang);
    const pages = manifest
      .filter((entry) => !entry.variant && entry.path !== "/404")
      .flatMap((entry) => (entry.collection ? (entry.slugs ?? []).map((slug) => entry.path.replace(/:[a-z]+$/, slug)) : [entry.path]))
      .map((path) => ({ path: localizedPath(lang, path), lang, kind: "page" as const }));
    const moved = redirects.map((r) => ({ path: `${prefix}${r.from}`, lang, kind: "redirect" as const, to: `${prefix}${r.to}` }));
    return [...pages, ...moved, { path: `${prefix}/404`, lang, kind: "404" as const }];
  });
}
