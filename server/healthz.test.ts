import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { healthz } from "./healthz.ts";
import type { Store } from "./store/index.ts";

const TOKEN = "a-long-enough-admin-token-for-the-test-0123456789";
const app = () => {
  const store = { db: { get: async () => ({ one: 1 }) } } as unknown as Store;
  const rows = [{ id: "10.0.0.12:4173", commit: "abc", since: 0, seenMsAgo: 100, live: true }];
  return new Hono().get(
    "/healthz",
    healthz({
      servesCompleteRelease: () => true,
      store,
      commit: () => "abc",
      instances: async () => rows as never,
      adminToken: TOKEN,
    }),
  );
};

describe("GET /healthz", () => {
  it("answers the balancer with the commit served, and no instance's address", async () => {
    const answer = await app().request("/healthz");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, commit: "abc" });
  });

  it("lists the instances only to an operator with the admin token (their internal addresses are not a visitor's)", async () => {
    const anyone = await app().request("/healthz?instances");
    expect(anyone.status).toBe(401);
    expect(await anyone.text()).not.toContain("10.0.0.12");
    const wrong = await app().request("/healthz?instances", { headers: { Authorization: "Bearer guess" } });
    expect(wrong.status).toBe(401);
    const operator = await app().request("/healthz?instances", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(operator.status).toBe(200);
    expect((await operator.json()).instances[0].id).toBe("10.0.0.12:4173");
  });
});
