// What the visual editor's preview needs besides the page: the schemas and, per
// language, the site, collections and copy translations. The dev editor (Vite
// plugin) and the server's /admin/edit both serve it.
import { loadContent, type Content } from "../validate/content.ts";
import { localizer, placeholders, registerCatalogTranslators } from "../i18n/localize.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";
import { contentCatalog } from "./api.ts";

/** Schemas, and per language the site, collections and copy translations the preview needs. */
export function editorData(root: string) {
  const content = loadContent(root);
  registerCatalogTranslators(root, LANGS);
  const langs = Object.fromEntries(
    LANGS.map((lang) => {
      // The site and collections only: the preview localizes the page it shows itself (with `catalog`); a whole
      // localizeContent also localized every page and dropped them (at 100× the site, most of its ~4 s of CPU).
      const local = localizer(content, lang);
      const catalog = lang === "es" ? {} : Object.fromEntries(contentCatalog(root, lang));
      return [lang, { site: local.site(), data: local.collections(), catalog }];
    }),
  );
  return {
    schemaFiles: Object.fromEntries(content.schemas.files),
    langs,
    placeholders: placeholders(content),
    shared: sharedSections(content),
  };
}

/** Each shared section (pages/_data/sections/) as written, with the pages that place it: «Usada en N páginas». */
function sharedSections(content: Content) {
  const pages = new Map([...content.pages, ...content.unchecked].map((p) => [p.file, p.doc]));
  return Object.fromEntries(
    [...content.shared].map(([name, section]) => [
      name,
      {
        section,
        usedBy: (content.sharedUses[name] ?? []).map((file) => ({
          file,
          path: pages.get(file)?.path ?? "",
          title: String(pages.get(file)?.meta?.title ?? ""),
        })),
      },
    ]),
  );
}

export const editorModule = (root: string): string => `export default ${JSON.stringify(editorData(root))};`;
