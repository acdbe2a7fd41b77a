// @vitest-environment node
// Accounts and roles: invitations, sign-in, every /admin endpoint × each role
// (and signed out), CSRF, session expiry and revocation, slowed guessing,
// the audit log. On SQLite and (when installed) PostgreSQL.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "../testing/engines.ts";
import { contact, json, NOW, testApp } from "../testing/fixtures.ts";
import type { Store } from "../store/index.ts";
import { runUsers } from "./cli.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { Role } from "../roles.ts";
import { authStore } from "./store.ts";
import { ACCOUNT_RULE, waitSeconds } from "./throttle.ts";

const TOKEN = "s3cret-admin-token-for-tests-0123456789";
const PASSWORD = "una frase larga de prueba";
const ORIGIN = "http://localhost";
type AppOptions = Parameters<typeof testApp>[1] & object;
/** The users page a form's 303 leads to, with the message the form left for it (its cookie). */
async function usersPageAfter(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  response: Response,
  cookie: string | undefined,
) {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/admin/users");
  const flash = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("users_flash="));
  return (await app.request("/admin/users", { headers: { Cookie: `${cookie}; ${flash}` } })).text();
}
const engines = [sqliteEngine(), postgresEngine()];
// Under load the throwaway PostgreSQL takes a while to start and stop.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

const HOUR = 60 * 60 * 1000;

