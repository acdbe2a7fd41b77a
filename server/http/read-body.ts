// Reading a request's body, after the body limit (body-limits.ts) has
// bounded it: its kind from Content-Type (415 otherwise), the bytes up to a
// route's own tighter limit (413), and the start every JSON endpoint
// shares: an idempotency key (400) and a JSON object (400).
import type { Context } from "hono";
import { idempotencyKey } from "../idempotency.ts";
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

export type JsonRequest = { key: string; body: Record<string, unknown> } | { refusal: Response };

export async function readJsonRequest(c: Context, maxBytes: number): Promise<JsonRequest> {
  if (!bodyKind(c.req.header("content-type"), false)) return { refusal: refuse(c, 415, "unsupported_media_type") };
  const key = idempotencyKey(c);
  if (!key) return { refusal: refuse(c, 400, "bad_idempotency_key") };
  const raw = await readLimited(c, maxBytes);
  if (!raw) return { refusal: refuse(c, 413, "payload_too_large") };
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(raw));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
    return { key, body: parsed as Record<string, unknown> };
  } catch {
    return { refusal: refuse(c, 400, "bad_request") };
  }
}

/** An admin form's fields (urlencoded or multipart), or {} when it is neither. */
export const formFields = (c: Context): Promise<Record<string, unknown>> => c.req.parseBody().catch(() => ({}));
