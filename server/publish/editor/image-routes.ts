// The editor's image endpoints for the server's /admin/edit API: the same
// functions as `npm run edit` (lib/editor/images.ts) as a Hono
// sub-app, mounted by the editor's routes (editor-routes.ts) behind the
// session and CSRF checks, each route's role declared below (the /admin gate
// enforces it).
//
// → GET <api>/images (the media library), POST <api>/image (raw bytes,
// Content-Type: application/octet-stream). Until a publish rebuilds the site,
// a new upload is only in the content root, not in dist/: the editor's
// preview gets it from uploadedImages, mounted before the static site:
//
//   app.use("/img/uploads/*", uploadedImages(contentRoot));
//
// Like every /admin route, these come after the one way in (server/http):
// the body limits (the upload's 10 MB and the delete's few bytes are lines of
// http/body-limits.ts), the origin policy and the session's CSRF check; the
// bodies are read with http/read-body.ts. A publish commits the page with
// the files uploadFilesOf(doc) names (lib/editor/images.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { MAX_UPLOAD_BYTES } from "../../../lib/editor/images.ts";
import { Refused } from "../../../lib/editor/guard.ts";
import { parseUploadPath } from "../../../src/core/images.ts";
import { MAX_JSON_BYTES } from "../../http/body-limits.ts";
import { bodyKind, parseJson, readLimited, TOO_DEEP_ES } from "../../http/read-body.ts";
import { answer } from "../../http/answer.ts";
import { refuse } from "../../http/refuse.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { userOf } from "../auth.ts";
import { EDITOR_API } from "./api-path.ts";
import { sharedRefsOf } from "../../content/shared-refs.ts";
import { deleteLibraryImage, imageLibrary, uploadNewImage } from "../operations/images.ts";

export const EDITOR_IMAGE_ROUTES = declareRoutes(EDITOR_API, {
  library: { method: "GET", path: "/images", role: imageLibrary.role },
  remove: { method: "POST", path: "/image-delete", role: deleteLibraryImage.role },
  upload: { method: "POST", path: "/image", role: uploadNewImage.role },
});

const refused = (c: Context, error: unknown) => {
  if (error instanceof Refused) return refuse(c, error.status as 400, error.message);
  throw error;
};

export function editorImagesApp(contentRoot: string): Hono {
  const app = new Hono();
  app.use("*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  const repo = { repo: contentRoot };
  on(app, EDITOR_IMAGE_ROUTES.library, async (c) => answer(c, await imageLibrary(undefined, userOf(c), repo)));
  // "Borrar" in the media library: JSON only (a cross-site form cannot send it without a preflight).
  on(app, EDITOR_IMAGE_ROUTES.remove, async (c) => {
    if (bodyKind(c.req.header("content-type"), false) !== "json")
      return refuse(c, 415, "Rechazado: envía JSON (Content-Type: application/json).");
    const raw = await readLimited(c, MAX_JSON_BYTES);
    if (!raw) return refuse(c, 413, "La petición es demasiado grande.");
    const parsed = parseJson(raw);
    if ("problem" in parsed && parsed.problem === "too_deep") return refuse(c, 400, TOO_DEEP_ES);
    // Not JSON: no address, and the operation refuses it in words.
    const body = ("value" in parsed ? parsed.value : {}) as { src?: unknown };
    return answer(c, await deleteLibraryImage(body, userOf(c), repo));
  });
  on(app, EDITOR_IMAGE_ROUTES.upload, async (c) => {
    // Raw bytes only: a cross-site form can post multipart or urlencoded, never this type without a preflight.
    if (!c.req.header("content-type")?.startsWith("application/octet-stream"))
      return refuse(c, 415, "Rechazado: envía el archivo (Content-Type: application/octet-stream).");
    const bytes = await readLimited(c, MAX_UPLOAD_BYTES);
    if (!bytes) return refuse(c, 413, "La imagen pesa más de 10 MB: redúcela o expórtala de nuevo.");
    try {
      return answer(c, await uploadNewImage(new Uint8Array(bytes), userOf(c), repo));
    } catch (error) {
      return refused(c, error); // 413 or 415 from lib/editor/images.ts: not an operation's kind of refusal
    }
  });
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
    if (!file) return next();
    // Uploaded through another instance (many instances): the remote's uploads, fetched at most once a second.
    if (!existsSync(file))
      await sharedRefsOf(contentRoot)
        ?.fetchAtMostEvery(1000)
        .catch(() => undefined);
    if (!existsSync(file)) return next();
    return c.body(readFileSync(file), 200, {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  };
}
