// @vitest-environment node
// Attack: someone with an account of their own signs in to it, gets a
// "known browser" cookie, and uses it to guess another person's password
// without being slowed (a known browser skipped the account's and the
// address's counts). The cookie is bound to the account it signed in to:
// against anyone else it is an unknown browser. It also ends with the account.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { NOW, testApp } from "../testing/fixtures.ts";
import { PASSWORD, person } from "../publish/testing/people.ts";
import { authStore } from "./store.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

const login = (app: ReturnType<typeof testApp>, email: string, password: string, headers: Record<string, string>) =>
  app.request("/admin/login", { method: "POST", headers, body: new URLSearchParams({ email, password }) });
const deviceOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("admin_device=")) ?? "";

describe("device-cookie guessing", () => {
  it("a browser known to one's own account is a stranger to another's: 12 guesses get 5 answers, then waits", async () => {
    const { store } = await engine.open();
    const app = testApp(store, { now: () => NOW });
    await person(store, "victima@mesalia.example", "owner");
    await person(store, "atacante@mesalia.example", "editor");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const address = { "x-test-address": `198.51.100.${i}` };
      const device = deviceOf(await login(app, "atacante@mesalia.example", PASSWORD, address));
      expect(device, "the attacker's own sign-in gives a device cookie").not.toBe("");
      statuses.push(
        (await login(app, "victima@mesalia.example", `intento-${i}`, { ...address, Cookie: device })).status,
      );
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it("a device cookie ends with its account: the account made again under the same email does not trust it", async () => {
    const { store } = await engine.open();
    const app = testApp(store, { now: () => NOW });
    const first = await person(store, "marta@mesalia.example", "editor");
    const device = deviceOf(await login(app, "marta@mesalia.example", PASSWORD, { "x-test-address": "192.0.2.1" }));
    await authStore(store.db).removeUser(first.id);
    await person(store, "marta@mesalia.example", "editor");
    // Someone guessed at the new account from elsewhere: five failures, so a stranger's browser must now wait.
    for (let i = 0; i < 5; i++)
      expect(
        (await login(app, "marta@mesalia.example", `intento-${i}`, { "x-test-address": `203.0.113.${i}` })).status,
      ).toBe(401);
    // The old account's browser is a stranger to the new one: it waits too.
    expect(
      (await login(app, "marta@mesalia.example", PASSWORD, { "x-test-address": "192.0.2.1", Cookie: device })).status,
    ).toBe(429);
  });
});
