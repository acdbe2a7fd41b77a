// Serves the page documents to the app as virtual modules, validated first:
//   virtual:pages          the route manifest and one lazy loader per document
//   virtual:page/<lang>/<key>  one document with the collections it uses
//   virtual:site/<lang>    the site document with the collections it uses
// An invalid document fails the build and shows in the dev server's overlay.
import type { Plugin, ViteDevServer } from "vite";
import { join, relative, sep } from "node:path";
import { isSectionSchemaPath } from "../../lib/validate/schema-set.ts";
import { siteModules, type SiteModules } from "../../lib/render/site-modules.ts";
import { LANGS as SITE_LANGS } from "../../src/core/i18n/languages.ts";

/** Every language gets the whole route table: es at the root, the others under /<lang>. */
export const LANGS = SITE_LANGS;

/**
 * `virtual:pages` in the production SSR bundle: empty until the renderer calls
 * `provideContent` with the content of the commit it renders (ES live bindings:
 * routes.ts sees the new values).
 */
const RUNTIME_PAGES_MODULE = `export let langs = [];
export let redirects = [];
export let manifest = [];
export let pageLoaders = {};
export let siteLoaders = {};
export function provideContent(content) {
  langs = content.langs;
  redirects = content.redirects;
  manifest = content.manifest;
  pageLoaders = Object.fromEntries(content.langs.flatMap((lang) => content.manifest.map((entry) => [lang + "/" + entry.key, async () => ({ default: content.page(lang + "/" + entry.key) })])));
  siteLoaders = Object.fromEntries(content.langs.map((lang) => [lang, async () => ({ default: content.site(lang) })]));
}
`;

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

export function pagesPlugin(root: string): Plugin {
  let cached: SiteModules | undefined;
  let untranslated: Record<string, Set<string>> = {};
  // Throws with every problem (file, pointer, reason) when a document is invalid; read again after a change.
  const content = () => {
    if (!cached) {
      cached = siteModules(root);
      untranslated = cached.untranslated;
    }
    return cached;
  };
  // The build's SSR bundle holds no content: the renderer hands it over at run time
  // (lib/render/prerender.ts), so a publish renders with the deployed code and no bundler.
  let building = false;
  let devServer: ViteDevServer | undefined;
  const watched = (file: string) =>
    file.startsWith(join(root, "pages")) ||
    file.startsWith(join(root, "schema")) ||
    isSectionSchemaPath(file) ||
    file.startsWith(join(root, "locales"));

  return {
    name: "site-pages",
    resolveId(id) {
      return id.startsWith(PREFIX + "page") || id.startsWith(PREFIX + "site")
        ? RESOLVED + id.slice(PREFIX.length)
        : undefined;
    },
    configResolved(config) {
      building = config.command === "build";
    },
    load(id, options) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (name === "pages" && building && options?.ssr) return RUNTIME_PAGES_MODULE;
      const all = content();
      // `vite build --watch` rebuilds on edits; the dev server has its own watcher
      // (configureServer), and there a watched folder outside the project would
      // be resolved as an import of the virtual module and fail.
      if (!devServer)
        for (const file of [join(root, "pages"), join(root, "schema"), all.sectionsDir]) this.addWatchFile(file);
      if (name === "pages") {
        const loaders = LANGS.flatMap((lang) =>
          all.manifest.map(
            (p) =>
              `  ${JSON.stringify(`${lang}/${p.key}`)}: () => import(${JSON.stringify(`${PREFIX}page/${lang}/${p.key}`)}),`,
          ),
        );
        const sites = LANGS.map(
          (lang) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(`${PREFIX}site/${lang}`)}),`,
        );
        return `export const langs = ${JSON.stringify(LANGS)};\nexport const redirects = ${JSON.stringify(all.redirects)};\nexport const manifest = ${JSON.stringify(all.manifest)};\nexport const pageLoaders = {\n${loaders.join("\n")}\n};\nexport const siteLoaders = {\n${sites.join("\n")}\n};\nexport function provideContent() {\n  throw new Error("provideContent: this bundle embeds its content");\n}\n`;
      }
      const [kind, lang, ...rest] = name.split("/");
      if (kind === "site") return `export default ${JSON.stringify(all.site(lang!))};`;
      return `export default ${JSON.stringify(all.page(`${lang}/${rest.join("/")}`))};`;
    },
    buildEnd() {
      const gaps = Object.entries(untranslated).filter(([, set]) => set.size > 0);
      if (gaps.length === 0) return;
      const list = gaps.map(([lang, set]) => `${lang}: ${set.size}`).join(", ");
      this.warn(
        `copy shown in Spanish until translated (${list}); \`npm run validate\` lists it. Translate it in the editor or in locales/*/content.po.`,
      );
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
        for (const mod of server.moduleGraph.idToModuleMap.values())
          if (mod.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(mod);
        try {
          content();
          if (changeNotice(join(root, "pages"), file) === "pages-changed")
            server.ws.send({ type: "custom", event: PAGES_CHANGED_EVENT, data: { file } });
          else server.ws.send({ type: "full-reload" });
        } catch (error) {
          if (again) {
            setTimeout(() => reload(file, false), RETRY_MS);
            return;
          }
          server.ws.send({
            type: "error",
            err: { message: (error as Error).message, stack: "", plugin: "site-pages", id: file },
          });
        }
      };
      server.watcher.add([join(root, "pages"), join(root, "schema"), join(root, "locales")]);
      server.watcher.on("change", changed);
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
    },
  };
}
