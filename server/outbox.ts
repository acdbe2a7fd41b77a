// Sends what the store holds for a channel (the webhook, the owner's email),
// at least once: due rows are claimed with a lease (so two servers never
// send one row, and a crashed server's rows come back), sent, and recorded;
// a failure waits longer each time (30 s, 1 min, 2 min … up to 6 h) and a
// row is given up after MAX_ATTEMPTS. Runs on a timer and right after a new
// row is stored.
import type { Channel, PendingDelivery, Store } from "./store/index.ts";

export const MAX_ATTEMPTS = 12;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** Rows claimed at a time, and how long a claim holds (longer than sending them all at the slowest). */
const BATCH = 10;
const LEASE_MS = 5 * 60 * 1000;

/** Wait before the attempt after `attempts` failures, with up to 20% jitter so retries of many rows spread out. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + 0.2 * random()));
}

export interface OutboxOptions {
  channel: Channel;
  store: Store;
  /** Delivers one row; true when the receiver took it. */
  send: (item: PendingDelivery) => Promise<boolean>;
  /** Only rows created from then on. */
  since?: string;
  now?: () => Date;
  /** How often due rows are looked at. */
  intervalMs?: number;
  random?: () => number;
  /** Name for the log. */
  name: string;
}

export interface Outbox {
  nudge: () => void;
  stop: () => void;
  /** Sends everything due now (tests, shutdown). */
  flush: () => Promise<void>;
}

export function startOutbox(options: OutboxOptions): Outbox {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let again = false;

  const deliverOne = async (item: PendingDelivery) => {
    const ok = await options.send(item).catch(() => false);
    const at = now();
    if (ok)
      await options.store.recordDelivery(item.kind, item.id, { done: true, at: at.toISOString() }, options.channel);
    else {
      const attempts = item.attempts + 1;
      await options.store.recordDelivery(
        item.kind,
        item.id,
        { done: false, attempts, nextAt: new Date(at.getTime() + backoffMs(attempts, options.random)).toISOString() },
        options.channel,
      );
    }
  };

  const drain = async () => {
    for (;;) {
      again = false;
      const t = now();
      const due = await options.store.claimDeliveries(options.channel, {
        now: t.toISOString(),
        leaseUntil: new Date(t.getTime() + LEASE_MS).toISOString(),
        maxAttempts: MAX_ATTEMPTS,
        limit: BATCH,
        since: options.since,
      });
      for (const item of due) await deliverOne(item);
      if (!again && due.length === 0) return;
    }
  };

  const run = () => {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) =>
        console.error(`[${options.name}] delivery round failed:`, error instanceof Error ? error.message : error),
      )
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
