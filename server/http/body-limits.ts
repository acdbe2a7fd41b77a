// The one limit on request bodies, applied to every request before
// anything else (sessions, auth, CSRF, the routes): the bytes are counted
// while they stream, and past the route's limit the request is refused
// (413) without the rest being read. A declared Content-Length over the
// limit is refused before a byte is read. Small everywhere; larger only
// where a person sends a page document, an image or a CV.
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_UPLOAD_BYTES } from "../../lib/editor/images.ts";
import { refuse } from "./refuse.ts";

/** A JSON lead, an admin form, a sign-in. */
export const MAX_JSON_BYTES = 64 * 1024;
/** A form with its CV: the spec's CV limit is 5 MB; the rest of the form fits in the margin. */
export const MAX_MULTIPART_BYTES = 5 * 1024 * 1024 + 256 * 1024;
/** The editor's page documents (a save carries the whole page). */
export const MAX_EDITOR_BYTES = 5_000_000;

/** First match wins; the last line is every other request. `error` is the refusal's sentence where a person needs another. */
export const BODY_LIMITS: ReadonlyArray<{ pattern: RegExp; bytes: number; error?: string }> = [
  {
    pattern: /^\/admin\/edit\/api\/image$/,
    bytes: MAX_UPLOAD_BYTES,
    error: "La imagen pesa más de 10 MB: redúcela o expórtala de nuevo.",
  },
  // "Borrar" in the media library: the image's address, nothing more.
  { pattern: /^\/admin\/edit\/api\/image-delete$/, bytes: 4096 },
  // «Renombrar plantilla»: which template and its new name.
  { pattern: /^\/admin\/edit\/api\/template-rename$/, bytes: 4096 },
  { pattern: /^\/admin\/edit\/api\//, bytes: MAX_EDITOR_BYTES },
  { pattern: /^\/api\/forms\/[^/]+$/, bytes: MAX_MULTIPART_BYTES },
  { pattern: /(?:)/, bytes: MAX_JSON_BYTES },
];

const tooLarge = (error?: string) => (c: Context) =>
  refuse(c, 413, error ?? (c.req.path.startsWith("/api/") ? "payload_too_large" : "La petición es demasiado grande."));
const limiters = BODY_LIMITS.map(({ pattern, bytes, error }) => ({
  pattern,
  limit: bodyLimit({ maxSize: bytes, onError: tooLarge(error) }),
}));

export const bodyLimits = (): MiddlewareHandler => (c, next) =>
  limiters.find((l) => l.pattern.test(c.req.path))!.limit(c, next);
