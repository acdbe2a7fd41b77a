// The visual page editor, for the dev server only (`apply: "serve"`, started
// by `npm run edit`): /__edit serves its page, /__edit/api/* reads and writes
// page documents (scripts/lib/editor/api.ts), and virtual:editor hands the
// browser the schemas and the site's shell data. Its entry
// (src/editor/main.tsx) is reachable from no production input, so the build
// never contains it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { loadContent } from "./content.ts";
import { isSectionSchemaPath } from "./schema-set.ts";
import { localizeContent, registerCatalogTranslators } from "./localize.ts";
import { placeholders } from "./localize.ts";
import { LANGS } from "../../src/lib/i18n/languages.ts";
import { assertSameOrigin, Refused } from "./editor/guard.ts";
import { checkDocs, contentCatalog, createVariant, listPages, newPage, openPage, savePage } from "./editor/api.ts";
import { pageTranslations, saveTranslation } from "./editor/translations.ts";
import { listImages, MAX_UPLOAD_BYTES, uploadImage } from "./editor/images.ts";

export const EDITOR_PATH = "/__edit";
const MODULE = "virtual:editor";
const RESOLVED = "\0editor-data";

const html = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Editor de páginas</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/editor/main.tsx"></script>
  </body>
</html>
`;

/** Schemas, and per language the site, collections and copy translations the preview needs. */
export function editorModule(root: string): string {
  const content = loadContent(root);
  registerCatalogTranslators(root, LANGS);
  const langs = Object.fromEntries(
    LANGS.map((lang) => {
      const local = localizeContent(content, lang);
      const catalog = lang === "es" ? {} : Object.fromEntries(contentCatalog(root, lang));
      return [lang, { site: local.site, data: local.collections, catalog }];
    }),
  );
  return `export default ${JSON.stringify({ schemaFiles: Object.fromEntries(content.schemas.files), langs, placeholders: placeholders(content) })};`;
}

const readBody = (req: IncomingMessage): Promise<unknown> =>
  new Promise((resolve, reject) => {
    let body = "";
    req.on("data", (chunk) => {
      body += String(chunk);
      if (body.length > 5_000_000) reject(new Refused("La petición es demasiado grande.", 413));
    });
    req.on("end", () => {
      try {
        resolve(body ? JSON.parse(body) : {});
      } catch {
        reject(new Refused("La petición no es JSON válido."));
      }
    });
  });

/** The raw bytes of an upload; past the limit, refused without reading on. */
const readBytes = (req: IncomingMessage): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) {
        reject(new Refused("La imagen pesa más de 10 MB: redúcela o expórtala de nuevo.", 413));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });

const send = (res: ServerResponse, status: number, value: unknown) => {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify(value));
};

export function editorPlugin(root: string): Plugin {
  const routes: Record<string, (req: IncomingMessage, url: URL) => Promise<[number, unknown]>> = {
    "GET pages": async () => [200, listPages(root)],
    "GET page": async (_req, url) => [200, openPage(root, url.searchParams.get("file") ?? "")],
    "POST check": async (req) => {
      const body = (await readBody(req)) as { docs?: Record<string, unknown> };
      return [200, checkDocs(root, body.docs ?? {})];
    },
    "POST save": async (req) => {
      const body = (await readBody(req)) as { file?: string; doc?: unknown; hash?: string | null };
      const result = await savePage(root, body.file ?? "", body.doc, body.hash ?? null);
      return [result.status === "saved" ? 200 : result.status === "conflict" ? 409 : 422, result];
    },
    "GET translations": async (_req, url) => [200, await pageTranslations(root, url.searchParams.get("file") ?? "")],
    "POST translations": async (req) => [200, await saveTranslation(root, (await readBody(req)) as Record<string, unknown>)],
    "POST new-page": async (req) => {
      const body = (await readBody(req)) as { path?: unknown; title?: unknown };
      return [200, await newPage(root, body.path, body.title)];
    },
    "GET images": async () => [200, await listImages(root)],
    "POST image": async (req) => [200, await uploadImage(root, await readBytes(req))],
    "POST variant": async (req) => {
      const body = (await readBody(req)) as { file?: string; name?: unknown; weights?: unknown; hash?: string };
      const result = await createVariant(root, body.file ?? "", body.name, body.weights, body.hash ?? "");
      return [result.status === "saved" ? 200 : result.status === "conflict" ? 409 : 422, result];
    },
  };

  return {
    name: "page-editor",
    apply: "serve",
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? editorModule(root) : undefined),
    configureServer(server: ViteDevServer) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        if (url.pathname.startsWith(`${EDITOR_PATH}/api/`)) {
          const route = routes[`${req.method} ${url.pathname.slice(EDITOR_PATH.length + 5)}`];
          if (!route) return send(res, 404, { error: "Esa operación no existe en el editor." });
          try {
            // Every call, reads included: the documents are not for other sites' scripts.
            const type = url.pathname.endsWith("/image") ? "application/octet-stream" : "application/json";
            assertSameOrigin({ headers: { ...req.headers, "content-type": req.method === "GET" ? type : req.headers["content-type"], origin: req.headers.origin ?? (req.method === "GET" && req.headers["sec-fetch-site"] === "same-origin" ? `http://${req.headers.host}` : undefined) } }, type);
            const [status, value] = await route(req, url);
            return send(res, status, value);
          } catch (error) {
            if (error instanceof Refused) return send(res, error.status, { error: error.message });
            return send(res, 500, { error: (error as Error).message });
          }
        }
        if (url.pathname.replace(/\/$/, "") !== EDITOR_PATH) return next();
        try {
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(await server.transformIndexHtml(req.url ?? EDITOR_PATH, html));
        } catch (error) {
          next(error);
        }
      });
      server.watcher.on("change", (file) => {
        if (!file.startsWith(join(root, "schema")) && !isSectionSchemaPath(file) && !file.startsWith(join(root, "locales")) && !file.startsWith(join(root, "pages", "_"))) return;
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
      });
    },
  };
}
