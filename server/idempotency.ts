// Idempotency-Key: a retry of one request stores it once. The key is scoped
// to the endpoint (a form, the bookings, one demo section) and tied to the
// request's content: the same key with other content is refused, so a
// client's bug cannot silently drop what it sent.
import { createHash, randomUUID } from "node:crypto";
import type { Context } from "hono";

/** The Idempotency-Key header, or a fresh one (then a retry cannot be recognised); undefined when malformed (→ 400). */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header("idempotency-key")?.trim();
  if (key === undefined || key === "") return randomUUID();
  return /^[\w.:-]{8,200}$/.test(key) ? key : undefined;
}

/** The key as stored: unique within its scope only. */
export const scopedKey = (scope: string, key: string) => `${scope}:${key}`;

/** A hash of the request's checked content (keys sorted, so order does not matter). */
export function requestHash(content: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(JSON.stringify(sorted)).digest("base64url");
}

export const keyReused = (c: Context) => c.json({ error: "idempotency_key_reused" }, 422);
