// @vitest-environment node
// What a CDN in front of the server is told it may keep (cache-policy.ts):
// pages briefly at the edge and revalidated by browsers with a strong ETag,
// hashed assets for a year, /admin and /api never, and nothing that differs
// between two visitors.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignArm } from "../../src/core/experiments/assign.ts";
import { VISITOR_COOKIE } from "../experiments/exposures.ts";
import { sqliteEngine } from "../testing/engines.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import type { Store } from "../store/index.ts";

const engine = sqliteEngine();
afterAll(() => engine.teardown());
const TOKEN = "cache-policy-admin-token-0123456789abcdef";

let app: ReturnType<typeof testApp>;
let store: Store;
beforeAll(async () => {
  store = (await engine.open()).store;
  const dist = fixtureDist();
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "index-3f9a1c.js"), "console.log(1)");
  // pages/agendar-demo.json runs an A/B test: its arms are chosen in the browser, from one shared page.
  writeFileSync(join(dist, "agendar-demo.html"), `<!doctype html><title>Agendar</title>${"<p>demo</p>".repeat(300)}`);
  app = testApp(store, { adminToken: TOKEN, dist });
});

const cacheOf = (res: Response) => res.headers.get("cache-control") ?? "";

describe("pages", () => {
  it("may be held by a CDN a short while and by Varnish longer, never by a browser without asking", async () => {
    const page = await app.request("/about");
    expect(page.status).toBe(200);
    expect(cacheOf(page)).toMatch(/^public, max-age=0, s-maxage=60, stale-while-revalidate=60\b/);
    expect(page.headers.get("surrogate-control")).toMatch(/^max-age=600, stale-while-revalidate=60\b/);
    // The _headers rules still apply beside the policy.
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });

  it("carry a strong ETag of their content, answered 304 with no body when the copy is current", async () => {
    const first = await app.request("/about");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{20}"$/);
    expect((await app.request("/about")).headers.get("etag")).toBe(etag);
    expect((await app.request("/contact")).headers.get("etag")).not.toBe(etag);
    const again = await app.request("/about", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(cacheOf(again)).toBe(cacheOf(first));
    // A list, or the weak form a CDN sends after compressing it, still matches; another tag does not.
    expect((await app.request("/about", { headers: { "If-None-Match": `"x", W/${etag}` } })).status).toBe(304);
    expect((await app.request("/about", { headers: { "If-None-Match": '"otro"' } })).status).toBe(200);
  });

  it("name the gzip copy with an ETag of its own, and vary on the encoding only", async () => {
    const plain = await app.request("/about");
    const gzip = await app.request("/about", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).toBe(plain.headers.get("etag")!.replace(/"$/, '-gz"'));
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(gzip.headers.get("vary")).toBe("Accept-Encoding");
    const current = { "Accept-Encoding": "gzip", "If-None-Match": gzip.headers.get("etag")! };
    expect((await app.request("/about", { headers: current })).status).toBe(304);
  });

  it("of an A/B test are the same answer for every visitor: nothing varies on the cookie, none is set", async () => {
    const visitor = "0123456789abcdef0123456789abcdef";
    const withCookie = await app.request("/agendar-demo", {
      headers: { Cookie: `${VISITOR_COOKIE}=${visitor}; ab_arm=b`, "Accept-Encoding": "gzip" },
    });
    const stranger = await app.request("/agendar-demo", { headers: { "Accept-Encoding": "gzip" } });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get("etag")).toBe(stranger.headers.get("etag"));
    expect(Buffer.from(await withCookie.arrayBuffer())).toEqual(Buffer.from(await stranger.arrayBuffer()));
    for (const res of [withCookie, stranger]) {
      // Shared at the edge, and safely: one copy is right for everyone.
      expect(cacheOf(res)).toMatch(/^public, /);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  it("missing answer 404 with the page policy and no ETag, even under /assets/", async () => {
    for (const path of ["/nada", "/assets/index-000000.js"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(cacheOf(res), path).toMatch(/^public, max-age=0, s-maxage=60/);
      expect(res.headers.get("etag"), path).toBeNull();
    }
  });

  it("moved to another address answer a 301 the CDN holds like a page", async () => {
    const res = await app.request("/en/");
    expect(res.status).toBe(301);
    expect(cacheOf(res)).toMatch(/^public, max-age=0, s-maxage=60/);
  });
});

it("hashed assets are kept a year and never asked for again", async () => {
  const res = await app.request("/assets/index-3f9a1c.js");
  expect(res.status).toBe(200);
  expect(cacheOf(res)).toBe("public, max-age=31536000, immutable");
  expect(res.headers.get("surrogate-control")).toBeNull();
});

describe("never stored", () => {
  it("/admin: its pages, refusals and 404s, signed in or not", async () => {
    const answers = [
      await app.request("/admin"),
      await app.request("/admin/login"),
      await app.request("/admin/nada"),
      await app.request("/admin/leads"),
      await app.request("/admin/leads", { headers: { Authorization: `Bearer ${TOKEN}` } }),
      await app.request("/admin/login", {
        method: "POST",
        body: "x".repeat(100),
        headers: { Origin: "https://otro.example" },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual(expect.arrayContaining([200, 404]));
    for (const res of answers) {
      expect(cacheOf(res), res.url).toBe("no-store");
      expect(res.headers.get("surrogate-control")).toBeNull();
    }
  });

  it("/api: answers, refusals, 404s and the A/B exposure that sets the visitor's cookie", async () => {
    const visitor = "00000000000000000000000000000001";
    const arms = [
      { name: "control", weight: 50 },
      { name: "b", weight: 50 },
    ];
    const arm = assignArm("agendar-demo-hero-2026-11", visitor, arms);
    const exposure = await app.request("/api/experiments/exposure", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ experiment: "agendar-demo-hero-2026-11", arm, visitor }),
    });
    expect(exposure.headers.get("set-cookie")).toContain(`${VISITOR_COOKIE}=${visitor}`);
    const answers = [
      exposure,
      await app.request("/api/slots?date=2026-12-03"),
      await app.request("/api/nada"),
      await app.request("/api/forms/formulario", {
        method: "POST",
        body: "{}",
        headers: { Origin: "https://otro.example" },
      }),
      await app.request("/api/forms/formulario", {
        method: "POST",
        body: "{",
        headers: { "Content-Type": "application/json" },
      }),
    ];
    expect(answers.map((r) => r.status)).toEqual(expect.arrayContaining([200, 204, 400, 403, 404]));
    for (const res of answers) expect(cacheOf(res)).toBe("no-store");
  });
});

describe("/healthz", () => {
  it("answers 200 while the release is complete and the store answers, never stored", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(cacheOf(res)).toBe("no-store");
  });

  it("answers 503 without a complete release, or when the store does not answer", async () => {
    const empty = testApp(store, { dist: join(fixtureDist(), "nada") });
    expect((await empty.request("/healthz")).status).toBe(503);
    const broken = { ...store, db: { ...store.db, get: () => Promise.reject(new Error("connection refused")) } };
    const down = testApp(broken as Store);
    const res = await down.request("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ problem: "store_unavailable" });
  });
});
