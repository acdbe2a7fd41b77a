// The editor's image endpoints for the server's /admin/edit API: the same
// functions as `npm run edit` (lib/editor/images.ts) as a Hono
// sub-app, mounted by the editor's routes behind the session, the role and
// CSRF checks:
//
//   api.use("*", requireRole("editor"));   // and the CSRF middleware
//   api.route("/", editorImagesApp(contentRoot));
//
// → GET <api>/images (the media library), POST <api>/image (raw bytes,
// Content-Type: application/octet-stream). Until a publish rebuilds the site,
// a new upload is only in the content root, not in dist/: the editor's
// preview gets it from uploadedImages, mounted before the static site:
//
//   app.use("/img/uploads/*", uploadedImages(contentRoot));
//
// The image app refuses a cross-site request on its own as well (an Origin or
// Sec-Fetch-Site naming another site), so a mount that forgot CSRF still
// cannot be driven by another site's page. A publish commits the page with
// the files uploadFilesOf(doc) names (lib/editor/images.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { deleteImage, listImages, MAX_UPLOAD_BYTES, uploadImage } from "../lib/editor/images.ts";
import { Refused } from "../lib/editor/guard.ts";
import { parseUploadPath } from "../src/core/images.ts";

const refuse = (c: Context, error: unknown) => {
  if (error instanceof Refused) return c.json({ error: error.message }, error.status as 400);
  throw error;
};

/** Another site's page: its Origin is not this host, or the browser says the request crosses sites. */
function crossSite(c: Context): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = c.req.header("origin");
  if (!origin) return false; // a script with the bearer token sends none
  try {
    // Behind a proxy that does not pass Host, the public host is in X-Forwarded-Host (a cross-site page cannot add that header without a preflight).
    const hosts = [c.req.header("host") ?? new URL(c.req.url).host, c.req.header("x-forwarded-host")?.split(",")[0]?.trim()];
    return !hosts.includes(new URL(origin).host);
  } catch {
    return true;
  }
}

export function editorImagesApp(contentRoot: string): Hono {
  const app = new Hono();
  app.use("*", async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && crossSite(c)) return c.json({ error: "Rechazado: petición desde otro sitio." }, 403);
    c.header("Cache-Control", "no-store");
    await next();
  });
  app.get("/images", async (c) => c.json(await listImages(contentRoot)));
  // "Borrar" in the media library: JSON only (a cross-site form cannot send it without a preflight), a small body.
  app.post("/image-delete", bodyLimit({ maxSize: 4096, onError: (c) => c.json({ error: "La petición es demasiado grande." }, 413) }), async (c) => {
    if (!c.req.header("content-type")?.startsWith("application/json")) return c.json({ error: "Rechazado: envía JSON (Content-Type: application/json)." }, 415);
    try {
      const body = (await c.req.json().catch(() => ({}))) as { src?: unknown };
      return c.json(deleteImage(contentRoot, body.src));
    } catch (error) {
      return refuse(c, error);
    }
  });
  app.post(
    "/image",
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: (c) => c.json({ error: "La imagen pesa más de 10 MB: redúcela o expórtala de nuevo." }, 413) }),
    async (c) => {
      // Raw bytes only: a cross-site form can post multipart or urlencoded, never this type without a preflight.
      if (!c.req.header("content-type")?.startsWith("application/octet-stream")) return c.json({ error: "Rechazado: envía el archivo (Content-Type: application/octet-stream)." }, 415);
      try {
        return c.json(await uploadImage(contentRoot, new Uint8Array(await c.req.arrayBuffer())));
      } catch (error) {
        return refuse(c, error);
      }
    },
  );
  return app;
}

/**
 * GET /img/uploads/<hash>-<width>.webp from the content root (uploads not yet
 * published into dist/); any other name, or a file not there, goes on to the
 * next handler (the static site). Only names of the upload pattern are read,
 * so no path can lead elsewhere. Names are the hash of the image: immutable.
 */
export function uploadedImages(contentRoot: string): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const file = parseUploadPath(path) ? join(contentRoot, "public", path) : undefined;
    if (!file || !existsSync(file)) return next();
    return c.body(readFileSync(file), 200, { "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" });
  };
}
