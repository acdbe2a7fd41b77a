// @vitest-environment node
// Every /admin route (the editor's API, previews, sign-in and users, and the
// owner's and publisher's pages) × each role and signed out, with the role
// the server's one table gives it (server/admin/routes.ts): the minimum
// role gets its answer, a lower role 403, nobody 401, and every change made
// with a session but without the CSRF token 403. Both tables must list
// exactly the routes the app has (Hono's app.routes).
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { accessOf, ADMIN_ROUTES } from "../admin/routes.ts";
import type { Role, User } from "../roles.ts";
import { sqliteEngine } from "../testing/engines.ts";
import { contact, json, testApp } from "../testing/fixtures.ts";
import { writeDraft } from "./drafts.ts";
import { makeContentRepo } from "./testing/content-repo.ts";
import { ORIGIN, person, signedIn, type Session } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());
const ROLES = ["translator", "editor", "publisher", "owner"] as const;
const FILE = "pages/about.json";

type Body = { json: unknown } | { form: Record<string, string> } | { bytes: Uint8Array<ArrayBuffer> };
interface Row {
  /** The path requested (the route's parameters filled in); default: the route's own path. */
  path?: string;
  body?: (who: User) => Body | Promise<Body>;
  /** The answer to someone allowed (default 200): a handler's own refusal (404, 409) still shows the role check let them through. */
  ok?: number;
  /** The answer signed out (default 401, or `ok` for an open route). */
  out?: number;
  /** Each request gets its own new session (sign-out ends the one it is sent with). */
  fresh?: true;
}

