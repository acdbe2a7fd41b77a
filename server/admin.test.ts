// @vitest-environment node
// /admin: off without a token; 401 without or with a wrong token; with the
// right one (cookie from the form, or Bearer) lists, shows text as text,
// exports CSV with formulas neutralised, erases by email; retention purges.
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "./testing/engines.ts";
import { booking, contact, json, testApp } from "./testing/fixtures.ts";
import { purge } from "./retention.ts";

const TOKEN = "s3cret-admin-token-for-tests";
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
    it("is not there without ADMIN_TOKEN", async () => {
      const { app } = await setup(null);
      expect((await app.request("/admin", { headers: html })).status).toBe(404);
      expect((await app.request("/admin/export.csv", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    });

    it("asks for the token (401) and refuses a wrong one", async () => {
      const { app } = await setup();
      const ask = await app.request("/admin", { headers: html });
      expect(ask.status).toBe(401);
      expect(await ask.text()).toContain("Token de administración");
      const wrong = await app.request("/admin/login", { method: "POST", body: new URLSearchParams({ token: "nope" }) });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get("set-cookie")).toBeNull();
      expect((await app.request("/admin/export.csv", { headers: { Authorization: "Bearer nope" } })).status).toBe(401);
      expect((await app.request("/admin/export.csv")).status).toBe(401);
      expect((await app.request("/admin", { headers: { ...html, Cookie: "admin_session=forged" } })).status).toBe(401);
      // Guessing is limited per address.
      const guess = () => app.request("/admin/login", { method: "POST", headers: { "x-test-address": "10.9.9.9" }, body: new URLSearchParams({ token: "guess" }) });
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await guess()).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it("with the right token: an HttpOnly SameSite=Strict cookie, then the rows newest first, text escaped, noindex", async () => {
      const { app } = await setup();
      await app.request("/api/forms/formulario", json({ ...contact, message: "primero" }));
      await app.request("/api/forms/formulario", json({ ...contact, name: "<script>alert(1)</script>", message: "segundo" }));
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
      expect(text).toContain(booking.slot.startISO);
    });

    it("exports CSV with Bearer, formulas kept as text; filters by form", async () => {
      const { app } = await setup();
      await app.request("/api/forms/formulario", json({ ...contact, company: "=HYPERLINK(\"http://evil\")" }));
      const csv = await app.request("/admin/export.csv", { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get("content-type")).toContain("text/csv");
      const body = await csv.text();
      expect(body.split("\r\n")[0]).toBe("tipo,id,fecha,formulario,email,nombre,teléfono,demo,contenido,prueba_ab");
      expect(body).toContain("'+34 600 111 222");
      expect(body).toContain('""company"":""=HYPERLINK');
      const other = await app.request("/admin/export.csv?form=aplicar", { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect((await other.text()).trim().split("\r\n")).toHaveLength(1);
    });

    it("erases every row of an email; retention purges old rows", async () => {
      const { app, store } = await setup();
      await app.request("/api/forms/formulario", json(contact));
      await app.request("/api/bookings", json(booking));
      await app.request("/api/forms/formulario", json({ ...contact, email: "otra@example.com" }));
      const erase = await app.request("/admin/erase", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` }, body: new URLSearchParams({ email: "LOLA@restaurante.com" }) });
      expect(erase.status).toBe(303);
      expect((await store.listSubmissions()).map((s) => s.email)).toEqual(["otra@example.com"]);
      expect(await store.listBookings()).toEqual([]);
      const foreign = await app.request("/admin/erase", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}`, Origin: "https://evil.example" }, body: new URLSearchParams({ email: "otra@example.com" }) });
      expect(foreign.status).toBe(403);
      // Rows are stamped 2026-12-02; a year and a day later they go.
      expect(await purge(store, "/nonexistent", 365, new Date(2027, 11, 1))).toBe(0);
      expect(await purge(store, "/nonexistent", 365, new Date(2027, 11, 4))).toBe(1);
      expect(await store.listSubmissions()).toEqual([]);
    });
  });
});
