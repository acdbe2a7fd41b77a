// The section gallery, for the dev server only (`apply: "serve"`): /__sections
// renders every section type from its schema example, in light or dark, with
// the site's real shell data (Spanish, placeholders filled). Its entry
// (src/dev/gallery/main.tsx) is reachable from no production input, so the
// build never contains it (tests/e2e/ab-variants.spec.ts checks dist/).
import type { Plugin, ViteDevServer } from "vite";
import { join } from "node:path";
import { loadContent } from "../../lib/validate/content.ts";
import { devPageHtml, sendDevPage } from "./dev-page.ts";
import { localizeContent, localizeValue } from "../../lib/i18n/localize.ts";
import { isSectionSchemaFile, isSectionSchemaPath, type SchemaNode } from "../../lib/validate/schema-set.ts";

export const GALLERY_PATH = "/__sections";
const MODULE = "virtual:section-gallery";
// Not "\0virtual:…": the pages plugin claims every module resolved under that prefix.
const RESOLVED = "\0section-gallery";

const html = devPageHtml("Section gallery", "/src/dev/gallery/main.tsx");

/** Every section type's first schema example, ready to render, with the site and all collections. */
export function galleryModule(root: string): string {
  const content = loadContent(root);
  const local = localizeContent(content, "es");
  const examples = [...content.schemas.files]
    .filter(([file]) => isSectionSchemaFile(file))
    .map(([file, node]) => {
      const type = ((node.properties as SchemaNode).type as SchemaNode).const as string;
      const example = (node.examples as unknown[] | undefined)?.[0];
      return {
        type,
        title: String(node.title ?? type),
        description: String(node.description ?? ""),
        example: example === undefined ? undefined : localizeValue(content, file, example, (s) => s),
      };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
  return `export default ${JSON.stringify({ examples, site: local.site, data: local.collections })};`;
}

export function galleryPlugin(root: string): Plugin {
  return {
    name: "section-gallery",
    apply: "serve",
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? galleryModule(root) : undefined),
    configureServer(server: ViteDevServer) {
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? "").split("?")[0].replace(/\/$/, "");
        if (path !== GALLERY_PATH) return next();
        await sendDevPage(server, req, res, html, next);
      });
      // A schema example or a page document changed: the gallery shows it.
      server.watcher.on("change", (file) => {
        if (
          !file.startsWith(join(root, "schema")) &&
          !file.startsWith(join(root, "pages")) &&
          !isSectionSchemaPath(file)
        )
          return;
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
      });
    },
  };
}
