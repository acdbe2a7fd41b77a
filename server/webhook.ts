// LEADS_WEBHOOK_URL: every stored submission and booking, and every
// lead.erased event, is POSTed there as JSON, at least once (server/outbox.ts:
// claimed, retried with backoff). The header Idempotency-Key lets the
// receiver drop a repeat.
import { backoffMs, MAX_ATTEMPTS, startOutbox, type Outbox } from "./outbox.ts";
import type { PendingDelivery, Store } from "./store/index.ts";

export { backoffMs, MAX_ATTEMPTS };

export interface WebhookOptions {
  url: string;
  store: Store;
  now?: () => Date;
  fetch?: typeof fetch;
  /** How often pending rows are looked at. */
  intervalMs?: number;
  timeoutMs?: number;
  random?: () => number;
}

export function webhookBody(item: PendingDelivery) {
  // The CV itself stays on the server; the owner downloads it from /admin.
  const { payload } = item;
  if (item.kind === "event") return payload;
  const data = "filePath" in payload ? { ...payload, filePath: undefined } : payload;
  return { type: item.kind, ...data };
}

/** Starts delivering; returns `nudge` (deliver now), `stop` and `flush`. */
export function startWebhook(options: WebhookOptions): Outbox {
  const doFetch = options.fetch ?? fetch;
  return startOutbox({
    name: "webhook",
    channel: "webhook",
    store: options.store,
    now: options.now,
    intervalMs: options.intervalMs,
    random: options.random,
    async send(item) {
      const response = await doFetch(options.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `${item.kind}-${item.id}` },
        body: JSON.stringify(webhookBody(item)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok;
    },
  });
}
