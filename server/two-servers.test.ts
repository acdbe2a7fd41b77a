// @vitest-environment node
// Two server processes on one throwaway PostgreSQL behave as one: one
// booking per slot, one row per idempotency key, one webhook delivery per
// lead (outbox rows claimed with FOR UPDATE SKIP LOCKED). (Shared rate
// limits: api.test.ts, two apps on one store.)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine } from "./testing/engines.ts";
import { booking, contact, fixtureDist, NOW } from "./testing/fixtures.ts";
import { makeContentRepo } from "./publish/testing/content-repo.ts";
import { FAKE_BUILD } from "./publish/testing/publishing.ts";
import { freePort } from "./testing/free-port.ts";

vi.setConfig({ testTimeout: 120_000 });
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const engine = postgresEngine();
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await engine.teardown();
});

async function startServer(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  // Its errors go to a file beside the data, read when a test fails.
  const errors = openSync(join(env.DATA_DIR ?? tmpdir(), `server-${port}.err`), "w");
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", errors],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  // Up to a minute: on a busy machine the start (store, content checkout) takes a while.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) return base;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error("server did not start");
}

/** A webhook receiver counting deliveries by their Idempotency-Key. */
async function receiver() {
  const deliveries = new Map<string, number>();
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const key = String(req.headers["idempotency-key"]);
      deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
      // A slow receiver widens the window in which both servers look at the same rows.
      setTimeout(() => res.writeHead(200).end(), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`,
    deliveries,
    close: () => server.close(),
  };
}

/** fetch, tried once more when a kept-alive connection the server had closed meanwhile is reset (long waits on a busy machine). */
async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchAgain(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  }).then((r) => r.status);

describe("two servers on one PostgreSQL", () => {
  it.skipIf(Boolean(engine.skip))("one booking per slot, one row per key, one webhook delivery per lead", async () => {
    const { store, env } = await engine.open();
    const hook = await receiver();
    const shared = {
      ...env,
      SITE_DIST: fixtureDist(),
      DATA_DIR: mkdtempSync(join(tmpdir(), "two-")),
      // The content alone: without it each server's first start cloned the whole project into DATA_DIR and
      // checked out its ~1,200 files, 1.4–3.8 CPU-s of git a server, for a test about forms and bookings.
      CONTENT_REPO: makeContentRepo("content"),
      LEADS_WEBHOOK_URL: hook.url,
      CLOCK_START: NOW.toISOString(),
      RATE_LIMIT: "100000",
    };
    const [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
    const both = [a, b];
    try {
      // 40 visitors race for one slot, half on each server.
      const slot = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(
            both[i % 2]!,
            "/api/bookings",
            { ...booking, email: `p${i}@example.com` },
            { "x-forwarded-for": `10.0.0.${i}` },
          ),
        ),
      );
      expect(slot.filter((s) => s === 201)).toHaveLength(1);
      expect(slot.filter((s) => s === 409)).toHaveLength(39);
      // One submission retried 20 times, on both servers at once.
      const retried = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(both[i % 2]!, "/api/forms/formulario", contact, { "Idempotency-Key": "two-servers-key-1" }),
        ),
      );
      expect(retried.filter((s) => s === 201)).toHaveLength(1);
      // 40 more leads, spread over both.
      const many = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(both[i % 2]!, "/api/forms/formulario", { ...contact, message: `envío ${i}` }),
        ),
      );
      expect(many.every((s) => s === 201)).toBe(true);
      const rows = await store.listSubmissions({ limit: 1000 });
      expect(rows).toHaveLength(41);
      expect(await store.listBookings()).toHaveLength(1);

      // Every lead reaches the webhook, each exactly once across both servers.
      const expected = 42;
      for (let i = 0; i < 400 && hook.deliveries.size < expected; i++) await new Promise((r) => setTimeout(r, 100));
      expect(hook.deliveries.size).toBe(expected);
      expect([...hook.deliveries.values()].every((n) => n === 1)).toBe(true);
    } finally {
      hook.close();
    }
  });

  // Two servers starting, signing in and publishing on a machine shared by many take minutes; the follow itself is bounded below (5 s).
  it.skipIf(Boolean(engine.skip))(
    "a publish on one instance is served by the other within 5 s: its new form answers 201 there, with no restart",
    { timeout: 900_000 },
    async () => {
      const { env } = await engine.open();
      const token = "two-servers-admin-token-0123456789abcdef";
      const repo = makeContentRepo("content");
      const shared = {
        ...env,
        SITE_DIST: fixtureDist(),
        DATA_DIR: mkdtempSync(join(tmpdir(), "two-")),
        CONTENT_REPO: repo,
        PUBLISH_BUILD_COMMAND: JSON.stringify(FAKE_BUILD),
        ADMIN_TOKEN: token,
        CLOCK_START: NOW.toISOString(),
        RATE_LIMIT: "100000",
      };
      const [a, b] = await Promise.all([startServer(shared), startServer(shared)]);
      const admin = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
      const call = async (path: string, body?: unknown) =>
        (
          await fetchAgain(
            `${a}/admin/edit/api/${path}`,
            body === undefined ? { headers: admin } : { method: "POST", headers: admin, body: JSON.stringify(body) },
          )
        ).json() as Promise<Record<string, unknown>>;
      const page = (await call("page?file=pages/contact.json")).doc as {
        sections: Array<Record<string, unknown>>;
      } & Record<string, unknown>;
      const section = page.sections.find((x) => x.type === "form")!;
      const form = {
        ...section,
        id: "oferta-form",
        action: { ...(section.action as object), url: "/api/forms/oferta-form" },
      };
      // With the contact page's opening section: the publish gate refuses a page without its h1.
      const doc = {
        ...page,
        path: "/oferta",
        meta: { title: "Oferta | {product}", description: "La oferta de este mes." },
        sections: [page.sections[0], form],
      };
      expect(await post(b, "/api/forms/oferta-form", contact)).toBe(404);

      expect((await call("save", { file: "pages/oferta.json", doc, hash: null })).status).toBe("saved");
      const job = await call("publish", { file: "pages/oferta.json" });
      let state = job;
      while (state.state === "queued" || state.state === "building") {
        await new Promise((r) => setTimeout(r, 100));
        state = await call(`publish-status?id=${String(job.id)}`);
      }
      expect(state.state, String(state.message)).toBe("live");
      expect(await post(a, "/api/forms/oferta-form", contact)).toBe(201);
      // The other instance: told by NOTIFY (and, failing that, by its 2-second read of the branch).
      let status = 0;
      for (let i = 0; i < 50 && status !== 201; i++) {
        status = await post(b, "/api/forms/oferta-form", { ...contact, message: `intento ${i}` });
        if (status !== 201) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(201);
    },
  );
});
