// @vitest-environment node
// /admin with the owner's token (accounts and roles: server/auth/auth.test.ts):
// no token opens it without ADMIN_TOKEN; 401 (or the sign-in page) without or
// with a wrong token; with the right one (cookie from the form, or Bearer) lists, shows text as text,
// exports CSV with formulas neutralised, erases by email; retention purges.
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "./testing/engines.ts";
import { booking, contact, json, testApp } from "./testing/fixtures.ts";
import { purge } from "./retention.ts";

const TOKEN = "s3cret-admin-token-for-tests-0123456789";
const engines = [sqliteEngine(), postgresEngine()];
// The first PostgreSQL test starts the throwaway cluster (a few seconds on a busy machine).
vi.setConfig({ testTimeout: 30_000 });
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

const html = { Accept: "text/html" };

describe.each(engines)("/admin on $name", (engine) => {
  // null: started without ADMIN_TOKEN.
  const setup = async (adminToken: string | null = TOKEN) => {
    const { store } = await engine.open();
    return { store, app: testApp(store, { adminToken: adminToken ?? undefined }) };
  };

  describe.skipIf(Boolean(engine.skip))("", () => {
    it("without ADMIN_TOKEN no token opens it, and the sign-in offers only email and password", async () => {
      const { app } = await setup(null);
      expect((await app.request("/admin", { headers: html })).headers.get("location")).toBe(
        "/admin/login?next=%2Fadmin",
      );
      expect((await app.request("/admin/export.csv", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(
        401,
      );
      expect(
        (await app.request("/admin/login", { method: "POST", body: new URLSearchParams({ token: TOKEN }) })).status,
      ).toBe(401);
      expect(await (await app.request("/admin/login")).text()).not.toContain("Token de administración");
    });

    it("refuses to start with a guessable token (under 32 characters)", async () => {
      await expect(setup("a")).rejects.toThrow(/ADMIN_TOKEN.*32/);
      await expect(setup("x".repeat(31))).rejects.toThrow(/ADMIN_TOKEN.*32/);
      await expect(setup("x".repeat(32))).resolves.toBeDefined();
    });

    it("sends a person to the sign-in (with the token for the owner) and refuses a wrong token", async () => {
      const { app } = await setup();
      const ask = await app.request("/admin", { headers: html });
      expect(ask.status).toBe(303);
      expect(ask.headers.get("location")).toBe("/admin/login?next=%2Fadmin");
      expect(await (await app.request("/admin/login")).text()).toContain("Token de administración");
      const wrong = await app.request("/admin/login", { method: "POST", body: new URLSearchParams({ token: "nope" }) });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get("set-cookie")).toBeNull();
      expect((await app.request("/admin/export.csv", { headers: { Authorization: "Bearer nope" } })).status).toBe(401);
      expect((await app.request("/admin/export.csv")).status).toBe(401);
      expect((await app.request("/admin", { headers: { ...html, Cookie: "admin_session=forged" } })).status).toBe(303);
      // Guessing is slowed: four more free tries (five in all), then a wait (server/auth/throttle.ts).
      const guess = () =>
        app.request("/admin/login", {
          method: "POST",
          headers: { "x-test-address": "10.9.9.9" },
          body: new URLSearchParams({ token: "guess" }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await guess()).status);
      expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
      expect(statuses[4]).toBe(429);
    });

    it("with the right token: an HttpOnly SameSite=Strict cookie, then the rows newest first, text escaped, noindex", async () => {
      const { app } = await setup();
      await app.request("/api/forms/formulario", json({ ...contact, message: "primero" }));
      await app.request(
        "/api/forms/formulario",
        json({ ...contact, name: "<script>alert(1)</script>", message: "segundo" }),
      );
      await app.request("/api/bookings", json(booking));
      const login = await app.request("/admin/login", { method: "POST", body: new URLSearchParams({ token: TOKEN }) });
      expect(login.status).toBe(303);
      const cookie = login.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).not.toContain(TOKEN);
      const page = await app.request("/admin", { headers: { ...html, Cookie: cookie.split(";")[0]! } });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-robots-tag")).toContain("noindex");
      const text = await page.text();
      expect(text).not.toContain("<script>alert(1)</script>");
      expect(text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(text.indexOf("segundo")).toBeLessThan(text.indexOf("primero"));
      const bookings = await (
        await app.request("/admin/bookings", { headers: { ...html, Cookie: cookie.split(";")[0]! } })
      ).text();
      expect(bookings).toContain("3 de diciembre");
    });

    it("wrong Bearer tokens are limited: ten a minute per address; a forged cookie is cleared and sent to the sign-in, never counted", async () => {
      const { app } = await setup();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++)
        statuses.push(
          (
            await app.request("/admin/export.csv", {
              headers: { Authorization: `Bearer guess-${i}`, "x-test-address": "10.7.7.7" },
            })
          ).status,
        );
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      expect(
        Number(
          (
            await app.request("/admin/export.csv", {
              headers: { Authorization: "Bearer again", "x-test-address": "10.7.7.7" },
            })
          ).headers.get("retry-after"),
        ),
      ).toBeGreaterThan(0);
      const forged = await app.request("/admin", {
        headers: { ...html, Cookie: "admin_session=forged-forged-forged-forged", "x-test-address": "10.7.7.7" },
      });
      expect(forged.status).toBe(303);
      expect(forged.headers.get("location")).toBe("/admin/login?next=%2Fadmin");
      expect(forged.headers.getSetCookie().join()).toMatch(/admin_session=;/);
      // Another address is not affected.
      expect(
        (
          await app.request("/admin/export.csv", {
            headers: { Authorization: `Bearer ${TOKEN}`, "x-test-address": "10.7.7.8" },
          })
        ).status,
      ).toBe(200);
    });

    it("someone guessing from the owner's office does not lock out the owner's browser", async () => {
      const { app } = await setup();
      const office = { "x-test-address": "192.0.2.50" };
      const signIn = (token: string, cookie = "") =>
        app.request("/admin/login", {
          method: "POST",
          headers: { ...office, ...(cookie ? { Cookie: cookie } : {}) },
          body: new URLSearchParams({ token }),
        });
      // The owner has signed in from this browser before.
      const first = await signIn(TOKEN);
      const device = (first.headers.getSetCookie?.() ?? [])
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith("admin_device="));
      for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}`)).status).toBe(401);
      expect((await signIn("guess-6")).status).toBe(429);
      expect((await signIn(TOKEN)).status).toBe(429);
      expect((await signIn(TOKEN, device)).status).toBe(303);
    });

    it("every new admin page and action asks for the token; a foreign page cannot post them", async () => {
      const { app, store } = await setup();
      await app.request("/api/forms/formulario", json({ ...contact, _hp: "x" }));
      const [spam] = await store.listSpam();
      for (const path of [
        "/admin/bookings",
        "/admin/bookings/1",
        "/admin/spam",
        "/admin/privacy",
        "/admin/submissions/1",
      ])
        expect((await app.request(path)).status, path).toBe(401);
      expect((await app.request(`/admin/spam/submission/${spam!.id}/restore`, { method: "POST" })).status).toBe(401);
      expect(
        (
          await app.request(`/admin/spam/submission/${spam!.id}/restore`, {
            method: "POST",
            headers: { Authorization: `Bearer ${TOKEN}`, Origin: "https://evil.example" },
          })
        ).status,
      ).toBe(403);
      expect(await store.listSpam()).toHaveLength(1);
    });

    it("each sign-in gets its own session; signing out ends it for good", async () => {
      const { app } = await setup();
      const signIn = async () =>
        (await app.request("/admin/login", { method: "POST", body: new URLSearchParams({ token: TOKEN }) })).headers
          .get("set-cookie")!
          .split(";")[0]!;
      const first = await signIn();
      const second = await signIn();
      expect(first).not.toBe(second);
      const page = (cookie: string) => app.request("/admin", { headers: { ...html, Cookie: cookie } });
      expect((await page(first)).status).toBe(200);
      expect(await (await page(first)).text()).toContain("Cerrar sesión");
      const { csrfToken } = (await (await app.request("/admin/api/me", { headers: { Cookie: first } })).json()) as {
        csrfToken: string;
      };
      const out = await app.request("/admin/logout", {
        method: "POST",
        headers: { Cookie: first, Origin: "http://localhost", "X-CSRF-Token": csrfToken },
      });
      expect(out.status).toBe(303);
      expect(out.headers.get("set-cookie")).toMatch(/admin_session=;.*Max-Age=0/i);
      expect((await page(first)).status).toBe(303);
      expect((await page(second)).status).toBe(200);
    });

    it("exports CSV with Bearer, formulas kept as text; filters by form", async () => {
      const { app } = await setup();
      await app.request("/api/forms/formulario", json({ ...contact, company: '=HYPERLINK("http://evil")' }));
      const csv = await app.request("/admin/export.csv", { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const body = await csv.text();
      expect(body.split("\r\n")[0]).toBe(
        "tipo,id,fecha,formulario,página,email,nombre,teléfono,demo,contenido,prueba_ab",
      );
      expect(body).toContain("'+34 600 111 222");
      expect(body).toContain('""company"":""=HYPERLINK');
      const other = await app.request("/admin/export.csv?form=aplicar", {
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect((await other.text()).trim().split("\r\n")).toHaveLength(1);
    });

    it("keeps what the honeypot caught 30 days in a Spam view, out of the inbox and the export, and restores it", async () => {
      const { app, store } = await setup();
      const bearer = { Authorization: `Bearer ${TOKEN}` };
      await app.request("/api/forms/formulario", json({ ...contact, message: "Quiero una demo, de verdad", _hp: "x" }));
      await app.request("/api/bookings", json({ ...booking, name: "Bot Booker", _hp: "x" }));
      const inbox = await (await app.request("/admin", { headers: { ...html, ...bearer } })).text();
      expect(inbox).not.toContain("Quiero una demo, de verdad");
      expect(await (await app.request("/admin/export.csv", { headers: bearer })).text()).not.toContain("de verdad");
      const spamView = await (await app.request("/admin/spam", { headers: { ...html, ...bearer } })).text();
      expect(spamView).toContain("Quiero una demo, de verdad");
      expect(spamView).toContain("Bot Booker");
      const [bookingSpam, formSpam] = [
        (await store.listSpam()).find((s) => s.kind === "booking")!,
        (await store.listSpam()).find((s) => s.kind === "submission")!,
      ];
      expect(
        (await app.request(`/admin/spam/submission/${formSpam.id}/restore`, { method: "POST", headers: bearer }))
          .status,
      ).toBe(303);
      expect(
        (await app.request(`/admin/spam/booking/${bookingSpam.id}/restore`, { method: "POST", headers: bearer }))
          .status,
      ).toBe(303);
      expect(await (await app.request("/admin", { headers: { ...html, ...bearer } })).text()).toContain(
        "Quiero una demo, de verdad",
      );
      expect((await store.listBookings()).map((b) => b.name)).toEqual(["Bot Booker"]);
      expect(await store.listSpam()).toEqual([]);
      // Spam older than 30 days goes (the leads themselves stay their year).
      await app.request("/api/forms/formulario", json({ ...contact, _hp: "x" }));
      expect(await store.listSpam()).toHaveLength(1);
      await purge(store, "/nonexistent", 365, new Date(2027, 0, 2));
      expect(await store.listSpam()).toHaveLength(0);
      expect(await store.listSubmissions()).toHaveLength(1);
    });

    it("erases by email, phone or row across every table, keeps a record without the data, and tells the webhook", async () => {
      const { app, store } = await setup();
      const bearer = { Authorization: `Bearer ${TOKEN}` };
      const erase = (fields: Record<string, string>) =>
        app.request("/admin/erase", { method: "POST", headers: bearer, body: new URLSearchParams(fields) });
      // An onboarding row has no email or phone: only its row can be named.
      const onboarding = (await (
        await app.request("/api/forms/bienvenida", json({ restaurant: "Casa Pepe" }))
      ).json()) as { id: number };
      expect((await store.listSubmissions()).map((s) => s.formId)).toContain("bienvenida");
      await app.request(
        "/api/forms/formulario",
        json({ ...contact, email: "otra@example.com", phone: "+34 611 222 333" }),
      );
      await app.request("/api/bookings", json({ ...booking, email: "tercera@example.com", phone: "611 222 333" }));
      await app.request(
        "/api/forms/formulario",
        json({ ...contact, email: "spam@example.com", phone: "+34 611 222 333", _hp: "x" }),
      );
      await app.request("/api/forms/formulario", json(contact));
      expect((await erase({ kind: "submission", id: String(onboarding.id) })).status).toBe(303);
      expect((await store.listSubmissions()).map((s) => s.formId)).not.toContain("bienvenida");
      // One phone, written two ways, in a form, a booking and the spam.
      const byPhone = await erase({ phone: "611 22 23 33" });
      expect(byPhone.headers.get("location")).toBe("/admin/privacy?erased=3");
      expect((await store.listSubmissions()).map((s) => s.email)).toEqual(["lola@restaurante.com"]);
      expect(await store.listBookings()).toEqual([]);
      expect(await store.listSpam()).toEqual([]);
      const records = await store.listErasures();
      expect(records.map((r) => ({ method: r.method, rows: r.rows, by: r.by }))).toEqual([
        { method: "phone", rows: 3, by: "admin (Bearer)" },
        { method: "row", rows: 1, by: "admin (Bearer)" },
      ]);
      expect(JSON.stringify(records)).not.toContain("611");
      const events = (
        await store.claimDeliveries("webhook", {
          now: new Date(2030, 0, 1).toISOString(),
          leaseUntil: new Date(2030, 0, 2).toISOString(),
          maxAttempts: 12,
          limit: 50,
        })
      ).filter((d) => d.kind === "event");
      expect(events.map((e) => (e.payload as { type: string }).type)).toEqual(["lead.erased", "lead.erased"]);
      expect(JSON.stringify(events)).not.toContain("611");
    });

    it("reads like an inbox: Spanish local dates, fields under their labels (empty ones left out), form and page of origin, a detail view", async () => {
      const { app } = await setup();
      const bearer = { Authorization: `Bearer ${TOKEN}` };
      const sent = await app.request(
        "http://localhost/api/forms/formulario",
        json({ ...contact, company: "" }, { Referer: "http://localhost/contact?utm=x" }),
      );
      const { id } = (await sent.json()) as { id: number };
      const list = await (await app.request("/admin", { headers: { ...html, ...bearer } })).text();
      // NOW is 08:00 on 2 December 2026 in the test's zone; the inbox speaks Spanish.
      expect(list).toMatch(/2 dic 2026/);
      expect(list).not.toContain("2026-12-02T");
      expect(list).toContain("Envíanos un mensaje");
      expect(list).toContain("/contact");
      expect(list).toContain("Mensaje: ¿Tenéis plan para dos locales?");
      const detail = await (await app.request(`/admin/submissions/${id}`, { headers: { ...html, ...bearer } })).text();
      expect(detail).toMatch(/<dt>Mensaje<\/dt><dd>¿Tenéis plan para dos locales\?<\/dd>/);
      expect(detail).toMatch(/<dt>Teléfono<\/dt>/);
      expect(detail).not.toMatch(/<dt>(company|Empresa|Restaurante)/);
      expect(detail).not.toContain(">message<");
      expect(detail).toContain("Cerrar sesión");
    });

    it("pages through every row (no 1,000 cap), searches, and exports all rows in full", async () => {
      const { app, store } = await setup();
      const bearer = { Authorization: `Bearer ${TOKEN}` };
      await store.db.transaction(async (tx) => {
        for (let i = 0; i < 1030; i++) {
          await tx.run(
            "INSERT INTO submissions (form_id, email, data, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?)",
            [
              "formulario",
              `p${i}@example.com`,
              JSON.stringify({
                name: `Persona ${i}`,
                email: `p${i}@example.com`,
                message: i === 517 ? "Busco plan Pro" : "Hola",
              }),
              `form:formulario:seed-${i}`,
              new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString(),
            ],
          );
        }
      });
      const first = await (await app.request("/admin", { headers: { ...html, ...bearer } })).text();
      expect(first).toContain("1–50 de 1030");
      expect(first.match(/data-row="submission"/g)).toHaveLength(50);
      const last = await (await app.request("/admin?page=21", { headers: { ...html, ...bearer } })).text();
      expect(last).toContain("1001–1030 de 1030");
      expect(last).toContain("p0@example.com");
      const found = await (await app.request("/admin?q=plan%20pro", { headers: { ...html, ...bearer } })).text();
      expect(found.match(/data-row="submission"/g)).toHaveLength(1);
      expect(found).toContain("p517@example.com");
      const csv = await (await app.request("/admin/export.csv", { headers: bearer })).text();
      expect(csv.trim().split("\r\n")).toHaveLength(1031);
    });

    it("erases every row of an email; retention purges old rows", async () => {
      const { app, store } = await setup();
      await app.request("/api/forms/formulario", json(contact));
      await app.request("/api/bookings", json(booking));
      await app.request("/api/forms/formulario", json({ ...contact, email: "otra@example.com" }));
      const erase = await app.request("/admin/erase", {
        method: "POST",
        headers: { Authorization: `Bearer ${TOKEN}` },
        body: new URLSearchParams({ email: "LOLA@restaurante.com" }),
      });
      expect(erase.status).toBe(303);
      expect((await store.listSubmissions()).map((s) => s.email)).toEqual(["otra@example.com"]);
      expect(await store.listBookings()).toEqual([]);
      const foreign = await app.request("/admin/erase", {
        method: "POST",
        headers: { Authorization: `Bearer ${TOKEN}`, Origin: "https://evil.example" },
        body: new URLSearchParams({ email: "otra@example.com" }),
      });
      expect(foreign.status).toBe(403);
      // Rows are stamped 2026-12-02; a year and a day later they go.
      expect(await purge(store, "/nonexistent", 365, new Date(2027, 11, 1))).toBe(0);
      expect(await purge(store, "/nonexistent", 365, new Date(2027, 11, 4))).toBe(1);
      expect(await store.listSubmissions()).toEqual([]);
    });
  });
});
