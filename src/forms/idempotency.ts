/**
 * A fresh Idempotency-Key for one request (a retry of the same values
 * reuses it). crypto.randomUUID exists only in secure contexts (https,
 * localhost); elsewhere the key is time plus randomness, still unique enough
 * for one visitor's retries.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
