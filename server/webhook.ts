// LEADS_WEBHOOK_URL: every stored submission and booking is POSTed there as
// JSON, at least once. Pending rows are the outbox (see the migrations); a
// failure waits longer each time (30 s, 1 min, 2 min … up to 6 h) and a row
// is given up after MAX_ATTEMPTS. Delivery runs on a timer and right after a
// new row is stored.
import type { OutboxKind, PendingDelivery, Store } from "./store/index.ts";

export const MAX_ATTEMPTS = 12;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** Wait before the attempt after `attempts` failures, with up to 20% jitter so retries of many rows spread out. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

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

/** Starts delivering; returns `nudge` (deliver now) and `stop`. */
export function startWebhook(options: WebhookOptions): { nudge: (kind?: OutboxKind, id?: number) => void; stop: () => void; flush: () => Promise<void> } {
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? fetch;
  let running: Promise<void> | null = null;
  let again = false;

  const deliverOne = async (item: PendingDelivery) => {
    let ok = false;
    try {
      const response = await doFetch(options.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": `${item.kind}-${item.id}` },
        body: JSON.stringify(webhookBody(item)),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      ok = response.ok;
    } catch {
      ok = false;
    }
    const at = now();
    if (ok) await options.store.recordDelivery(item.kind, item.id, { done: true, at: at.toISOString() });
    else {
      const attempts = item.attempts + 1;
      await options.store.recordDelivery(item.kind, item.id, { done: false, attempts, nextAt: new Date(at.getTime() + backoffMs(attempts, options.random)).toISOString() });
    }
  };

  const drain = async () => {
    for (;;) {
      again = false;
      const due = await options.store.pendingDeliveries(now().toISOString(), MAX_ATTEMPTS, 50);
      for (const item of due) await deliverOne(item);
      if (!again && due.length < 50) return;
    }
  };

  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => console.error("[webhook] delivery round failed:", error))
      .finally(() => {
        running = null;
      });
    return running;
  };

  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? 15_000);
  timer.unref();
  return {
    nudge: () => void run(),
    stop: () => clearInterval(timer),
    flush: async () => {
      while (running) await running;
      await run();
    },
  };
}