describe("every /admin route × each role", () => {
  it("answers the minimum role and above, refuses lower roles (403) and nobody (401), and every change needs the CSRF token", async () => {
    const repo = makeContentRepo("content");
    const dir = mkdtempSync(join(tmpdir(), "publish-"));
    const adminDist = join(dir, "admin");
    mkdirSync(join(adminDist, ".vite"), { recursive: true });
    mkdirSync(join(adminDist, "assets"));
    writeFileSync(
      join(adminDist, ".vite/manifest.json"),
      JSON.stringify({ "index.html": { file: "assets/editor.js", isEntry: true } }),
    );
    writeFileSync(join(adminDist, "assets/editor.js"), "export {};");
    const { store } = await engine.open();
    const { publishing } = await testPublishing({ repo, dir, adminDist });
    const app = testApp(store, { publishing });
    await app.request("/api/forms/formulario", json(contact));
    const users = {} as Record<Role, User>;
    const sessions = {} as Record<Role, Session>;
    for (const r of ROLES) {
      users[r] = await person(store, `${r}@mesalia.example`, r);
      sessions[r] = await signedIn(app, `${r}@mesalia.example`);
    }
    const targets = await Promise.all(
      ["role", "link", "remove"].map((n) => person(store, `${n}@mesalia.example`, "editor")),
    );
    const head = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repo, encoding: "utf8" }).trim();
    const page = async () =>
      (await (
        await app.request(`/admin/edit/api/page?file=${FILE}`, { headers: { Cookie: sessions.owner.cookie } })
      ).json()) as { hash: string; doc: Record<string, unknown> };
    const draftOf = async (who: User) =>
      void (await writeDraft(repo, who, FILE, JSON.stringify((await page()).doc, null, 2), head, new Date()));
    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 40, channels: 3, background: "#6d28d9" } })
        .png()
        .toBuffer(),
    );
    const later = new Date(Date.now() + 3_600_000).toISOString();
    let invited = 0;

    const table: Record<string, Row> = {
      // Signing in and out, invitations: open (a bad link or password gets its own answer).
      "GET /admin/login": { ok: 303, out: 200 },
      "POST /admin/login": {
        body: () => ({ form: { email: "owner@mesalia.example", password: "una frase larga de prueba" } }),
        ok: 303,
      },
      "POST /admin/logout": { ok: 303, out: 303, fresh: true },
      "GET /admin/invite/:token": { path: "/admin/invite/no-existe", ok: 410 },
      "POST /admin/invite/:token": {
        path: "/admin/invite/no-existe",
        body: () => ({ form: { password: "una frase larga de prueba" } }),
        ok: 410,
      },
      "GET /admin/api/me": {},
      // The editor on the server.
      "GET /admin/edit": {},
      "GET /admin/edit/assets/*": { path: "/admin/edit/assets/editor.js" },
      "GET /admin/edit/api/editor-data": {},
      "GET /admin/edit/api/pages": {},
      "GET /admin/edit/api/page": { path: `/admin/edit/api/page?file=${FILE}` },
      "GET /admin/edit/api/images": {},
      "GET /admin/edit/api/translations": { path: `/admin/edit/api/translations?file=${FILE}` },
      "GET /admin/edit/api/history": { path: `/admin/edit/api/history?file=${FILE}` },
      "GET /admin/edit/api/version": { path: `/admin/edit/api/version?file=${FILE}&commit=${head}` },
      "GET /admin/edit/api/schedule": {},
      "GET /admin/edit/api/publish-status": { path: "/admin/edit/api/publish-status?id=no-existe", ok: 404 },
      "GET /admin/edit/api/preview-status": { path: "/admin/edit/api/preview-status?id=no-existe" },
      "POST /admin/edit/api/check": { body: () => ({ json: { docs: {} } }) },
      "POST /admin/edit/api/save": { body: async () => ({ json: { file: FILE, ...(await page()), text: undefined } }) },
      "POST /admin/edit/api/discard-draft": { body: () => ({ json: { file: FILE } }) },
      "POST /admin/edit/api/image": { body: () => ({ bytes: png }) },
      "POST /admin/edit/api/lock": { body: () => ({ json: { file: FILE } }) },
      "POST /admin/edit/api/preview": { body: async (who) => (await draftOf(who), { json: { file: FILE } }) },
      // A new page and an A/B variant are a publisher's; a translation is anyone's (a translator's only thing), published by a publisher.
      "POST /admin/edit/api/new-page": { body: () => ({ json: { path: "/nueva", title: "Nueva" } }) },
      "POST /admin/edit/api/variant": { body: () => ({ json: { file: "pages/no-existe.json" } }), ok: 404 },
      "POST /admin/edit/api/variant-draft": { body: () => ({ json: { file: "pages/no-existe.json" } }), ok: 404 },
      "POST /admin/edit/api/image-delete": {
        body: () => ({ json: { src: "/img/uploads/no-existe-800.webp" } }),
        ok: 404,
      },
      "POST /admin/edit/api/translations": {
        body: () => ({ json: { file: FILE, lang: "xx", source: "", text: "" } }),
        ok: 400,
      },
      "GET /admin/edit/api/site-translations": {},
      "POST /admin/edit/api/publish-translations": { body: () => ({ json: {} }), ok: 409 },
      // Review: an editor asks (and comments on their own), a publisher answers.
      "GET /admin/edit/api/reviews": {},
      "GET /admin/edit/api/review": { path: "/admin/edit/api/review?id=no-existe", ok: 404 },
      "POST /admin/edit/api/review-request": {
        body: async (who) => (await draftOf(who), { json: { file: FILE, note: "¿Lo ves bien?" } }),
        ok: 201,
      },
      "POST /admin/edit/api/review-comment": { body: () => ({ json: { id: "no-existe", text: "Bien" } }), ok: 404 },
      "POST /admin/edit/api/review-preview": { body: () => ({ json: { id: "no-existe" } }), ok: 404 },
      "POST /admin/edit/api/review-return": {
        body: () => ({ json: { id: "no-existe", text: "Cambia el título" } }),
        ok: 404,
      },
      "POST /admin/edit/api/review-approve": { body: () => ({ json: { id: "no-existe" } }), ok: 404 },
      "POST /admin/edit/api/lock-takeover": { body: () => ({ json: { file: FILE } }) },
      "POST /admin/edit/api/publish": { body: async (who) => (await draftOf(who), { json: { file: FILE } }), ok: 202 },
      "POST /admin/edit/api/restore": { body: () => ({ json: { file: FILE, commit: head } }), ok: 202 },
      "POST /admin/edit/api/shared-section": {
        body: () => ({ json: { name: "aviso-prueba", create: true, section: { type: "notice", title: "Aviso" } } }),
        ok: 202,
      },
      "POST /admin/edit/api/schedule": {
        body: async (who) => (await draftOf(who), { json: { file: FILE, at: later } }),
        ok: 201,
      },
      "POST /admin/edit/api/schedule-dismiss": { body: () => ({ json: { id: "0" } }), ok: 404 },
      "POST /admin/edit/api/schedule-cancel": {
        body: async (who) => ({
          json: {
            id: (
              await publishing.schedule.add({
                file: FILE,
                at: later,
                userId: who.id,
                name: who.name,
                email: who.email,
                role: who.role,
              })
            ).id,
          },
        }),
      },
      "POST /admin/edit/api/duplicate": {
        body: () => ({ json: { file: "pages/no-existe.json", path: "/copia" } }),
        ok: 404,
      },
      "POST /admin/edit/api/retire": {
        body: () => ({ json: { file: "pages/no-existe.json", mode: "gone" } }),
        ok: 404,
      },
      "GET /admin/edit/api/retired": {},
      "GET /admin/edit/api/templates": {},
      "POST /admin/edit/api/save-template": {
        body: () => ({ json: { file: "pages/no-existe.json", name: "Plantilla" } }),
        ok: 404,
      },
      "POST /admin/edit/api/template-delete": { body: () => ({ json: { template: "equipo:no-existe" } }), ok: 404 },
      "POST /admin/edit/api/template-rename": {
        body: () => ({ json: { template: "equipo:no-existe", name: "Otra" } }),
        ok: 404,
      },
      "GET /admin/edit/api/releases": {},
      "POST /admin/edit/api/releases": { body: () => ({ json: { name: "Campaña", items: [] } }), ok: 400 },
      "POST /admin/edit/api/release-update": { body: () => ({ json: { id: "no-existe" } }), ok: 404 },
      "POST /admin/edit/api/release-delete": { body: () => ({ json: { id: "no-existe" } }), ok: 404 },
      "POST /admin/edit/api/release-preview": { body: () => ({ json: { id: "no-existe" } }), ok: 404 },
      "POST /admin/edit/api/release-publish": { body: () => ({ json: { id: "no-existe" } }), ok: 404 },
      "POST /admin/edit/api/release-schedule": { body: () => ({ json: { id: "no-existe", at: later } }), ok: 404 },
      "POST /admin/edit/api/release-schedule-cancel": { body: () => ({ json: { id: "no-existe" } }), ok: 404 },
      "GET /admin/preview/:commit{[0-9a-f]{40}}/*": { path: `/admin/preview/${head}/about`, ok: 404 },
      // The A/B results and decisions: the publisher's.
      "GET /admin/experiments": {},
      "GET /admin/experiments.csv": {},
      "GET /admin/experiments/shares.js": {},
      "POST /admin/experiments/:id/winner": { path: "/admin/experiments/no-existe/winner", ok: 404 },
      "POST /admin/experiments/:id/stop": { path: "/admin/experiments/no-existe/stop", ok: 404 },
      "POST /admin/experiments/:id/weights": { path: "/admin/experiments/no-existe/weights", ok: 404 },
      // Leads, users and the audit log: the owner's.
      "GET /admin": {},
      "GET /admin/bookings": {},
      "GET /admin/bookings/:id": { path: "/admin/bookings/999", ok: 404 },
      "GET /admin/submissions/:id": { path: "/admin/submissions/1" },
      "GET /admin/submissions/:id/file": { path: "/admin/submissions/1/file", ok: 404 },
      "GET /admin/spam": {},
      "GET /admin/privacy": {},
      "GET /admin/export.csv": {},
      "GET /admin/users": {},
      "GET /admin/users/copy.js": {},
      "GET /admin/audit": {},
      "POST /admin/erase": { body: () => ({ form: { email: "nadie@example.com" } }), ok: 303 },
      "POST /admin/spam/:kind/:id/restore": { path: "/admin/spam/submission/999/restore", ok: 303 },
      // The users page's forms answer 303 to the page (post/redirect/get).
      "POST /admin/users": {
        body: () => ({ form: { email: `nueva${++invited}@mesalia.example`, role: "editor" } }),
        ok: 303,
      },
      "POST /admin/users/:id/role": {
        path: `/admin/users/${targets[0]!.id}/role`,
        body: () => ({ form: { role: "publisher" } }),
        ok: 303,
      },
      "POST /admin/users/:id/link": { path: `/admin/users/${targets[1]!.id}/link`, ok: 303 },
      "POST /admin/users/:id/remove": { path: `/admin/users/${targets[2]!.id}/remove`, ok: 303 },
    };

    // The table is the app's routes under /admin, no more and no fewer (middleware aside).
    const routes = [
      ...new Set(
        app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/admin")).map((r) => `${r.method} ${r.path}`),
      ),
    ].sort();
    expect(routes).toEqual(Object.keys(table).sort());
    expect(Object.keys(ADMIN_ROUTES).sort()).toEqual(routes);

    const rank = { translator: 0, editor: 1, publisher: 2, owner: 3 };
    const send = async (key: string, row: Row, who: User | undefined, headers: Record<string, string>) => {
      const [method, route] = key.split(" ") as [string, string];
      const body = method === "POST" && row.body ? await row.body(who ?? users.owner) : undefined;
      const init: RequestInit & { headers: Record<string, string> } = { method, headers: { ...headers } };
      if (body && "json" in body)
        Object.assign(
          init,
          { body: JSON.stringify(body.json) },
          { headers: { ...init.headers, "Content-Type": "application/json" } },
        );
      if (body && "form" in body) init.body = new URLSearchParams(body.form);
      if (body && "bytes" in body)
        Object.assign(
          init,
          { body: body.bytes },
          { headers: { ...init.headers, "Content-Type": "application/octet-stream" } },
        );
      return app.request(row.path ?? route, init);
    };
    for (const [key, spec] of Object.entries(table)) {
      const row = { ...spec, role: accessOf(key) };
      const ok = row.ok ?? 200;
      const out = await send(key, row, undefined, key.startsWith("POST") ? { Origin: ORIGIN } : {});
      expect(out.status, `${key} signed out`).toBe(row.out ?? (row.role === "open" ? ok : 401));
      for (const role of ROLES) {
        const session = row.fresh ? await signedIn(app, `${role}@mesalia.example`) : sessions[role];
        const response = await send(key, row, users[role], session.headers);
        const label = `${key} as ${role}`;
        if (row.role !== "open" && rank[role] < rank[row.role]) {
          expect(response.status, label).toBe(403);
          expect(((await response.json()) as { error: string }).error, label).toMatch(
            /^Tu rol \(\w+\) no permite esto/,
          );
        } else expect(response.status, `${label}: ${(await response.text()).slice(0, 200)}`).toBe(ok);
      }
    }

    // A change with a session but without the CSRF token is refused before its handler, whatever the role (sign-in and invitations carry no session's authority).
    const exempt = new Set(["POST /admin/login", "POST /admin/invite/:token"]);
    for (const [key, row] of Object.entries(table).filter(([k]) => k.startsWith("POST") && !exempt.has(k))) {
      const { "X-CSRF-Token": _, ...headers } = sessions.owner.headers;
      const response = await send(key, row, users.owner, headers);
      expect(response.status, `${key} without CSRF`).toBe(403);
      expect(((await response.json()) as { error: string }).error, key).toMatch(
        /Falta la protección contra peticiones de otros sitios/,
      );
    }
    await publishing.publisher.recover(); // the queued publishes finish before the repository goes
  });
});
