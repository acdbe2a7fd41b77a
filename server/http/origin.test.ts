// @vitest-environment node
// The one cross-site policy (every /api and /admin route goes through it):
// this site's page may change things, another site's may not; behind trusted
// proxies (TRUST_PROXY) the public host they forward is this site's, and
// without them a forwarded host proves nothing.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { originGuard, type SitePolicy } from "./origin.ts";

const app = (policy: SitePolicy) => new Hono().use(originGuard(policy, "otro sitio")).all("/", (c) => c.text("ok"));
const post = (policy: SitePolicy, headers: Record<string, string>) =>
  app(policy).request("http://127.0.0.1:4173/", { method: "POST", headers });

describe("the cross-site policy", () => {
  it("lets this site's page and a script without an Origin change things, never another site's page", async () => {
    expect((await post({}, { Origin: "http://127.0.0.1:4173" })).status).toBe(200);
    expect((await post({}, {})).status).toBe(200);
    expect((await post({}, { Origin: "http://evil.test" })).status).toBe(403);
    expect(
      (await app({}).request("http://127.0.0.1:4173/", { headers: { Origin: "http://evil.test" } })).status,
      "a read",
    ).toBe(200);
  });

  it("behind a trusted proxy, takes the public host it forwards as this site; without one, a forwarded host proves nothing", async () => {
    const proxied = { Host: "127.0.0.1:4173", "X-Forwarded-Host": "mesalia.com", "X-Forwarded-Proto": "https" };
    expect((await post({ trustProxy: 1 }, { ...proxied, Origin: "https://mesalia.com" })).status).toBe(200);
    expect((await post({ trustProxy: 1 }, { ...proxied, Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({}, { ...proxied, Origin: "https://mesalia.com" })).status).toBe(403);
    expect(
      (await post({ siteUrl: "https://mesalia.com" }, { Origin: "https://mesalia.com" })).status,
      "SITE_URL's origin",
    ).toBe(200);
  });

  it("lets /api's allowed origins post, and only those", async () => {
    expect((await post({ allowed: ["https://cdn.example.com"] }, { Origin: "https://cdn.example.com" })).status).toBe(
      200,
    );
    expect(
      (await post({ allowed: ["https://cdn.example.com"] }, { Origin: "https://cdn.example.com.evil.test" })).status,
    ).toBe(403);
  });
});
