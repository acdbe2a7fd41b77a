// @vitest-environment node
// LEADS_WEBHOOK_URL: stored rows reach a local receiver; a failing receiver
// gets the row again after the backoff, and a delivered row is not sent twice.
import { createServer } from "node:http";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "./testing/engines.ts";
import { booking, contact, json, NOW, testApp } from "./testing/fixtures.ts";
import { backoffMs, MAX_ATTEMPTS, startWebhook } from "./webhook.ts";

vi.setConfig({ testTimeout: 30_000 });
const engines = [sqliteEngine(), postgresEngine()];
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

/** A receiver on 127.0.0.1 that answers `status()` and records bodies. */
async function receiver(status: () => number) {
  const bodies: Array<Record<string, unknown>> = [];
  const server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      bodies.push(JSON.parse(text) as Record<string, unknown>);
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;
  return { url, bodies, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("backoff", () => {
  it("doubles from 30 s up to 6 h, with at most 20% jitter", () => {
    expect(backoffMs(1, () => 0)).toBe(30_000);
    expect(backoffMs(2, () => 0)).toBe(60_000);
    expect(backoffMs(5, () => 0)).toBe(480_000);
    expect(backoffMs(20, () => 0)).toBe(6 * 60 * 60 * 1000);
    expect(backoffMs(1, () => 1)).toBe(36_000);
    expect(MAX_ATTEMPTS).toBeGreaterThan(5);
  });
});

describe.each(engines)("webhook on $name", (engine) => {
  it.skipIf(Boolean(engine.skip))("delivers each row once, retrying a failure after its backoff", async () => {
    const { store } = await engine.open();
    const app = testApp(store);
    await app.request("/api/forms/formulario", json(contact));
    await app.request("/api/bookings", json(booking));
    let status = 503;
    const hook = await receiver(() => status);
    let clock = NOW;
    const webhook = startWebhook({ url: hook.url, store, now: () => clock, random: () => 0, intervalMs: 60_000 });
    try {
      await webhook.flush();
      expect(hook.bodies.map((b) => b.type).sort()).toEqual(["booking", "submission"]);
      // Not due yet: nothing is sent again.
      await webhook.flush();
      expect(hook.bodies).toHaveLength(2);
      // After the 30 s backoff the receiver is up: both arrive, then never again.
      status = 200;
      clock = new Date(NOW.getTime() + 31_000);
      await webhook.flush();
      expect(hook.bodies).toHaveLength(4);
      expect(hook.bodies.slice(2).find((b) => b.type === "submission")).toMatchObject({
        formId: "formulario",
        email: "lola@restaurante.com",
        data: { message: contact.message },
      });
      clock = new Date(NOW.getTime() + 10 * 60_000);
      await webhook.flush();
      expect(hook.bodies).toHaveLength(4);
    } finally {
      webhook.stop();
      await hook.close();
    }
  });
});
