// The start every JSON endpoint shares: a JSON body (415 otherwise), an
// idempotency key (400), a size limit (413) and a JSON object (400).
import type { Context } from "hono";
import { idempotencyKey } from "./idempotency.ts";
import { bodyKind, readLimited } from "./guards.ts";

export type JsonRequest = { key: string; body: Record<string, unknown> } | { refusal: Response };

export async function readJsonRequest(c: Context, maxBytes: number): Promise<JsonRequest> {
  if (!bodyKind(c.req.header("content-type"), false)) return { refusal: c.json({ error: "unsupported_media_type" }, 415) };
  const key = idempotencyKey(c);
  if (!key) return { refusal: c.json({ error: "bad_idempotency_key" }, 400) };
  const raw = await readLimited(c, maxBytes);
  if (!raw) return { refusal: c.json({ error: "payload_too_large" }, 413) };
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(raw));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
    return { key, body: parsed as Record<string, unknown> };
  } catch {
    return { refusal: c.json({ error: "bad_request" }, 400) };
  }
}
