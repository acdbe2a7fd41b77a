// What the renderer gets from the content: the route manifest, the redirects
// and, per language, each page document and the site document localized with
// the collections they use. The dev server and the build's SSR bundle read
// them through `virtual:pages` (scripts/build/vite-plugin-pages.ts); the
// production renderer (lib/render/prerender.ts) hands them to the built SSR
// bundle at run time, so a content change renders with the deployed code and
// no bundler.
import { formatProblem, loadContent, type Content, type PageFile } from "../validate/content.ts";
import { annotations } from "../validate/walk.ts";
import { localizeContent, registerCatalogTranslators } from "../i18n/localize.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";

export interface ManifestEntry {
  key: string;
  path: string;
  variant?: string;
  experiment?: {
    id: string;
    arms: Array<{ name: string; weight: number; key: string }>;
    audience?: { languages?: string[]; device?: "mobile" | "desktop" };
  };
  collection?: string;
  slugs?: string[];
}

export interface Payload {
  doc?: unknown;
  site?: unknown;
  data: Record<string, unknown>;
}

/** The content as the SSR bundle's `virtual:pages` exposes it (src/virtual.d.ts). */
export interface SiteModules {
  langs: string[];
  redirects: Array<{ from: string; to: string }>;
  manifest: ManifestEntry[];
  /** `<lang>/<key>` → the localized page document with its collections. */
  page(id: string): Payload;
  site(lang: string): Payload;
  /** Where the section schemas are (src/sections): the dev server watches them. */
  sectionsDir: string;
  /** Copy shown in Spanish until translated, per language. */
  untranslated: Record<string, Set<string>>;
}

/** A base document's A/B test with each arm's document key; the base is always the "control" arm. */
function experimentOf(content: Content, page: PageFile): ManifestEntry["experiment"] {
  const experiment = page.doc.experiment;
  if (!experiment || page.doc.variant) return undefined;
  const keyOf = (name: string) =>
    name === "control"
      ? page.key
      : content.pages.find((p) => p.doc.path === page.doc.path && p.doc.variant === name)?.key;
  const weights = "control" in experiment.weights ? experiment.weights : { control: 0, ...experiment.weights };
  const arms = Object.entries(weights).flatMap(([name, weight]) => {
    const key = keyOf(name);
    return key ? [{ name, weight, key }] : [];
  });
  return { id: experiment.id, arms, ...(experiment.audience ? { audience: experiment.audience } : {}) };
}

function usedCollections(content: Content, schemaFile: string, value: unknown, extra: string[] = []) {
  const names = new Set(extra);
  for (const note of annotations(content.schemas, schemaFile, value))
    if (note.kind === "collection" && note.collection) names.add(note.collection);
  return Object.fromEntries([...names].map((name) => [name, content.collections[name] ?? {}]));
}

export function manifestOf(content: Content): ManifestEntry[] {
  return content.pages.map((p: PageFile) => ({
    key: p.key,
    path: p.doc.path,
    ...(p.doc.variant ? { variant: p.doc.variant } : {}),
    ...(p.doc.experiment && !p.doc.variant ? { experiment: experimentOf(content, p) } : {}),
    ...(p.doc.collection
      ? { collection: p.doc.collection, slugs: Object.keys(content.collections[p.doc.collection] ?? {}) }
      : {}),
  }));
}

/**
 * Loads the content under `root` (pages/, schema/, locales/); throws with every problem (file, JSON pointer,
 * reason) when a document is invalid. `trusted`: the documents were validated already (a publish's gate, the
 * build's validate step), so the schemas are not checked again; the cross-document checks still run.
 */
export function siteModules(root: string, { trusted = false } = {}): SiteModules {
  const content = loadContent(root, { trusted });
  if (content.problems.length > 0)
    throw new Error(`Invalid page documents:\n${content.problems.map(formatProblem).join("\n")}`);
  // Copy is translated from locales/<lang>/content.po.
  const untranslated = registerCatalogTranslators(root, LANGS);
  const localized = new Map<string, ReturnType<typeof localizeContent>>();
  const localizedOf = (lang: string) => {
    let local = localized.get(lang);
    if (!local) localized.set(lang, (local = localizeContent(content, lang)));
    return local;
  };
  return {
    langs: [...LANGS],
    redirects: (content.site as { redirects?: Array<{ from: string; to: string }> } | undefined)?.redirects ?? [],
    sectionsDir: content.schemas.sectionsDir,
    manifest: manifestOf(content),
    untranslated,
    site(lang) {
      const local = localizedOf(lang);
      // Collections in this language (the header's feature menu shows their copy). Which ones: read from the
      // source document (translation changes copy, never a reference), whose annotations are memoised.
      const data = usedCollections(content, "site.schema.json", content.site);
      for (const name of Object.keys(data)) data[name] = local.collections[name] ?? {};
      return { site: local.site, data };
    },
    page(id) {
      const [lang, ...rest] = id.split("/");
      const key = rest.join("/");
      const local = localizedOf(lang!);
      const index = local.pages.findIndex((p) => p.key === key);
      const page = local.pages[index];
      if (!page) throw new Error(`No page document with key ${key}`);
      const source = content.pages[index]!.doc;
      const data = usedCollections(content, "page.schema.json", source, source.collection ? [source.collection] : []);
      for (const name of Object.keys(data)) data[name] = local.collections[name] ?? {};
      return { doc: page.doc, data };
    },
  };
}
