// Serves the page documents to the app as virtual modules, validated first:
//   virtual:pages          the route manifest and one lazy loader per document
//   virtual:page/<lang>/<key>  one document with the collections it uses
//   virtual:site/<lang>    the site document with the collections it uses
// An invalid document fails the build and shows in the dev server's overlay.
import type { Plugin, ViteDevServer } from "vite";
import { join, relative, sep } from "node:path";
import { formatProblem, loadContent, type Content, type PageFile } from "../../lib/validate/content.ts";
import { annotations } from "../../lib/validate/walk.ts";
import { isSectionSchemaPath } from "../../lib/validate/schema-set.ts";
import { localizeContent, registerCatalogTranslators } from "../../lib/i18n/localize.ts";
import { LANGS as SITE_LANGS } from "../../src/core/i18n/languages.ts";

/** Every language gets the whole route table: es at the root, the others under /<lang>. */
export const LANGS = SITE_LANGS;

// How the dev server tells browsers that a page document changed. Site tabs
// reload on it (src/entry-client.ts listens for the same name); the editor
// (npm run edit, same server) does not: a `git pull` or another editor writing
// the file it has open must not reload it mid-work. Its save notices the
// change (the file's hash) and offers to reload or to see both versions.
const PAGES_CHANGED_EVENT = "site-pages:changed";

/** A Lingui catalog (locales/<lang>/messages.po or content.po), wherever the project is. */
const isCatalog = (file: string) => /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.po$/.test(file);

/**
 * How open tabs learn that a watched file changed. Page documents and the
 * catalogs go to site tabs only (PAGES_CHANGED_EVENT): an editor save writes
 * its document and then the catalogs, and a full reload there would drop the
 * editor's undo history, selection and messages about 3 s after every save
 * (and reload every other editor tab). Schemas and shared data (pages/_*)
 * change the editor's own fields and reload every tab.
 */
export function changeNotice(pagesDir: string, file: string): "pages-changed" | "full-reload" {
  const pageDocument = file.startsWith(pagesDir + sep) && !relative(pagesDir, file).startsWith("_");
  return pageDocument || isCatalog(file) ? "pages-changed" : "full-reload";
}

const PREFIX = "virtual:";
const RESOLVED = "\0virtual:";

export interface ManifestEntry {
  key: string;
  path: string;
  variant?: string;
  experiment?: { id: string; arms: Array<{ name: string; weight: number; key: string }> };
  collection?: string;
  slugs?: string[];
}

/** A base document's A/B test with each arm's document key; the base is always the "control" arm. */
function experimentOf(content: Content, page: PageFile): ManifestEntry["experiment"] {
  const experiment = page.doc.experiment;
  if (!experiment || page.doc.variant) return undefined;
  const keyOf = (name: string) => (name === "control" ? page.key : content.pages.find((p) => p.doc.path === page.doc.path && p.doc.variant === name)?.key);
  const weights = "control" in experiment.weights ? experiment.weights : { control: 0, ...experiment.weights };
  const arms = Object.entries(weights).flatMap(([name, weight]) => {
    const key = keyOf(name);
    return key ? [{ name, weight, key }] : [];
  });
  return { id: experiment.id, arms };
}

function usedCollections(content: Content, schemaFile: string, value: unknown, extra: string[] = []) {
  const names = new Set(extra);
  for (const note of annotations(content.schemas, schemaFile, value)) if (note.kind === "collection" && note.collection) names.add(note.collection);
  return Object.fromEntries([...names].map((name) => [name, content.collections[name] ?? {}]));
}

export function manifestOf(content: Content): ManifestEntry[] {
  return content.pages.map((p: PageFile) => ({
    key: p.key,
    path: p.doc.path,
    ...(p.doc.variant ? { variant: p.doc.variant } : {}),
    ...(p.doc.experiment && !p.doc.variant ? { experiment: experimentOf(content, p) } : {}),
    ...(p.doc.collection ? { collection: p.doc.collection, slugs: Object.keys(content.collections[p.doc.collection] ?? {}) } : {}),
  }));
}

// Every page module of a language needs the same localized content: translate it once per load of the documents.
const localized = new WeakMap<Content, Map<string, ReturnType<typeof localizeContent>>>();
function localizedOf(content: Content, lang: string) {
  let perLang = localized.get(content);
  if (!perLang) localized.set(content, (perLang = new Map()));
  let local = perLang.get(lang);
  if (!local) perLang.set(lang, (local = localizeContent(content, lang)));
  return local;
}

