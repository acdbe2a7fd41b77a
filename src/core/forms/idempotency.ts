/**
 * A fresh Idempotency-Key for one request. crypto.randomUUID exists only in
 * secure contexts (https, localhost); elsewhere the key is time plus
 * randomness, still unique enough for one visitor's retries.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** What identifies a set of values sent: their JSON, a file as its name and size. */
export const fingerprint = (values: unknown): string =>
  JSON.stringify(values, (_key, value: unknown) =>
    typeof Blob !== "undefined" && value instanceof Blob ? `${(value as File).name}:${value.size}` : value,
  );

/**
 * The keys of one form's requests: a retry of the same values (after a lost
 * answer, a 5xx, offline) reuses its key, so the server stores one row
 * however often the visitor presses; other values get a new key, and so does
 * anything sent after `settle()` (the last request succeeded).
 */
export function retryKeys(newKey: () => string = newIdempotencyKey) {
  let last: { print: string; key: string } | null = null;
  return {
    for(values: unknown): string {
      const print = fingerprint(values);
      if (last?.print !== print) last = { print, key: newKey() };
      return last.key;
    },
    settle(): void {
      last = null;
    },
  };
}