describe("slowing guesses", () => {
  it("lets five typos through, then doubles the wait from 1 s up to 15 minutes, and forgets after a quiet hour", () => {
    const at = new Date("2026-11-26T10:00:00Z");
    const later = (ms: number) => new Date(at.getTime() + ms);
    expect(waitSeconds(ACCOUNT_RULE, 4, at, at)).toBe(0);
    expect(waitSeconds(ACCOUNT_RULE, 5, at, at)).toBe(1);
    expect(waitSeconds(ACCOUNT_RULE, 8, at, later(2000))).toBe(6);
    expect(waitSeconds(ACCOUNT_RULE, 40, at, at)).toBe(15 * 60);
    expect(waitSeconds(ACCOUNT_RULE, 40, at, later(15 * 60 * 1000))).toBe(0);
    expect(waitSeconds(ACCOUNT_RULE, 40, at, later(HOUR))).toBe(0);
  });

  it("hashes passwords with argon2id and its parameters, a new salt each time", async () => {
    const a = await hashPassword(PASSWORD);
    expect(a).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(await hashPassword(PASSWORD));
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}.`, a)).toBe(false);
  });
});

describe.each(engines)("accounts on $name", (engine) => {
  const setup = async (token: string | undefined = TOKEN, extra: Partial<AppOptions> = {}) => {
    const { store, env } = await engine.open();
    const clock = { now: NOW.getTime() };
    const app = testApp(store, { adminToken: token, now: () => new Date(clock.now), ...extra });
    return { store, env, app, clock, users: authStore(store.db) };
  };
  /** A person with a password already set. */
  const person = async (store: Store, email: string, role: Role) => {
    const users = authStore(store.db);
    const user = (await users.addUser(email, role, email.split("@")[0]!, NOW.toISOString()))!;
    await users.setPassword(user.id, await hashPassword(PASSWORD), user.name);
    return user;
  };
  type App = Awaited<ReturnType<typeof setup>>["app"];
  const signIn = async (app: App, email: string, password = PASSWORD, headers: Record<string, string> = {}) =>
    app.request("/admin/login", { method: "POST", headers, body: new URLSearchParams({ email, password }) });
  const cookieOf = (response: Response, name = "admin_session") =>
    (response.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]!).find((c) => c.startsWith(`${name}=`)) ?? "";
  const session = async (app: App, email: string) => {
    const cookie = cookieOf(await signIn(app, email));
    const me = (await (await app.request("/admin/api/me", { headers: { Cookie: cookie } })).json()) as {
      csrfToken: string;
      role: Role;
    };
    return { cookie, csrf: me.csrfToken, headers: { Cookie: cookie, Origin: ORIGIN, "X-CSRF-Token": me.csrfToken } };
  };

  describe.skipIf(Boolean(engine.skip))("", () => {
    it("npm run users: add prints a one-time link (24 h) where the person sets a password, then signs in; list, role, remove", async () => {
      const { env, app, clock } = await setup();
      const out: string[] = [];
      const run = (...args: string[]) =>
        runUsers(
          args,
          { ...env, SITE_URL: "https://www.mesalia.example/" },
          (line) => out.push(line),
          new Date(clock.now),
        );
      expect(await run("add", "Marta@Mesalia.example", "--role", "publisher")).toBe(0);
      const url = out.find((line) => line.startsWith("https://www.mesalia.example/admin/invite/"))!;
      expect(url).toBeDefined();
      const path = new URL(url).pathname;
      expect((await app.request(path)).status).toBe(200);
      expect(await (await app.request(path)).text()).toContain("marta@mesalia.example");
      // A short password or a mismatch is refused and the link still works.
      const set = (password: string, repeat = password) =>
        app.request(path, {
          method: "POST",
          headers: { Origin: ORIGIN },
          body: new URLSearchParams({ name: "Marta", password, repeat }),
        });
      expect((await set("corta")).status).toBe(422);
      expect((await set(PASSWORD, `${PASSWORD}x`)).status).toBe(422);
      const done = await set(PASSWORD);
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/admin/edit");
      expect(cookieOf(done)).not.toBe("");
      // Once only.
      expect((await set(PASSWORD)).status).toBe(410);
      expect((await app.request(path)).status).toBe(410);
      expect((await signIn(app, "marta@mesalia.example")).status).toBe(303);

      out.length = 0;
      await run("list");
      expect(out.join("\n")).toMatch(/marta@mesalia\.example\tpublisher\tMarta\tactivo/);
      const { cookie } = await session(app, "marta@mesalia.example");
      expect(await run("role", "marta@mesalia.example", "owner")).toBe(0);
      expect((await app.request("/admin/users", { headers: { Cookie: cookie } })).status).toBe(200);
      expect(await run("remove", "marta@mesalia.example")).toBe(0);
      expect((await app.request("/admin/api/me", { headers: { Cookie: cookie } })).status).toBe(401);
      expect((await signIn(app, "marta@mesalia.example")).status).toBe(401);

      // A link not used within 24 h is dead.
      out.length = 0;
      await run("add", "tarde@mesalia.example", "--role", "editor");
      const late = new URL(out.find((line) => line.includes("/admin/invite/"))!).pathname;
      clock.now += 24 * HOUR + 1000;
      expect((await app.request(late)).status).toBe(410);
      expect(await run("add", "tarde@mesalia.example", "--role", "editor")).toBe(1);
      expect(await run("add", "x@mesalia.example")).toBe(1);
    });

    it("every /admin endpoint × each role and signed out: the role is checked on the server", async () => {
      const { app, store } = await setup();
      await app.request("/api/forms/formulario", json(contact));
      for (const role of ["editor", "publisher", "owner"] as const)
        await person(store, `${role}@mesalia.example`, role);
      const other = await person(store, "otra@mesalia.example", "editor");
      const sessions = {
        editor: await session(app, "editor@mesalia.example"),
        publisher: await session(app, "publisher@mesalia.example"),
        owner: await session(app, "owner@mesalia.example"),
      };
      const endpoints: Array<{ method: "GET" | "POST"; path: string; role: Role; body?: Record<string, string> }> = [
        { method: "GET", path: "/admin/api/me", role: "editor" },
        { method: "GET", path: "/admin/experiments", role: "publisher" },
        { method: "GET", path: "/admin/experiments.csv", role: "publisher" },
        { method: "POST", path: "/admin/experiments/precio/winner", role: "publisher" },
        { method: "POST", path: "/admin/experiments/precio/stop", role: "publisher" },
        { method: "GET", path: "/admin", role: "owner" },
        { method: "GET", path: "/admin/bookings", role: "owner" },
        { method: "GET", path: "/admin/submissions/1", role: "owner" },
        { method: "GET", path: "/admin/spam", role: "owner" },
        { method: "GET", path: "/admin/privacy", role: "owner" },
        { method: "GET", path: "/admin/export.csv", role: "owner" },
        { method: "GET", path: "/admin/users", role: "owner" },
        { method: "GET", path: "/admin/audit", role: "owner" },
        { method: "POST", path: "/admin/erase", role: "owner", body: { email: "nadie@example.com" } },
        { method: "POST", path: "/admin/spam/submission/1/restore", role: "owner" },
        {
          method: "POST",
          path: "/admin/users",
          role: "owner",
          body: { email: "nueva@mesalia.example", role: "editor" },
        },
        { method: "POST", path: `/admin/users/${other.id}/role`, role: "owner", body: { role: "publisher" } },
        { method: "POST", path: `/admin/users/${other.id}/link`, role: "owner" },
        { method: "POST", path: `/admin/users/${other.id}/remove`, role: "owner" },
      ];
      const rank = { translator: 0, editor: 1, publisher: 2, owner: 3 };
      for (const e of endpoints) {
        const request = (headers: Record<string, string>) =>
          app.request(e.path, { method: e.method, headers, body: e.body ? new URLSearchParams(e.body) : undefined });
        const out = await request({ Origin: ORIGIN });
        expect(out.status, `${e.method} ${e.path} signed out`).toBe(401);
        for (const role of ["editor", "publisher", "owner"] as const) {
          const response = await request(sessions[role].headers);
          const label = `${e.method} ${e.path} as ${role}`;
          if (rank[role] < rank[e.role]) {
            expect(response.status, label).toBe(403);
            expect(((await response.json()) as { error: string }).error, label).toMatch(
              /Tu rol \(\w+\) no permite esto/,
            );
          } else expect([401, 403], label).not.toContain(response.status);
        }
      }
      // A person who opens an owner's page gets a Spanish page, not the inbox.
      const page = await app.request("/admin", { headers: { Cookie: sessions.editor.cookie, Accept: "text/html" } });
      expect(page.status).toBe(403);
      expect(await page.text()).toContain("Tu rol (Editor) no permite esto: hace falta Propietario.");
      // Signed out, a page asks to sign in and comes back.
      const ask = await app.request("/admin/users", { headers: { Accept: "text/html" } });
      expect(ask.headers.get("location")).toBe("/admin/login?next=%2Fadmin%2Fusers");
    });

    it("CSRF: a session's change needs this origin and its token (header or form field); Bearer scripts are exempt", async () => {
      const { app, store, users } = await setup();
      await person(store, "owner@mesalia.example", "owner");
      const target = await person(store, "editora@mesalia.example", "editor");
      const { cookie, csrf } = await session(app, "owner@mesalia.example");
      const promote = (headers: Record<string, string>, body: Record<string, string> = { role: "publisher" }) =>
        app.request(`/admin/users/${target.id}/role`, { method: "POST", headers, body: new URLSearchParams(body) });
      const refused: Array<Record<string, string>> = [
        { Cookie: cookie, Origin: ORIGIN },
        { Cookie: cookie, Origin: ORIGIN, "X-CSRF-Token": "forged-token" },
        { Cookie: cookie, "X-CSRF-Token": csrf },
        { Cookie: cookie, Origin: "https://evil.example", "X-CSRF-Token": csrf },
        { Cookie: cookie, Origin: "null", "X-CSRF-Token": csrf },
      ];
      for (const headers of refused) expect((await promote(headers)).status, JSON.stringify(headers)).toBe(403);
      expect((await users.userById(target.id))?.role).toBe("editor");
      // Another person's token does not fit this session.
      await person(store, "otro@mesalia.example", "owner");
      const stranger = await session(app, "otro@mesalia.example");
      expect((await promote({ Cookie: cookie, Origin: ORIGIN, "X-CSRF-Token": stranger.csrf })).status).toBe(403);
      // The forms of the admin pages carry it as a field.
      const usersPage = await (
        await app.request("/admin/users", { headers: { Cookie: cookie, Accept: "text/html" } })
      ).text();
      const forms = usersPage.match(/<form\b[^>]*method="post"[^>]*>/g) ?? [];
      expect(forms.length).toBeGreaterThan(3);
      expect(usersPage.split(`name="_csrf" value="${csrf}"`).length - 1).toBe(forms.length);
      expect((await promote({ Cookie: cookie, Origin: ORIGIN }, { role: "publisher", _csrf: csrf })).status).toBe(303);
      expect((await users.userById(target.id))?.role).toBe("publisher");
      expect((await promote({ Cookie: cookie, Origin: ORIGIN, "X-CSRF-Token": csrf }, { role: "owner" })).status).toBe(
        303,
      );
      expect((await users.userById(target.id))?.role).toBe("owner");
      // A script with the token sends no cookie: nothing to forge.
      expect((await promote({ Authorization: `Bearer ${TOKEN}` }, { role: "editor" })).status).toBe(303);
      expect((await users.userById(target.id))?.role).toBe("editor");
    });

    it("a session ends after 2 h idle, after 12 h in any case, at sign-out, on removal; a role change applies at once", async () => {
      const { app, store, clock, users } = await setup();
      await person(store, "owner@mesalia.example", "owner");
      const me = (cookie: string) => app.request("/admin/api/me", { headers: { Cookie: cookie } });
      const idle = await session(app, "owner@mesalia.example");
      clock.now += 2 * HOUR - 60_000;
      expect((await me(idle.cookie)).status).toBe(200);
      clock.now += 2 * HOUR - 60_000;
      expect((await me(idle.cookie)).status).toBe(200);
      clock.now += 2 * HOUR + 1000;
      expect((await me(idle.cookie)).status).toBe(401);

      const busy = await session(app, "owner@mesalia.example");
      for (let i = 0; i < 12; i++) {
        clock.now += HOUR - 1000;
        expect((await me(busy.cookie)).status, `after ${i + 1} h`).toBe(200);
      }
      clock.now += 13_000;
      expect((await me(busy.cookie)).status).toBe(401);

      const a = await session(app, "owner@mesalia.example");
      const b = await session(app, "owner@mesalia.example");
      const out = await app.request("/admin/logout", { method: "POST", headers: a.headers });
      expect(out.status).toBe(303);
      expect((await me(a.cookie)).status).toBe(401);
      expect((await me(b.cookie)).status).toBe(200);

      const editor = await person(store, "ed@mesalia.example", "editor");
      const ed = await session(app, "ed@mesalia.example");
      expect((await app.request("/admin/experiments", { headers: { Cookie: ed.cookie } })).status).toBe(403);
      await app.request(`/admin/users/${editor.id}/role`, {
        method: "POST",
        headers: b.headers,
        body: new URLSearchParams({ role: "publisher" }),
      });
      expect((await app.request("/admin/experiments", { headers: { Cookie: ed.cookie } })).status).not.toBe(403);
      const removed = await app.request(`/admin/users/${editor.id}/remove`, { method: "POST", headers: b.headers });
      expect(await usersPageAfter(app, removed, b.headers.Cookie)).toContain("ya no tiene acceso");
      expect((await me(ed.cookie)).status).toBe(401);
      expect(await users.userByEmail("ed@mesalia.example")).toBeUndefined();

      // Rotating ADMIN_TOKEN ends the token's sessions.
      const tokenSignIn = await app.request("/admin/login", {
        method: "POST",
        body: new URLSearchParams({ token: TOKEN }),
      });
      const tokenCookie = cookieOf(tokenSignIn);
      expect((await me(tokenCookie)).status).toBe(200);
      const rotated = testApp(store, { adminToken: `${TOKEN}-rotated`, now: () => new Date(clock.now) });
      expect((await rotated.request("/admin/api/me", { headers: { Cookie: tokenCookie } })).status).toBe(401);
    });

    it("guessing a password is slowed per account and per address; the person's own browser is not", async () => {
      const { app, store, clock } = await setup();
      await person(store, "owner@mesalia.example", "owner");
      const office = { "x-test-address": "192.0.2.7" };
      const known = cookieOf(await signIn(app, "owner@mesalia.example", PASSWORD, office), "admin_device");
      expect(known).not.toBe("");
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await signIn(app, "owner@mesalia.example", `guess-${i}`, { "x-test-address": `198.51.100.${i}` })).status,
        );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // The right password from a new browser waits too (no hint the guess was right) …
      const early = await signIn(app, "owner@mesalia.example", PASSWORD, office);
      expect(early.status).toBe(429);
      expect(Number(early.headers.get("retry-after"))).toBe(1);
      expect(await early.text()).toContain("Vuelve a intentarlo en 1 s.");
      // … but not from the browser the owner signed in with before.
      expect((await signIn(app, "owner@mesalia.example", PASSWORD, { ...office, Cookie: known })).status).toBe(303);
      // After the wait a stranger's browser may try again.
      clock.now += 1000;
      expect((await signIn(app, "owner@mesalia.example", PASSWORD, office)).status).toBe(303);

      // A burst of simultaneous guesses is counted one by one: five tries, not twelve.
      await person(store, "burst@mesalia.example", "editor");
      const burst = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(app, "burst@mesalia.example", `guess-${i}`, { "x-test-address": `198.51.101.${i}` }),
        ),
      );
      expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(7);

      // One address trying many accounts: twenty free, then waits; other addresses are not affected.
      const bot = { "x-test-address": "203.0.113.9" };
      const botStatuses: number[] = [];
      for (let i = 0; i < 21; i++) botStatuses.push((await signIn(app, `nadie${i}@example.com`, "x", bot)).status);
      expect(botStatuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(botStatuses[20]).toBe(429);
      // The owner's browser at that address (it signed in before) is not held back.
      expect((await signIn(app, "owner@mesalia.example", PASSWORD, { ...bot, Cookie: known })).status).toBe(303);
      expect((await signIn(app, "owner@mesalia.example", PASSWORD, { "x-test-address": "203.0.113.10" })).status).toBe(
        303,
      );
    });

    it("behind an HTTPS proxy (TRUST_PROXY=1): Secure cookies, the public origin accepted, the client's address throttled", async () => {
      const { store } = await engine.open();
      await person(store, "owner@mesalia.example", "owner");
      const app = testApp(store, { adminToken: TOKEN, trustProxy: 1, now: () => NOW });
      const proxied = (address: string) => ({
        Host: "mesalia.example",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": address,
      });
      const login = await app.request("http://mesalia.example/admin/login", {
        method: "POST",
        headers: { ...proxied("198.51.100.1"), Origin: "https://mesalia.example" },
        body: new URLSearchParams({ email: "owner@mesalia.example", password: PASSWORD }),
      });
      expect(login.status).toBe(303);
      for (const cookie of login.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
      const cookie = cookieOf(login);
      const { csrfToken } = (await (
        await app.request("http://mesalia.example/admin/api/me", {
          headers: { ...proxied("198.51.100.1"), Cookie: cookie },
        })
      ).json()) as { csrfToken: string };
      const invite = (origin: string) =>
        app.request("http://mesalia.example/admin/users", {
          method: "POST",
          headers: { ...proxied("198.51.100.1"), Cookie: cookie, Origin: origin, "X-CSRF-Token": csrfToken },
          body: new URLSearchParams({ email: `${origin.length}@mesalia.example`, role: "editor" }),
        });
      expect((await invite("https://mesalia.example")).status).toBe(303);
      expect((await invite("https://evil.example")).status).toBe(403);
      // Each client behind the proxy has its own count.
      for (let i = 0; i < 20; i++)
        await app.request("http://mesalia.example/admin/login", {
          method: "POST",
          headers: proxied("203.0.113.66"),
          body: new URLSearchParams({ email: `n${i}@example.com`, password: "x" }),
        });
      const blocked = await app.request("http://mesalia.example/admin/login", {
        method: "POST",
        headers: proxied("203.0.113.66"),
        body: new URLSearchParams({ email: "owner@mesalia.example", password: PASSWORD }),
      });
      expect(blocked.status).toBe(429);
      const other = await app.request("http://mesalia.example/admin/login", {
        method: "POST",
        headers: proxied("203.0.113.67"),
        body: new URLSearchParams({ email: "owner@mesalia.example", password: PASSWORD }),
      });
      expect(other.status).toBe(303);
    });

    it("a signed-in browser still gets the site's compressed pages intact under /admin (the CSRF field goes only into server pages)", async () => {
      const { app, store } = await setup();
      await person(store, "owner@mesalia.example", "owner");
      const { cookie } = await session(app, "owner@mesalia.example");
      const page = await app.request("/admin/no-such-page", {
        headers: { Cookie: cookie, Accept: "text/html", "Accept-Encoding": "gzip" },
      });
      expect(page.headers.get("content-encoding")).toBe("gzip");
      const { gunzipSync } = await import("node:zlib");
      expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("No encontrado");
    });

    it("the CSRF token is never written into a site page served under /admin (only the admin shell's own forms carry it)", async () => {
      const { store } = await engine.open();
      await person(store, "owner@mesalia.example", "owner");
      const dist = mkdtempSync(join(tmpdir(), "dist-"));
      writeFileSync(
        join(dist, "404.html"),
        '<!doctype html><form method="post" action="/api/forms/contacto"></form><form method="post" action="/admin/erase"></form><form method="post"></form>',
      );
      const app = testApp(store, { adminToken: TOKEN, dist, now: () => NOW });
      const { cookie, csrf } = await session(app, "owner@mesalia.example");
      const page = await (
        await app.request("/admin/preview/none", { headers: { Cookie: cookie, Accept: "text/html" } })
      ).text();
      expect(page).toContain('<form method="post" action="/admin/erase"></form>');
      expect(page).not.toContain(csrf);
    });

    it("the audit log: sign-ins (ok and failed), user changes and erasures, never a lead's data; the owner's, paged", async () => {
      const { app, store } = await setup();
      await app.request("/api/forms/formulario", json(contact));
      await person(store, "owner@mesalia.example", "owner");
      await signIn(app, "owner@mesalia.example", "mala");
      await signIn(app, "desconocida@example.com", "mala");
      const owner = await session(app, "owner@mesalia.example");
      const invited = await app.request("/admin/users", {
        method: "POST",
        headers: owner.headers,
        body: new URLSearchParams({ email: "nuevo@mesalia.example", role: "editor" }),
      });
      // No SITE_URL: the link is on the origin the owner is on (before: SITE_URL's default, http://localhost:4173).
      expect(await usersPageAfter(app, invited, owner.headers.Cookie)).toMatch(
        /value="http:\/\/localhost\/admin\/invite\/[\w-]{43}"/,
      );
      await app.request("/admin/erase", {
        method: "POST",
        headers: owner.headers,
        body: new URLSearchParams({ email: contact.email }),
      });
      const entries = await authStore(store.db).listAudit(50, 0);
      expect(entries.map((e) => e.action).reverse()).toEqual([
        "signin.fail",
        "signin.fail",
        "signin.ok",
        "user.invite",
        "lead.erase",
      ]);
      expect(entries.find((e) => e.action === "lead.erase")).toMatchObject({
        actor: "owner@mesalia.example",
        detail: { rows: 1, by: "email" },
      });
      const all = JSON.stringify(entries);
      expect(all).not.toContain("restaurante.com");
      expect(all).not.toContain("desconocida");
      expect(all).not.toContain("mala");
      const page = await (
        await app.request("/admin/audit", { headers: { Cookie: owner.cookie, Accept: "text/html" } })
      ).text();
      // In sentences, by the person's name when the account has one (never action codes).
      expect(page).toContain("no pudo entrar");
      expect(page).toMatch(/borró 1 contacto \(por email\)/);
      expect(page).not.toContain(">lead.erase<");
      expect(page).toContain("1–5 de 5");
      for (let i = 0; i < 60; i++)
        await authStore(store.db).addAudit({
          at: NOW.toISOString(),
          actorId: 1,
          actor: "x",
          action: "draft.save",
          detail: { page: `p${i}` },
        });
      const second = await (
        await app.request("/admin/audit?page=2", { headers: { Cookie: owner.cookie, Accept: "text/html" } })
      ).text();
      expect(second).toContain("51–65 de 65");
    });

    it("with SMTP set up, an invitation's link is mailed to the person; a refused mail is said, and the link stays to send by hand", async () => {
      const sent: Array<{ to: string; subject: string; text: string }> = [];
      let refuse = false;
      const { app, store } = await setup(TOKEN, {
        inviteMail: async (mail) => {
          if (refuse) throw new Error("550 mailbox unavailable");
          sent.push(mail);
        },
      });
      await person(store, "owner@mesalia.example", "owner");
      const owner = await session(app, "owner@mesalia.example");
      const invite = (email: string) =>
        app.request("/admin/users", {
          method: "POST",
          headers: owner.headers,
          body: new URLSearchParams({ email, name: "Lucía", role: "editor" }),
        });
      const page = await usersPageAfter(app, await invite("lucia@mesalia.example"), owner.headers.Cookie);
      expect(page).toContain("Enviado por email a lucia@mesalia.example.");
      const link = /value="(http:\/\/localhost\/admin\/invite\/[\w-]{43})"/.exec(page)?.[1];
      expect(sent).toEqual([
        {
          to: "lucia@mesalia.example",
          subject: "owner te invita a editar la web",
          text: expect.stringContaining(`Hola Lucía:\n\nowner te ha dado acceso como editor al editor de la web.`),
        },
      ]);
      expect(sent[0]!.text).toContain(`\n\n${link}\n\n`);
      refuse = true;
      const failed = await usersPageAfter(app, await invite("marc@mesalia.example"), owner.headers.Cookie);
      expect(failed).toContain("No se pudo enviar el email a marc@mesalia.example: copia el enlace y envíaselo tú.");
      expect(failed).toMatch(/value="http:\/\/localhost\/admin\/invite\/[\w-]{43}"/);
    });
  });
});