export function pagesPlugin(root: string): Plugin {
  let cached: Content | undefined;
  let untranslated: Record<string, Set<string>> = {};
  const content = () => {
    if (!cached) {
      cached = loadContent(root);
      // Copy is translated at build time from locales/<lang>/content.po.
      untranslated = registerCatalogTranslators(root, LANGS);
    }
    if (cached.problems.length > 0) {
      const lines = cached.problems.map(formatProblem);
      cached = undefined;
      throw new Error(`Invalid page documents:\n${lines.join("\n")}`);
    }
    return cached;
  };
  let devServer: ViteDevServer | undefined;
  const watched = (file: string) => file.startsWith(join(root, "pages")) || file.startsWith(join(root, "schema")) || isSectionSchemaPath(file) || file.startsWith(join(root, "locales"));

  return {
    name: "site-pages",
    resolveId(id) {
      return id.startsWith(PREFIX + "page") || id.startsWith(PREFIX + "site") ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      const all = content();
      // `vite build --watch` rebuilds on edits; the dev server has its own watcher
      // (configureServer), and there a watched folder outside the project would
      // be resolved as an import of the virtual module and fail.
      if (!devServer) for (const file of [join(root, "pages"), join(root, "schema"), all.schemas.sectionsDir]) this.addWatchFile(file);
      if (name === "pages") {
        const loaders = LANGS.flatMap((lang) => all.pages.map((p) => `  ${JSON.stringify(`${lang}/${p.key}`)}: () => import(${JSON.stringify(`${PREFIX}page/${lang}/${p.key}`)}),`));
        const sites = LANGS.map((lang) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(`${PREFIX}site/${lang}`)}),`);
        const redirects = (all.site as { redirects?: unknown[] } | undefined)?.redirects ?? [];
        return `export const langs = ${JSON.stringify(LANGS)};\nexport const redirects = ${JSON.stringify(redirects)};\nexport const manifest = ${JSON.stringify(manifestOf(all))};\nexport const pageLoaders = {\n${loaders.join("\n")}\n};\nexport const siteLoaders = {\n${sites.join("\n")}\n};\n`;
      }
      const [kind, lang, ...rest] = name.split("/");
      const local = localizedOf(all, lang);
      if (kind === "site") {
        // Collections in this language (the header's feature menu shows their copy).
        const data = usedCollections(all, "site.schema.json", local.site);
        for (const name of Object.keys(data)) data[name] = local.collections[name] ?? {};
        return `export default ${JSON.stringify({ site: local.site, data })};`;
      }
      const key = rest.join("/");
      const page = local.pages.find((p) => p.key === key);
      if (!page) throw new Error(`No page document with key ${key}`);
      const data = usedCollections(all, "page.schema.json", page.doc, page.doc.collection ? [page.doc.collection] : []);
      for (const name of Object.keys(data)) data[name] = local.collections[name] ?? {};
      return `export default ${JSON.stringify({ doc: page.doc, data })};`;
    },
    buildEnd() {
      const gaps = Object.entries(untranslated).filter(([, set]) => set.size > 0);
      if (gaps.length === 0) return;
      const list = gaps.map(([lang, set]) => `${lang}: ${set.size}`).join(", ");
      this.warn(`copy shown in Spanish until translated (${list}); \`npm run validate\` lists it. Translate it in the editor or in locales/*/content.po.`);
    },
    // messages.po is imported (src/i18n): left to Vite, its change would reload every
    // tab, the editor too. The watcher below tells site tabs instead.
    hotUpdate({ file }) {
      if (isCatalog(file)) return [];
    },
    configureServer(server: ViteDevServer) {
      devServer = server;
      // A file is read once its writes have settled, and a document that does
      // not parse is read once more before it is reported: an editor, `git
      // pull` or a test writing in place (truncate, then write) fires the
      // watcher on the empty file, and under load the dev server read it
      // there and put "Unexpected end of JSON input" over the visual editor
      // (full run 8), which the editor's own save then could not get past.
      const SETTLE_MS = 150;
      const RETRY_MS = 500;
      const settling = new Map<string, ReturnType<typeof setTimeout>>();
      const changed = (file: string) => {
        if (!watched(file)) return;
        clearTimeout(settling.get(file));
        settling.set(
          file,
          setTimeout(() => {
            settling.delete(file);
            reload(file, true);
          }, SETTLE_MS),
        );
      };
      const reload = (file: string, again: boolean) => {
        if (settling.has(file)) return; // a newer change of it is on its way
        cached = undefined;
        for (const mod of server.moduleGraph.getModulesByFile?.(file) ?? []) server.moduleGraph.invalidateModule(mod);
        for (const mod of server.moduleGraph.idToModuleMap.values()) if (mod.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(mod);
        try {
          content();
          if (changeNotice(join(root, "pages"), file) === "pages-changed") server.ws.send({ type: "custom", event: PAGES_CHANGED_EVENT, data: { file } });
          else server.ws.send({ type: "full-reload" });
        } catch (error) {
          if (again) {
            setTimeout(() => reload(file, false), RETRY_MS);
            return;
          }
          server.ws.send({ type: "error", err: { message: (error as Error).message, stack: "", plugin: "site-pages", id: file } });
        }
      };
      server.watcher.add([join(root, "pages"), join(root, "schema"), join(root, "locales")]);
      server.watcher.on("change", changed);
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
    },
  };
}
