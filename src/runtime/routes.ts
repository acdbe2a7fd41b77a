// The route table, built from the page manifest: one branch per language,
// a route per document (a family route for /features/:slug), the site's
// redirects, and a catch-all that shows the 404 document. Data only: the
// prerender (and the dev server, which renders each request the same way,
// scripts/dev-server) match a URL with it and load the page's data; every
// page is then plain prerendered HTML.
import { data, replace, type RouteObject } from "react-router-dom";
import { langs, manifest, pageLoaders, redirects, siteLoaders } from "virtual:pages";
import type { ManifestEntry, PageRouteData } from "./types";
import type { SiteContextValue } from "../site-data";
import { loadCatalog } from "../i18n/i18n";
import { langPrefix, localizedPath } from "../core/i18n/paths";
import { CONTROL } from "../core/experiments/assign";
import { forcedByParam } from "../core/experiments/choose";
import { variantPath } from "../core/experiments/paths";
import { fileAudience } from "../core/experiments/audience";
import { GONE_PATH } from "../core/retired";

export { langPrefix };
export { provideContent } from "virtual:pages";

const fill = (template: string, item: Record<string, unknown>) =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => (typeof item[key] === "string" ? (item[key] as string) : m));

/**
 * The arm of the entry's A/B test this request shows. Prerendering asks for
 * each arm with `?variant=<name>`; the visitor's own arm is chosen in the
 * browser by the page's head script (variant-script.ts), which moves to that
 * arm's file.
 */
function armOf(entry: ManifestEntry, request?: Request) {
  const experiment = entry.experiment;
  if (!experiment) return undefined;
  const search = request ? new URL(request.url).search : "";
  const name = forcedByParam(experiment, search) ?? CONTROL;
  return experiment.arms.find((arm) => arm.name === name) ?? { name: CONTROL, weight: 0, key: entry.key };
}

export async function loadPageRoute(
  lang: string,
  entry: ManifestEntry,
  slug?: string,
  status?: number,
  request?: Request,
) {
  const arm = armOf(entry, request);
  const { default: payload } = await pageLoaders[`${lang}/${arm?.key ?? entry.key}`]();
  let doc = payload.doc;
  let path = entry.path;
  let item: Record<string, unknown> | undefined;
  let notFound = false;
  if (entry.collection) {
    path = entry.path.replace(/:[a-z]+$/, slug ?? "");
    item = slug ? (payload.data[entry.collection]?.[slug] as Record<string, unknown> | undefined) : undefined;
    if (item) {
      doc = {
        ...doc,
        meta: { ...doc.meta, title: fill(doc.meta.title, item), description: fill(doc.meta.description, item) },
      };
    } else if (doc.notFound) {
      notFound = true;
      status = 404;
      doc = { ...doc, meta: { ...doc.notFound.meta, robots: "noindex,follow" }, sections: doc.notFound.sections };
    }
  }
  const audience = fileAudience(entry.experiment?.audience, lang);
  const experiment =
    entry.experiment && arm
      ? {
          id: entry.experiment.id,
          arms: entry.experiment.arms.map(({ name, weight }) => ({ name, weight })),
          variant: arm.name,
          ...(audience ? { audience } : {}),
        }
      : undefined;
  const result: PageRouteData = {
    ...payload,
    doc,
    key: entry.key,
    lang,
    path: localizedPath(lang, path),
    item,
    notFound,
    ...(experiment ? { experiment } : {}),
  };
  return status ? data(result, { status }) : result;
}

async function loadSite(lang: string): Promise<SiteContextValue> {
  // The language's component catalog loads with its site document: the page renders with its strings.
  const [{ default: payload }] = await Promise.all([siteLoaders[lang](), loadCatalog(lang)]);
  return { ...payload, lang, prefix: langPrefix(lang) };
}

/** The table of the content the bundle holds now: the same array until `virtual:pages` hands other content. */
let built: { from: [typeof langs, typeof manifest, typeof redirects]; routes: RouteObject[] } | undefined;
export function buildRoutes(): RouteObject[] {
  const from: [typeof langs, typeof manifest, typeof redirects] = [langs, manifest, redirects];
  if (!built || built.from.some((value, i) => value !== from[i])) built = { from, routes: routeTable() };
  return built.routes;
}

