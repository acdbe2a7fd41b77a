// @vitest-environment node
// The leads API against both stores: validation, idempotency, abuse guards,
// files by content, bookings (one winner per slot).
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine, sqliteEngine } from "./testing/engines.ts";
import { booking, contact, inlineDemo, json, madridDecember, NOW, SLOT, testApp } from "./testing/fixtures.ts";

const engines = [sqliteEngine(), postgresEngine()];
// The first PostgreSQL test starts the throwaway cluster (a few seconds on a busy machine).
vi.setConfig({ testTimeout: 30_000 });
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

const pdf = (size = 1000) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
  return bytes;
};
const cvForm = (file: Blob, name: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("fullName", "Ana Ruiz");
  form.append("email", "ana@example.com");
  form.append("position", "frontend");
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  form.append("cv", file, name);
  return form;
};

describe.each(engines)("API on $name", (engine) => {
  const setup = async (extra = {}) => {
    const { store } = await engine.open();
    return { store, app: testApp(store, extra) };
  };

  describe.skipIf(Boolean(engine.skip))("forms", () => {
    it("stores a valid contact submission once and answers 201 after the commit", async () => {
      const { store, app } = await setup();
      const res = await app.request("/api/forms/formulario", json(contact, { "Idempotency-Key": "key-00000001" }));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      const row = await store.getSubmission(id);
      expect(row).toMatchObject({
        formId: "formulario",
        email: "lola@restaurante.com",
        data: { ...contact, email: "Lola@Restaurante.com" },
      });
    });

    it("answers 422 with the field and the browser's message; unknown fields are refused", async () => {
      const { store, app } = await setup();
      const res = await app.request(
        "/api/forms/formulario",
        json({ ...contact, email: "lola@", phone: "abc", message: " ", admin: "1" }),
      );
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        errors: {
          email: "Introduce un email válido (ej. nombre@restaurante.com).",
          phone: "Introduce un teléfono válido (ej. +34 600 000 000).",
          message: "Este campo es obligatorio.",
          admin: "Campo desconocido.",
        },
      });
      const long = await app.request("/api/forms/formulario", json({ ...contact, message: "x".repeat(2001) }));
      expect(await long.json()).toEqual({ errors: { message: "No puede superar los 2000 caracteres." } });
      const wrongType = await app.request("/api/forms/formulario", json({ ...contact, name: ["Lola"] }));
      expect(wrongType.status).toBe(422);
      expect(await store.listSubmissions()).toHaveLength(0);
    });

    it("the calculator's email sheet is a declared form: stored with both consents, refused with the sheet's own messages", async () => {
      const { store, app } = await setup();
      const analysis = "Ticket medio por persona: 25 €\n\nTu impacto estimado\nImpacto total al mes: 1.234 € / mes";
      const res = await app.request(
        "/api/forms/calc-cta-email",
        json({ email: " Ana@Casa.es ", privacy: true, marketing: false, analysis }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect(await store.getSubmission(id)).toMatchObject({
        formId: "calc-cta-email",
        email: "ana@casa.es",
        data: { email: "Ana@Casa.es", privacy: true, marketing: false, analysis },
      });
      const bad = await app.request(
        "/api/forms/calc-cta-email",
        json({ email: "ana@casa", privacy: false, total: "x" }),
      );
      expect(bad.status).toBe(422);
      expect(await bad.json()).toEqual({
        errors: {
          email: "Introduce un email válido (ej. hola@mesalia.com).",
          privacy: "Debes aceptar la política para poder enviar el análisis por email.",
          total: "Campo desconocido.",
        },
      });
      // The figures are text the browser writes: bounded like any field.
      const long = await app.request(
        "/api/forms/calc-cta-email",
        json({ email: "ana@casa.es", privacy: true, analysis: "x".repeat(4001) }),
      );
      expect(long.status).toBe(422);
      expect(Object.keys(((await long.json()) as { errors: Record<string, string> }).errors)).toEqual(["analysis"]);
    });

    it("stores one row for retries with the same idempotency key, also when they race", async () => {
      const { store, app } = await setup();
      const send = () => app.request("/api/forms/formulario", json(contact, { "Idempotency-Key": "retry-key-1" }));
      const statuses = (await Promise.all(Array.from({ length: 20 }, send))).map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      expect(await store.listSubmissions()).toHaveLength(1);
    });

    it("an idempotency key belongs to one form and one payload: another body is refused, another form is its own", async () => {
      const { store, app } = await setup();
      const key = { "Idempotency-Key": "shared-key-0001" };
      expect((await app.request("/api/forms/formulario", json(contact, key))).status).toBe(201);
      const changed = await app.request("/api/forms/formulario", json({ ...contact, message: "Otro mensaje" }, key));
      expect(changed.status).toBe(422);
      expect(await changed.json()).toMatchObject({ error: "idempotency_key_reused" });
      const otherForm = await app.request(
        "/api/forms/calc-cta-email",
        json({ email: "ana@casa.es", privacy: true }, key),
      );
      expect(otherForm.status).toBe(201);
      const rows = await store.listSubmissions();
      expect(rows.map((r) => r.formId).sort()).toEqual(["calc-cta-email", "formulario"]);
      expect(rows.find((r) => r.formId === "formulario")?.data.message).toBe(contact.message);
      // A booking with the same key is not a replay of a form either, and a changed booking body is refused.
      expect((await app.request("/api/bookings", json(booking, key))).status).toBe(201);
      expect((await app.request("/api/bookings", json({ ...booking, name: "Otra" }, key))).status).toBe(422);
    });

    it("a filled honeypot (any value) gets the answer a person gets, and the row goes to the spam kept for review", async () => {
      const { store, app } = await setup();
      const real = await app.request("/api/forms/formulario", json(contact));
      const bot = await app.request(
        "/api/forms/formulario",
        json({ ...contact, message: "spam", _hp: "https://spam.example" }),
      );
      const sneaky = await app.request("/api/forms/formulario", json({ ...contact, message: "spam 2", _hp: 1 }));
      for (const res of [real, bot, sneaky]) expect(res.status).toBe(201);
      const [a, b, c] = (await Promise.all([real, bot, sneaky].map((r) => r.json()))) as Array<{ id: number }>;
      expect(Object.keys(b!)).toEqual(Object.keys(a!));
      expect(b!.id).toBeGreaterThan(a!.id);
      expect(c!.id).toBeGreaterThan(b!.id);
      expect((await store.listSubmissions()).map((s) => s.data.message)).toEqual([contact.message]);
      expect((await store.listSpam()).map((s) => ("data" in s.payload ? s.payload.data.message : "")).sort()).toEqual([
        "spam",
        "spam 2",
      ]);
    });

    it("refuses other content types (415), big bodies (413), foreign origins (403), unknown forms (404)", async () => {
      const { app } = await setup();
      expect(
        (
          await app.request("/api/forms/formulario", {
            method: "POST",
            headers: { "Content-Type": "text/plain" },
            body: "hola",
          })
        ).status,
      ).toBe(415);
      expect(
        (await app.request("/api/forms/formulario", json({ ...contact, message: "x".repeat(70_000) }))).status,
      ).toBe(413);
      expect(
        (await app.request("/api/forms/formulario", json(contact, { Origin: "https://evil.example" }))).status,
      ).toBe(403);
      expect(
        (await app.request("http://localhost/api/forms/formulario", json(contact, { Origin: "http://localhost" })))
          .status,
      ).toBe(201);
      expect((await app.request("/api/forms/nope", json(contact))).status).toBe(404);
      // Multipart only where the form takes a file.
      expect((await app.request("/api/forms/formulario", { method: "POST", body: new FormData() })).status).toBe(415);
    });

    it("lets an allowed origin (the static site on a CDN) call across origins", async () => {
      const { app } = await setup({ allowedOrigins: ["https://mesalia.com"] });
      const preflight = await app.request("/api/forms/formulario", {
        method: "OPTIONS",
        headers: {
          Origin: "https://mesalia.com",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type,idempotency-key",
        },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBe("https://mesalia.com");
      expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
      const sent = await app.request("/api/forms/formulario", json(contact, { Origin: "https://mesalia.com" }));
      expect(sent.status).toBe(201);
      expect(sent.headers.get("access-control-allow-origin")).toBe("https://mesalia.com");
      expect(
        (await app.request("/api/forms/formulario", json(contact, { Origin: "https://evil.example" }))).status,
      ).toBe(403);
    });

    it("limits what an address stores per form and per minute, in the visitor's language, saying when to retry", async () => {
      const { app } = await setup({ ratePerMinute: 3 });
      const send = (address: string, body: object = contact, lang = "es-ES,es;q=0.9") =>
        app.request("/api/forms/formulario", json(body, { "x-test-address": address, "Accept-Language": lang }));
      // Refused attempts (a typo, 422) do not use up the budget.
      for (let i = 0; i < 5; i++) expect((await send("10.0.0.1", { ...contact, email: "lola@" })).status).toBe(422);
      for (let i = 0; i < 3; i++) expect((await send("10.0.0.1")).status).toBe(201);
      const limited = await send("10.0.0.1");
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await limited.json()).toEqual({
        error: "rate_limited",
        retryAfter,
        message: `Has enviado demasiados formularios seguidos. Vuelve a intentarlo en ${retryAfter} segundos.`,
      });
      const english = await send("10.0.0.1", contact, "en-GB,en;q=0.8");
      expect(((await english.json()) as { message: string }).message).toBe(
        `Too many submissions in a row. Please try again in ${retryAfter} seconds.`,
      );
      // Another form, and another address, have their own budgets.
      expect(
        (
          await app.request(
            "/api/forms/calc-cta-email",
            json({ email: "ana@casa.es", privacy: true }, { "x-test-address": "10.0.0.1" }),
          )
        ).status,
      ).toBe(201);
      expect((await send("10.0.0.2")).status).toBe(201);
    });

    it("a burst from one address cannot slip past the limit", async () => {
      const { store, app } = await setup({ ratePerMinute: 20 });
      const statuses = await Promise.all(
        Array.from(
          { length: 60 },
          async (_, i) =>
            (
              await app.request(
                "/api/forms/formulario",
                json({ ...contact, message: `ráfaga ${i}` }, { "x-test-address": "10.5.5.5" }),
              )
            ).status,
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
      expect(await store.listSubmissions()).toHaveLength(20);
    });

    it("two servers on one store share the limit", async () => {
      const { store } = await engine.open();
      const [a, b] = [testApp(store, { ratePerMinute: 2 }), testApp(store, { ratePerMinute: 2 })];
      const send = (app: typeof a) =>
        app.request("/api/forms/formulario", json(contact, { "x-test-address": "10.0.0.9" }));
      expect((await send(a)).status).toBe(201);
      expect((await send(b)).status).toBe(201);
      expect((await send(a)).status).toBe(429);
      expect((await send(b)).status).toBe(429);
    });

    it("behind an HTTPS proxy (TRUST_PROXY=1), a visitor's form from the public origin is taken with its page; a foreign origin is still refused", async () => {
      // nginx passes Host and says https in X-Forwarded-Proto; the server itself is reached over plain http.
      const proxied = (origin: string) =>
        json(contact, {
          Host: "mesalia.com",
          "X-Forwarded-Proto": "https",
          "X-Forwarded-For": "198.51.100.7",
          Origin: origin,
          Referer: `${origin}/contact`,
        });
      const { store, app } = await setup({ trustProxy: 1 });
      expect(
        (await app.request("http://mesalia.com/api/forms/formulario", proxied("https://mesalia.com"))).status,
      ).toBe(201);
      expect((await store.listSubmissions()).map((s) => s.page)).toEqual(["/contact"]);
      expect(
        (await app.request("http://mesalia.com/api/forms/formulario", proxied("https://evil.example"))).status,
      ).toBe(403);
      // Without TRUST_PROXY the forwarded headers prove nothing (anyone can write them); SITE_URL names the public origin instead.
      const direct = await setup();
      expect(
        (await direct.app.request("http://mesalia.com/api/forms/formulario", proxied("https://mesalia.com"))).status,
      ).toBe(403);
      const named = await setup({ siteUrl: "https://mesalia.com" });
      expect(
        (await named.app.request("http://127.0.0.1:4173/api/forms/formulario", proxied("https://mesalia.com"))).status,
      ).toBe(201);
    });

    it("behind a trusted proxy, the address is the one the proxy saw, not what the client wrote in X-Forwarded-For", async () => {
      const { store, app } = await setup({ ratePerMinute: 20, trustProxy: 1 });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) {
        const res = await app.request(
          "/api/forms/formulario",
          json({ ...contact, message: `envío ${i}` }, { "X-Forwarded-For": `10.0.${i}.1, 203.0.113.9` }),
        );
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
      expect(await store.listSubmissions()).toHaveLength(20);
    });

    it("takes a CV by its content: a PDF is stored, an executable named .pdf is refused", async () => {
      const { store, app } = await setup();
      const ok = await app.request("/api/forms/aplicar", { method: "POST", body: cvForm(new Blob([pdf()]), "cv.pdf") });
      expect(ok.status).toBe(201);
      const [row] = await store.listSubmissions({ formId: "aplicar" });
      expect(row).toMatchObject({
        fileName: "cv.pdf",
        fileType: "application/pdf",
        data: { cv: "cv.pdf", fullName: "Ana Ruiz" },
      });
      const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(100).fill(0)]);
      const bad = await app.request("/api/forms/aplicar", { method: "POST", body: cvForm(new Blob([exe]), "cv.pdf") });
      expect(bad.status).toBe(422);
      expect(await bad.json()).toEqual({ errors: { cv: "Formato no admitido: sube tu CV en PDF, DOC o DOCX." } });
      const big = await app.request("/api/forms/aplicar", {
        method: "POST",
        body: cvForm(new Blob([pdf(5 * 1024 * 1024 + 1)]), "cv.pdf"),
      });
      expect(big.status).toBe(422);
      expect(await big.json()).toEqual({
        errors: { cv: "Tu CV supera el máximo de 5 MB. Prueba con una versión más ligera." },
      });
      expect(await store.listSubmissions()).toHaveLength(1);
    });
  });

  describe.skipIf(Boolean(engine.skip))("bookings", () => {
    it("offers the day's slots minus the booked ones", async () => {
      const { app } = await setup();
      const day = "2026-12-03";
      const before = (await (await app.request(`/api/slots?date=${day}`)).json()) as Array<{
        startISO: string;
        label: string;
      }>;
      expect(before.map((s) => s.label)).toEqual([
        "09:00",
        "10:00",
        "11:00",
        "12:00",
        "13:00",
        "14:00",
        "15:00",
        "16:00",
        "17:00",
        "18:00",
        "19:00",
      ]);
      expect((await app.request("/api/bookings", json(booking))).status).toBe(201);
      const after = (await (await app.request(`/api/slots?date=${day}`)).json()) as Array<{ startISO: string }>;
      expect(after.map((s) => s.startISO)).not.toContain(SLOT);
      expect(after).toHaveLength(10);
      // Today: nothing within 2 hours of now (08:00 → first 10:00); weekends and beyond 14 days: none.
      const today = (await (await app.request(`/api/slots?date=2026-12-02`)).json()) as Array<{ label: string }>;
      expect(today[0]?.label).toBe("10:00");
      expect(await (await app.request(`/api/slots?date=2026-12-05`)).json()).toEqual([]);
      expect(await (await app.request(`/api/slots?date=2026-12-28`)).json()).toEqual([]);
      expect(NOW.toISOString()).toBe("2026-12-02T07:00:00.000Z");
    });

    it("100 concurrent bookings of one slot: one 201, the rest 409", async () => {
      const { store, app } = await setup();
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          app.request("/api/bookings", json({ ...booking, email: `p${i}@example.com` })),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(99);
      expect(await store.listBookings()).toHaveLength(1);
    });

    it("a booking with the honeypot filled looks booked but takes no slot", async () => {
      const { store, app } = await setup();
      const bot = await app.request("/api/bookings", json({ ...booking, _hp: "x" }));
      expect(bot.status).toBe(201);
      expect(Object.keys((await bot.json()) as object).sort()).toEqual(["eventId", "meetUrl"]);
      expect(await store.listBookings()).toHaveLength(0);
      expect(await store.listSpam()).toHaveLength(1);
      expect((await app.request("/api/bookings", json(booking))).status).toBe(201);
    });

    it("caps upcoming bookings: 2 per email, 5 per address", async () => {
      const { store, app } = await setup();
      const at = (hour: number, day = 3) => ({
        startISO: madridDecember(day, hour).toISOString(),
        label: `${hour}:00`,
      });
      const book = (hour: number, email: string, address: string, day = 3) =>
        app.request("/api/bookings", json({ ...booking, email, slot: at(hour, day) }, { "x-test-address": address }));
      expect((await book(9, "lola@casa.es", "10.1.1.1")).status).toBe(201);
      expect((await book(10, "LOLA@casa.es", "10.1.1.2")).status).toBe(201);
      const third = await book(11, "lola@casa.es", "10.1.1.3");
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({
        error: "booking_limit",
        message: expect.stringContaining("Ya tienes demos reservadas"),
      });
      for (let i = 0; i < 5; i++) expect((await book(12 + i, `p${i}@casa.es`, "10.2.2.2")).status).toBe(201);
      expect((await book(17, "p9@casa.es", "10.2.2.2")).status).toBe(429);
      // The inline demo form counts too.
      const demo = {
        name: "Lucía",
        email: "lola@casa.es",
        phone: "",
        restaurant: "Casa Lucía",
        date: "2026-12-04",
        time: "09:00",
      };
      expect((await app.request("/api/demo/booking-demo", json(demo))).status).toBe(429);
      expect(await store.listBookings()).toHaveLength(7);
    });

    it("checks booking fields by the modal's own declaration: a phone by its country, one email rule, the declared lengths", async () => {
      const { store, app } = await setup();
      const errorsOf = async (body: object) =>
        (
          (await (await app.request("/api/bookings", json({ ...booking, ...body }))).json()) as {
            errors?: Record<string, string>;
          }
        ).errors;
      expect(await errorsOf({ phone: "x" })).toEqual({ phone: "Teléfono inválido" });
      expect(await errorsOf({ phone: "=1+1" })).toEqual({ phone: "Teléfono inválido" });
      expect(await errorsOf({ email: "@x@example.com" })).toEqual({ email: "Email inválido" });
      expect(await errorsOf({ restaurant: "x".repeat(121) })).toEqual({
        restaurant: "El nombre del restaurante es demasiado largo",
      });
      expect(await errorsOf({ name: "x".repeat(101) })).toEqual({ name: "El nombre es demasiado largo" });
      expect(await store.listBookings()).toEqual([]);
      // A French number as the modal sends it (international) is fine.
      expect((await app.request("/api/bookings", json({ ...booking, phone: "+33 6 12 34 56 78" }))).status).toBe(201);
    });

    it("the caps hold against a burst: 22 simultaneous bookings of one email on 22 slots book 2", async () => {
      const { store, app } = await setup();
      const hours = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
      const slots = [3, 4].flatMap((day) =>
        hours.map((h) => ({ startISO: madridDecember(day, h).toISOString(), label: `${h}:00` })),
      );
      const statuses = await Promise.all(
        slots.map(
          async (slot, i) =>
            (await app.request("/api/bookings", json({ ...booking, slot }, { "x-test-address": `10.9.0.${i}` })))
              .status,
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(await store.listBookings()).toHaveLength(2);
    });

    it("a retried booking (same key) answers the same event; a bad one says which field", async () => {
      const { app } = await setup();
      const first = await app.request("/api/bookings", json(booking, { "Idempotency-Key": "booking-key-1" }));
      const again = await app.request("/api/bookings", json(booking, { "Idempotency-Key": "booking-key-1" }));
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { eventId: string }).eventId).toBe(
        ((await first.json()) as { eventId: string }).eventId,
      );
      const bad = await app.request(
        "/api/bookings",
        json({
          ...booking,
          email: "x",
          phone: "",
          acceptedPrivacy: false,
          slot: { startISO: madridDecember(5, 10).toISOString(), label: "10:00" },
        }),
      );
      expect(bad.status).toBe(422);
      expect(await bad.json()).toEqual({
        errors: {
          email: "Email inválido",
          phone: "El teléfono es obligatorio",
          acceptedPrivacy: "Debes aceptar la política de privacidad",
          slot: "Elige un horario disponible.",
        },
      });
    });
  });

  describe.skipIf(Boolean(engine.skip))("inline demo form", () => {
    const demo = inlineDemo;
    it("books a time once, in the same table as the modal, and lists it as taken", async () => {
      const { store, app } = await setup();
      expect((await app.request("/api/demo/booking-demo", json(demo))).status).toBe(201);
      expect((await app.request("/api/demo/booking-demo", json({ ...demo, email: "otra@example.com" }))).status).toBe(
        409,
      );
      // The modal's 09:00 that day is the same instant: taken too.
      const modal = await app.request(
        "/api/bookings",
        json({ ...booking, slot: { startISO: madridDecember(3, 9).toISOString(), label: "09:00" } }),
      );
      expect(modal.status).toBe(409);
      expect(await (await app.request("/api/demo/booking-demo/taken?date=2026-12-03")).json()).toEqual(["09:00"]);
      expect(await (await app.request("/api/demo/booking-demo/taken?date=2026-12-04")).json()).toEqual([]);
      expect((await store.listBookings())[0]).toMatchObject({
        source: "inline",
        email: "lucia@restaurante.com",
        slotLabel: "09:00",
      });
    });

    it("a retry of an inline booking with the same idempotency key is the same booking (200), not a taken time", async () => {
      const { store, app } = await setup();
      const send = () => app.request("/api/demo/booking-demo", json(demo, { "Idempotency-Key": "demo-retry-0001" }));
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(200);
      expect(await store.listBookings()).toHaveLength(1);
    });

    it("checks the inline demo's phone and email by the same rules as every form", async () => {
      const { app } = await setup();
      const res = await app.request(
        "/api/demo/booking-demo",
        json({ ...demo, phone: "=1+1", email: "@x@example.com" }),
      );
      expect(res.status).toBe(422);
      expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
        "email",
        "phone",
      ]);
    });

    it("answers 422 with the form's own messages: past day, unknown time, bad email, unknown field", async () => {
      const { app } = await setup();
      const res = await app.request(
        "/api/demo/booking-demo",
        json({ ...demo, email: "lucia@", date: "2026-12-01", time: "10:00", extra: "x" }),
      );
      expect(res.status).toBe(422);
      const { errors } = (await res.json()) as { errors: Record<string, string> };
      expect(errors.email).toBe("Introduce un email válido, por ejemplo nombre@restaurante.com.");
      expect(Object.keys(errors).sort()).toEqual(["date", "email", "extra", "time"]);
    });
  });
});
