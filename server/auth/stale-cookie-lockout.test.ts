// @vitest-environment node
// Attack (or accident): from an office's one address, reloads with an
// expired or made-up session cookie, or wrong Bearer tokens, used to give
// everyone at that address (valid sessions included) a bare-text 429 for a
// minute. Now an unknown or stale cookie is cleared and never counted; wrong
// tokens slow only tokens; a valid session is never refused by the count;
// a refusal for a person is the styled Spanish page.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { NOW, testApp } from "../testing/fixtures.ts";
import { person, signedIn } from "../publish/testing/people.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());
const TOKEN = "s3cret-admin-token-for-tests-0123456789";
const OFFICE = { "x-test-address": "192.0.2.50" };
const page = { ...OFFICE, Accept: "text/html" };

describe("stale-cookie lockout", () => {
  it("clears unknown and expired session cookies without counting them against the address", async () => {
    const { store } = await engine.open();
    const clock = { now: NOW.getTime() };
    const app = testApp(store, { adminToken: TOKEN, now: () => new Date(clock.now) });
    await person(store, "ana@mesalia.example", "owner");
    await person(store, "luis@mesalia.example", "owner");
    const stale = await signedIn(app, "luis@mesalia.example");
    clock.now += 3 * 60 * 60 * 1000; // Luis's session has been idle past 2 h
    const ana = await signedIn(app, "ana@mesalia.example");
    for (let i = 0; i < 25; i++) {
      const cookie = i % 2 ? stale.cookie : `admin_session=${"x".repeat(43)}${i}`;
      const reload = await app.request("/admin/users", { headers: { ...page, Cookie: cookie } });
      expect(reload.status, `reload ${i}`).toBe(303);
      expect(reload.headers.get("location")).toMatch(/^\/admin\/login/);
      expect(reload.headers.getSetCookie().join("\n")).toMatch(/admin_session=;.*Max-Age=0/);
    }
    expect((await app.request("/admin/users", { headers: { ...page, Cookie: ana.cookie } })).status).toBe(200);
  });

  it("wrong Bearer tokens slow tokens from that address, never a valid session there; the refusal is a styled Spanish page", async () => {
    const { store } = await engine.open();
    const app = testApp(store, { adminToken: TOKEN, now: () => NOW });
    await person(store, "ana@mesalia.example", "owner");
    const ana = await signedIn(app, "ana@mesalia.example");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await app.request("/admin/export.csv", { headers: { ...OFFICE, Authorization: `Bearer wrong-${i}` } })).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Ana, signed in at the same address, is not refused.
    expect((await app.request("/admin/users", { headers: { ...page, Cookie: ana.cookie } })).status).toBe(200);
    // A browser sending a token while throttled gets the admin's page, in Spanish, not bare text.
    const refused = await app.request("/admin/users", { headers: { ...page, Authorization: "Bearer wrong-again" } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await refused.text();
    expect(text).toContain('<html lang="es">');
    expect(text).toMatch(/Demasiados intentos fallidos\. Vuelve a intentarlo en \d+ s\./);
  });
});
