// Reading a request's body, after the body limit (body-limits.ts) has
// bounded it: its kind from Content-Type (415 otherwise), the bytes up to a
// route's own tighter limit (413), and the start every JSON endpoint
// shares: an idempotency key (400) and a JSON object (400). Every JSON body
// is parsed here, with a depth limit (parseJson).
import type { Context } from "hono";
import { Refused } from "../../lib/editor/guard.ts";
import { idempotencyKey } from "../idempotency.ts";
import { MAX_EDITOR_BYTES } from "./body-limits.ts";
import { refuse } from "./refuse.ts";

export type BodyKind = "json" | "multipart";

/** The body's kind from Content-Type, or undefined (→ 415). */
export function bodyKind(contentType: string | undefined, allowMultipart: boolean): BodyKind | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (allowMultipart && type === "multipart/form-data") return "multipart";
  return undefined;
}

/** Reads the body up to `max` bytes; undefined when it is longer (→ 413), whatever Content-Length claimed. */
export async function readLimited(c: Context, max: number): Promise<ArrayBuffer | undefined> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > max) return undefined;
  const body = c.req.raw.body;
  if (!body) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out.buffer;
}

/**
 * Deeper than any page document (9 levels today) with room to spare. A body nested 10,000 deep parses, but the
 * code that walks it next (validation, JSON.stringify, structuredClone) overflows the stack: a 500.
 */
export const MAX_JSON_DEPTH = 64;

export type ParsedJson = { value: unknown } | { problem: "invalid" | "too_deep" };

/** `text` parsed, or why not; the depth is counted on the text (outside strings) before JSON.parse builds anything. */
export function parseJson(text: string | ArrayBuffer, maxDepth = MAX_JSON_DEPTH): ParsedJson {
  const json = typeof text === "string" ? text : new TextDecoder().decode(text);
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > maxDepth) return { problem: "too_deep" };
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  try {
    return { value: JSON.parse(json) };
  } catch {
    return { problem: "invalid" };
  }
}

/** The editor's words for a body nested past the limit (the admin API answers sentences). */
export const TOO_DEEP_ES = `La petición tiene más de ${MAX_JSON_DEPTH} niveles anidados: no es un documento del editor.`;

/** The API's refusal of a body parseJson refused: 400, a code the site's script maps (bad_request, too_deep). */
export const refuseJson = (c: Context, problem: "invalid" | "too_deep") =>
  problem === "too_deep" ? refuse(c, 400, "too_deep", { maxDepth: MAX_JSON_DEPTH }) : refuse(c, 400, "bad_request");

export type JsonRequest = { key: string; body: Record<string, unknown> } | { refusal: Response };

export async function readJsonRequest(c: Context, maxBytes: number): Promise<JsonRequest> {
  if (!bodyKind(c.req.header("content-type"), false)) return { refusal: refuse(c, 415, "unsupported_media_type") };
  const key = idempotencyKey(c);
  if (!key) return { refusal: refuse(c, 400, "bad_idempotency_key") };
  const raw = await readLimited(c, maxBytes);
  if (!raw) return { refusal: refuse(c, 413, "payload_too_large") };
  const parsed = parseJson(raw);
  if ("problem" in parsed) return { refusal: refuseJson(c, parsed.problem) };
  const { value } = parsed;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { refusal: refuse(c, 400, "bad_request") };
  return { key, body: value as Record<string, unknown> };
}

/** The editor API's JSON body ({} when empty); a refusal in Spanish (415, 413, 400) is thrown as Refused, which the API answers. */
export async function jsonBody(c: Context): Promise<unknown> {
  if (bodyKind(c.req.header("content-type"), false) !== "json")
    throw new Refused("Rechazado: envía JSON (Content-Type: application/json).", 415);
  const raw = await readLimited(c, MAX_EDITOR_BYTES);
  if (!raw) throw new Refused("La petición es demasiado grande.", 413);
  if (raw.byteLength === 0) return {};
  const parsed = parseJson(raw);
  if ("value" in parsed) return parsed.value;
  throw new Refused(parsed.problem === "too_deep" ? TOO_DEEP_ES : "La petición no es JSON válido.");
}

/** An admin form's fields (urlencoded or multipart), or {} when it is neither. */
export const formFields = (c: Context): Promise<Record<string, unknown>> => c.req.parseBody().catch(() => ({}));