function routeTable(): RouteObject[] {
  const base = manifest.filter((entry) => !entry.variant);
  const notFoundEntry = base.find((entry) => entry.path === "/404");
  const goneEntry = base.find((entry) => entry.path === GONE_PATH);
  return langs.map((lang) => {
    const prefix = langPrefix(lang);
    const rootId = `root-${lang}`;
    // The 404 document has no route of its own: /404 falls to the catch-all
    // like any unknown address, so 404.html (prerendered from /404) carries
    // the catch-all's route id and hydrates wherever a host serves it.
    const children: RouteObject[] = base
      .filter((entry) => entry !== notFoundEntry && entry !== goneEntry)
      .map((entry) =>
        entry.path === "/"
          ? {
              id: `${lang}:${entry.key}`,
              index: true,
              loader: ({ request }) => loadPageRoute(lang, entry, undefined, undefined, request),
            }
          : {
              id: `${lang}:${entry.key}`,
              path: entry.path.slice(1),
              loader: ({ params, request }) => loadPageRoute(lang, entry, params.slug, undefined, request),
            },
      );
    for (const redirect of redirects)
      children.push({ path: redirect.from.slice(1), loader: () => replace(`${prefix}${redirect.to}`) });
    // The retired pages' page renders with status 410 at /410 only, where the prerender asks for it.
    if (goneEntry)
      children.push({
        id: `${lang}:gone`,
        path: GONE_PATH.slice(1),
        loader: () => loadPageRoute(lang, goneEntry, undefined, 410),
      });
    if (notFoundEntry)
      children.push({ id: `${lang}:*`, path: "*", loader: () => loadPageRoute(lang, notFoundEntry, undefined, 404) });
    return {
      id: rootId,
      path: prefix || "/",
      loader: () => loadSite(lang),
      children,
    };
  });
}

export interface PrerenderPath {
  path: string;
  lang: string;
  kind: "page" | "redirect" | "404" | "410" | "variant";
  /** Where a redirect points. */
  to?: string;
  /** What to render when it is not `path`: a variant renders its base route with `?variant=<name>`. */
  url?: string;
}

/** Every path to prerender: static documents, each family member, each redirect, each A/B variant's own file. */
export function prerenderPaths(): PrerenderPath[] {
  return langs.flatMap((lang) => {
    const prefix = langPrefix(lang);
    const pages = manifest
      .filter((entry) => !entry.variant && entry.path !== "/404" && entry.path !== GONE_PATH)
      .flatMap((entry) =>
        entry.collection ? (entry.slugs ?? []).map((slug) => entry.path.replace(/:[a-z]+$/, slug)) : [entry.path],
      )
      .map((path) => ({ path: localizedPath(lang, path), lang, kind: "page" as const }));
    const moved = redirects.map((r) => ({
      path: `${prefix}${r.from}`,
      lang,
      kind: "redirect" as const,
      to: `${prefix}${r.to}`,
    }));
    const variants = manifest.flatMap((entry) =>
      entry.variant || entry.collection || !entry.experiment
        ? []
        : entry.experiment.arms
            .filter((arm) => arm.name !== CONTROL)
            .map((arm) => {
              const base = localizedPath(lang, entry.path);
              return {
                path: variantPath(base, arm.name),
                lang,
                kind: "variant" as const,
                url: `${base}?variant=${arm.name}`,
              };
            }),
    );
    // A family's own "not found" page (an unknown /features/<slug>), served by the site's server for the missing
    // addresses below it; written only where the family's document has one (it renders with status 404).
    const familyNotFound = manifest
      .filter((entry) => entry.collection && !entry.variant)
      .map((entry) => ({
        path: localizedPath(lang, entry.path.replace(/:[a-z]+$/, "404")),
        lang,
        kind: "404" as const,
      }));
    // The retired pages' page: 410.html, en/410.html…, served by the site's server for every retired address.
    const gone = manifest.some((entry) => entry.path === GONE_PATH && !entry.variant)
      ? [{ path: `${prefix}${GONE_PATH}`, lang, kind: "410" as const }]
      : [];
    return [
      ...pages,
      ...moved,
      { path: `${prefix}/404`, lang, kind: "404" as const },
      ...gone,
      ...familyNotFound,
      ...variants,
    ];
  });
}
