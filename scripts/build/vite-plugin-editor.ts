// The visual page editor, for the dev server only (`apply: "serve"`, started
// by `npm run edit`): /__edit serves its page, /__edit/api/* reads and writes
// page documents (lib/editor/api.ts), and virtual:editor hands the
// browser the schemas and the site's shell data. Its entry
// (src/editor/main.tsx) is reachable from no production input, so the build
// never contains it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { devPageHtml, sendDevPage } from "./dev-page.ts";
import { isSectionSchemaPath } from "../../lib/validate/schema-set.ts";
import { editorModule } from "../../lib/editor/editor-data.ts";
import { assertSameOrigin, Refused } from "../../lib/editor/guard.ts";
import { editorRoutes } from "../../lib/editor/routes.ts";
import { deleteImage, listImages, MAX_UPLOAD_BYTES, uploadImage } from "../../lib/editor/images.ts";

export const EDITOR_PATH = "/__edit";
const MODULE = "virtual:editor";
const RESOLVED = "\0editor-data";

const html = devPageHtml("Editor de páginas", "/src/editor/main.tsx");

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
  const shared = editorRoutes(root);
  // Uploads are raw bytes, not JSON, so they sit beside the shared table (npm run edit only for now).
  const names = new Set([...Object.keys(shared), "GET images", "POST image", "POST image-delete"]);
  const call = (req: IncomingMessage, url: URL, name: string) =>
    name === "GET images"
      ? listImages(root).then((list): [number, unknown] => [200, list])
      : name === "POST image"
        ? readBytes(req)
            .then((bytes) => uploadImage(root, bytes))
            .then((image): [number, unknown] => [200, image])
        : name === "POST image-delete"
          ? readBody(req).then((body): [number, unknown] => [200, deleteImage(root, (body as { src?: unknown }).src)])
          : shared[name]!({ body: () => readBody(req), query: (q) => url.searchParams.get(q) ?? "" });

  return {
    name: "page-editor",
    apply: "serve",
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? editorModule(root) : undefined),
    configureServer(server: ViteDevServer) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        if (url.pathname.startsWith(`${EDITOR_PATH}/api/`)) {
          const name = `${req.method} ${url.pathname.slice(EDITOR_PATH.length + 5)}`;
          if (!names.has(name)) return send(res, 404, { error: "Esa operación no existe en el editor." });
          try {
            // Every call, reads included: the documents are not for other sites' scripts.
            const type = url.pathname.endsWith("/image") ? "application/octet-stream" : "application/json";
            assertSameOrigin(
              {
                headers: {
                  ...req.headers,
                  "content-type": req.method === "GET" ? type : req.headers["content-type"],
                  origin:
                    req.headers.origin ??
                    (req.method === "GET" && req.headers["sec-fetch-site"] === "same-origin"
                      ? `http://${req.headers.host}`
                      : undefined),
                },
              },
              type,
            );
            const [status, value] = await call(req, url, name);
            return send(res, status, value);
          } catch (error) {
            if (error instanceof Refused) return send(res, error.status, { error: error.message });
            return send(res, 500, { error: (error as Error).message });
          }
        }
        if (url.pathname.replace(/\/$/, "") !== EDITOR_PATH) return next();
        await sendDevPage(server, req, res, html, next);
      });
      server.watcher.on("change", (file) => {
        if (
          !file.startsWith(join(root, "schema")) &&
          !isSectionSchemaPath(file) &&
          !file.startsWith(join(root, "locales")) &&
          !file.startsWith(join(root, "pages", "_"))
        )
          return;
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
      });
    },
  };
}
