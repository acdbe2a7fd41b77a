// The editor's page and its assets: /admin/edit serves the bundle that
// `npm run build` made (dist-admin/, scripts/build-editor.ts) to signed-in
// people only, never indexed.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { Hono } from "hono";
import { declareRoutes, on } from "../../http/route.ts";

export const EDITOR_SHELL_ROUTES = declareRoutes("/admin/edit", {
  page: { method: "GET", path: "/", role: "translator" },
  assets: { method: "GET", path: "/assets/*", role: "translator" },
});

export const NOINDEX = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
};
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** The editor's HTML page from the bundle's manifest (entry script and its stylesheets). */
export function editorHtml(adminDist: string): string {
  const manifest = JSON.parse(readFileSync(join(adminDist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string; css?: string[]; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((m) => m.isEntry);
  if (!entry) throw new Error("dist-admin has no entry: run npm run build");
  const css = (entry.css ?? []).map((href) => `<link rel="stylesheet" href="/admin/edit/${href}" />`).join("\n    ");
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor de páginas</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${css}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/admin/edit/${entry.file}"></script>
  </body>
</html>
`;
}

/** GET /admin/edit (the page) and /admin/edit/assets/* (the bundle's files). */
export function editorShell(adminDist: string): Hono {
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(NOINDEX)) c.header(k, v);
  });

  on(app, EDITOR_SHELL_ROUTES.page, (c) => {
    if (!existsSync(join(adminDist, ".vite", "manifest.json")))
      return c.text("El editor no está compilado: ejecuta npm run build.", 503);
    return c.html(editorHtml(adminDist));
  });
  on(app, EDITOR_SHELL_ROUTES.assets, (c) => {
    const rel = normalize(new URL(c.req.url).pathname.replace(/^\/admin\/edit\//, "")).replace(/^(\.\.[/\\])+/, "");
    const file = join(adminDist, rel);
    if (!file.startsWith(join(adminDist, "assets")) || !existsSync(file) || !statSync(file).isFile())
      return c.text("Not found", 404);
    return c.body(new Uint8Array(readFileSync(file)), 200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
    });
  });
  return app;
}
