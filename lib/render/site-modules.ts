// What the renderer gets from the content: the route manifest, the redirects
// and, per language, each page document and the site document localized with
// the collections they use. The dev server and the build's SSR bundle read
// them through `virtual:pages` (scripts/build/vite-plugin-pages.ts); the
// production renderer (lib/render/prerender.ts) hands them to the built SSR
// bundle at run time, so a content change renders with the deployed code and
// no bundler.
import { formatProblem, loadContent, type Content, type PageFile } from "../validate/content.ts";
import { annotations } from "../validate/walk.ts";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { localizer, readContentCatalog, registerCatalogTranslators } from "../i18n/localize.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";
import { stableJson } from "./stable-json.ts";

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
  /**
   * A hash of everything `page(id)` or `site(lang)` (`page:<lang>/<key>`, `site:<lang>`) is made from,
   * without localizing it: the source document, the site document, the collections, the schemas and the
   * language's translations. The renderer keeps each module's payload hash under it, so a publish hashes
   * the modules of the routes it does not render again without localizing them.
   */
  inputOf(id: string): string;
  /** How many payloads (a page or the site document in one language) were localized. */
  localized(): number;
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
  const locals = new Map<string, ReturnType<typeof localizer>>();
  const localOf = (lang: string) => {
    let local = locals.get(lang);
    if (!local) locals.set(lang, (local = localizer(content, lang)));
    return local;
  };
  const byKey = new Map(content.pages.map((p) => [p.key, p]));
  // The payloads made (ids), for the renderer's summary.
  const made = new Set<string>();

  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  // What every module is localized with: the site document (placeholders), the collections, the schemas (which fields are copy).
  let shared: string | undefined;
  const sharedInput = () =>
    (shared ??= sha(
      stableJson({ site: content.site, collections: content.collections, schemas: [...content.schemas.files] }),
    ));
  const translations = new Map<string, string>();
  const translationsOf = (lang: string) => {
    let hash = translations.get(lang);
    if (hash === undefined) {
      const file = join(root, "locales", lang, "content.po");
      // The source language is never looked up (registerCatalogTranslators: its text stays).
      const map = lang === "es" || !existsSync(file) ? new Map<string, string>() : readContentCatalog(file);
      translations.set(lang, (hash = sha(JSON.stringify([...map]))));
    }
    return hash;
  };
  const docHashes = new Map<string, string>();
  const docHash = (key: string) => {
    let hash = docHashes.get(key);
    if (hash === undefined) {
      const page = byKey.get(key);
      if (!page) throw new Error(`No page document with key ${key}`);
      docHashes.set(key, (hash = sha(stableJson(page.doc))));
    }
    return hash;
  };

  return {
    langs: [...LANGS],
    redirects: (content.site as { redirects?: Array<{ from: string; to: string }> } | undefined)?.redirects ?? [],
    sectionsDir: content.schemas.sectionsDir,
    manifest: manifestOf(content),
    untranslated,
    site(lang) {
      const local = localOf(lang);
      made.add(`site:${lang}`);
      // Collections in this language (the header's feature menu shows their copy). Which ones: read from the
      // source document (translation changes copy, never a reference), whose annotations are memoised.
      const data = usedCollections(content, "site.schema.json", content.site);
      for (const name of Object.keys(data)) data[name] = local.collections()[name] ?? {};
      return { site: local.site(), data };
    },
    page(id) {
      const [lang, ...rest] = id.split("/");
      const key = rest.join("/");
      const source = byKey.get(key);
      if (!source) throw new Error(`No page document with key ${key}`);
      const local = localOf(lang!);
      made.add(`page:${id}`);
      const data = usedCollections(
        content,
        "page.schema.json",
        source.doc,
        source.doc.collection ? [source.doc.collection] : [],
      );
      for (const name of Object.keys(data)) data[name] = local.collections()[name] ?? {};
      return { doc: local.page(source).doc, data };
    },
    inputOf(id) {
      const kind = id.slice(0, id.indexOf(":"));
      const rest = id.slice(id.indexOf(":") + 1);
      const lang = kind === "site" ? rest : rest.slice(0, rest.indexOf("/"));
      const own = kind === "site" ? "site" : docHash(rest.slice(rest.indexOf("/") + 1));
      return sha(`${kind}\0${lang}\0${translationsOf(lang)}\0${sharedInput()}\0${own}`);
    },
    localized: () => made.size,
  };
}
