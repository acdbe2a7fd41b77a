// @vitest-environment node
// The A/B loop on the server, on both engines: exposures counted once per
// visitor, not for crawlers, privacy signals or forced arms; abuse refused;
// conversions only after exposure, once, on the lead row too; erasure and
// retention; /admin/experiments and its CSV behind the admin door;
// "Declarar ganador" and "Detener" writing the page files.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { assignArm } from "../../src/core/experiments/assign.ts";
import { postgresEngine, sqliteEngine } from "../testing/engines.ts";
import { booking, contact, json, NOW, PAGES, testApp } from "../testing/fixtures.ts";
import { experimentData } from "./store.ts";
import { setupExperiments } from "./index.ts";
import { NEW_VISITORS_PER_ADDRESS_PER_DAY } from "./address-cap.ts";
import { authStore } from "../auth/store.ts";

const TOKEN = "s3cret-admin-token-for-the-experiments-tests";
const engines = [sqliteEngine(), postgresEngine()];
vi.setConfig({ testTimeout: 30_000 });
afterAll(async () => {
  for (const engine of engines) await engine.teardown();
});

const ARMS = [
  { name: "control", weight: 50 },
  { name: "b", weight: 50 },
];
const doc = (extra: Record<string, unknown>, title: string) => ({
  $schema: "../schema/page.schema.json",
  version: 1,
  path: "/prueba",
  ...extra,
  meta: { title, description: "x" },
  sections: [{ type: "notice", id: "n", title, text: "t" }],
});

/** A pages folder with one test on /prueba (goal: a booking) and one on /contacto-ab (goal: the contact form). */
function pagesDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "pages-ab-"));
  copyFileSync(join(PAGES, "_site.json"), join(dir, "_site.json"));
  writeFileSync(
    join(dir, "prueba.json"),
    JSON.stringify(
      doc({ experiment: { id: "t-demo", weights: { control: 50, b: 50 }, goal: { kind: "booking" } } }, "Control"),
    ),
  );
  writeFileSync(join(dir, "prueba.b.json"), JSON.stringify(doc({ variant: "b" }, "Brazo B")));
  writeFileSync(
    join(dir, "contacto.json"),
    JSON.stringify({
      ...doc(
        { experiment: { id: "t-form", weights: { control: 1, b: 1 }, goal: { kind: "form", form: "formulario" } } },
        "C",
      ),
      path: "/contacto-ab",
    }),
  );
  writeFileSync(
    join(dir, "contacto.b.json"),
    JSON.stringify({ ...doc({ variant: "b" }, "C-b"), path: "/contacto-ab" }),
  );
  return dir;
}

/** The first visitor ids (32 hex digits) that the hash puts in `arm` of `experiment`. */
function visitorsIn(experiment: string, arm: string, count = 1): string[] {
  const ids: string[] = [];
  for (let i = 0; ids.length < count; i++) {
    const id = i.toString(16).padStart(32, "0");
    if (assignArm(experiment, id, ARMS) === arm) ids.push(id);
  }
  return ids;
}

const beacon = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "Content-Type": "text/plain;charset=UTF-8", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});
const auth = { Authorization: `Bearer ${TOKEN}` };

describe.each(engines)("A/B tests on $name", (engine) => {
  const setup = async (extra: Record<string, unknown> = {}) => {
    const { store } = await engine.open();
    const pages = pagesDir();
    const app = testApp(store, { adminToken: TOKEN, pagesDir: pages, exposuresPerMinute: 100_000, ...extra });
    const data = experimentData(store);
    const totals = async (id: string) => {
      const out: Record<string, [number, number]> = {};
      for (const r of await data.daily(id)) {
        const [e, c] = out[r.arm] ?? [0, 0];
        out[r.arm] = [e + r.exposures, c + r.conversions];
      }
      return out;
    };
    const expose = async (experiment: string, arm: string, visitor: string, headers: Record<string, string> = {}) => {
      const res = await app.request("/api/experiments/exposure", beacon({ experiment, arm, visitor }, headers));
      return { status: res.status, cookie: res.headers.get("set-cookie")?.split(";")[0] };
    };
    return { store, app, pages, totals, expose };
  };

  describe.skipIf(Boolean(engine.skip))("", () => {
    it("counts one exposure per visitor per experiment, however often they come back", async () => {
      const { totals, expose } = await setup();
      const [b1, b2] = visitorsIn("t-demo", "b", 2);
      const [c1] = visitorsIn("t-demo", "control");
      for (let i = 0; i < 3; i++) expect((await expose("t-demo", "b", b1!)).status).toBe(204);
      await expose("t-demo", "b", b2!);
      await expose("t-demo", "control", c1!);
      expect(await totals("t-demo")).toEqual({ b: [2, 0], control: [1, 0] });
    });

    it("a burst of 300 beacons at once, each visitor three times, counts each visitor once", async () => {
      const { totals, expose } = await setup();
      const visitors = visitorsIn("t-demo", "b", 100);
      // Each from its own address (one address adds at most a few new visitors a day).
      await Promise.all(
        [...visitors, ...visitors, ...visitors].map((v) =>
          expose("t-demo", "b", v, { "x-test-address": `10.2.${v.slice(-4)}` }),
        ),
      );
      expect(await totals("t-demo")).toEqual({ b: [100, 0] });
    });

    it("answers every exposure when callers keep coming while a write ends (50 at a time, 1,000 in all)", async () => {
      const { store, totals } = await setup();
      const data = experimentData(store);
      let next = 0;
      const worker = async () => {
        while (next < 1000)
          await data.recordExposure({
            experimentId: "t-demo",
            phase: 0,
            arm: "b",
            visitorId: (next++).toString(16).padStart(32, "0"),
            at: NOW.toISOString(),
          });
      };
      await Promise.race([
        Promise.all(Array.from({ length: 50 }, worker)),
        new Promise((_, reject) => setTimeout(() => reject(new Error("an exposure never answered")), 10_000)),
      ]);
      expect(await totals("t-demo")).toEqual({ b: [1000, 0] });
    });

    it("does not count crawlers, prerenders, GPC or DNT, nor an arm the visitor's id would not draw (?variant=)", async () => {
      const { totals, expose } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      const crawler = await expose("t-demo", "b", v!, {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      });
      expect(crawler).toEqual({ status: 204, cookie: undefined });
      await expose("t-demo", "b", v!, { "Sec-GPC": "1" });
      await expose("t-demo", "b", v!, { DNT: "1" });
      await expose("t-demo", "b", v!, { "Sec-Purpose": "prefetch;prerender" });
      // Forced with ?variant=control: the hash says b, so it is not counted.
      expect((await expose("t-demo", "control", v!)).cookie).toBeUndefined();
      expect(await totals("t-demo")).toEqual({});
      // The same visitor, plainly: counted, and the browser gets its id for later leads.
      expect((await expose("t-demo", "b", v!)).cookie).toBe(`ab_visitor=${v}`);
      expect(await totals("t-demo")).toEqual({ b: [1, 0] });
    });

    it("refuses abuse: huge bodies, unknown experiments and arms, bad ids, other sites, other types, floods", async () => {
      const { app, totals } = await setup({ exposuresPerMinute: 30 });
      const [v] = visitorsIn("t-demo", "b");
      const post = (body: unknown, headers: Record<string, string> = {}) =>
        app.request("/api/experiments/exposure", beacon(body, headers));
      expect((await post({ experiment: "t-demo", arm: "b", visitor: v, pad: "x".repeat(100_000) })).status).toBe(413);
      expect((await post({ experiment: "nope", arm: "b", visitor: v })).status).toBe(404);
      expect((await post({ experiment: "t-demo", arm: "zzz", visitor: v })).status).toBe(422);
      expect((await post({ experiment: "t-demo", arm: "b", visitor: "<script>" })).status).toBe(400);
      expect((await post("not json")).status).toBe(400);
      expect(
        (await post({ experiment: "t-demo", arm: "b", visitor: v }, { Origin: "https://evil.example" })).status,
      ).toBe(403);
      expect(
        (
          await post(
            { experiment: "t-demo", arm: "b", visitor: v },
            { "Content-Type": "application/x-www-form-urlencoded" },
          )
        ).status,
      ).toBe(415);
      const flood: number[] = [];
      for (let i = 0; i < 31; i++)
        flood.push(
          (await post({ experiment: "t-demo", arm: "b", visitor: v }, { "x-test-address": "10.1.1.1" })).status,
        );
      expect(flood.at(-1)).toBe(429);
      expect(await totals("t-demo")).toEqual({ b: [1, 0] });
      // The exposure flood did not use up that address's budget for sending a form.
      expect((await app.request("/api/bookings", json(booking, { "x-test-address": "10.1.1.1" }))).status).toBe(201);
    });

    it("a lead converts once, for the visitor's arm, only after exposure and only when it meets the goal; the lead row says which", async () => {
      const { app, store, totals, expose } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      const [w] = visitorsIn("t-form", "control").filter((id) => id !== v);
      // A lead before the visitor was shown t-demo (the cookie came from another test): not counted there.
      const cookieW = (await expose("t-form", "control", w!)).cookie!;
      await app.request("/api/bookings", json(booking, { Cookie: cookieW }));
      await expose("t-demo", assignArm("t-demo", w!, ARMS), w!);
      expect((await totals("t-demo"))[assignArm("t-demo", w!, ARMS)]).toEqual([1, 0]);
      // t-form's goal is the contact form: a booking does not convert it.
      expect(await totals("t-form")).toEqual({ control: [1, 0] });

      const cookie = (await expose("t-demo", "b", v!)).cookie!;
      expect(
        (
          await app.request(
            "/api/bookings",
            json(
              { ...booking, slot: { ...booking.slot, startISO: new Date(NOW.getTime() + 27 * 3600e3).toISOString() } },
              { Cookie: cookie },
            ),
          )
        ).status,
      ).toBe(201);
      expect((await totals("t-demo")).b).toEqual([1, 1]);
      // Another booking by the same visitor does not count twice.
      await app.request("/api/demo/x", json({}, { Cookie: cookie }));
      // (Another person on the same browser: the bookings cap counts per email.)
      expect(
        (
          await app.request(
            "/api/bookings",
            json(
              {
                ...booking,
                email: "otra@restaurante.com",
                slot: { ...booking.slot, startISO: new Date(NOW.getTime() + 28 * 3600e3).toISOString() },
              },
              { Cookie: cookie },
            ),
          )
        ).status,
      ).toBe(201);
      expect((await totals("t-demo")).b).toEqual([1, 1]);
      const rows = await store.db.all("SELECT experiment_id, experiment_arm FROM bookings ORDER BY id");
      expect(rows.map((r) => [r.experiment_id ?? null, r.experiment_arm ?? null])).toEqual([
        [null, null],
        ["t-demo", "b"],
        [null, null],
      ]);
      // /admin and its CSV say which arm a lead came from.
      expect(await (await app.request("/admin/bookings", { headers: auth })).text()).toContain(
        "Prueba A/B: vio la variante B",
      );
      expect(await (await app.request("/admin/export.csv", { headers: auth })).text()).toMatch(/^demo,.*,t-demo:b$/m);
      // The contact form converts t-form for w.
      await app.request("/api/forms/formulario", json(contact, { Cookie: cookieW }));
      expect(await totals("t-form")).toEqual({ control: [1, 1] });
    });

    it("erasing the lead removes its conversion; retention drops raw events and keeps the counts", async () => {
      const { app, store, totals, expose } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      const cookie = (await expose("t-demo", "b", v!)).cookie!;
      await app.request("/api/bookings", json(booking, { Cookie: cookie }));
      expect((await totals("t-demo")).b).toEqual([1, 1]);
      await app.request("/admin/erase", {
        method: "POST",
        headers: auth,
        body: new URLSearchParams({ email: booking.email }),
      });
      expect((await totals("t-demo")).b).toEqual([1, 0]);
      expect(await store.db.all("SELECT * FROM experiment_conversions")).toEqual([]);
      const data = experimentData(store);
      expect(await data.purgeBefore("2030-01-01", "2000-01-01")).toBe(1);
      expect(await store.db.all("SELECT * FROM experiment_exposures")).toEqual([]);
      expect((await totals("t-demo")).b).toEqual([1, 0]);
    });

    it("a lead deleted by the leads' retention keeps its conversion (it was not erased)", async () => {
      const { app, store, totals, expose } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      const cookie = (await expose("t-demo", "b", v!)).cookie!;
      await app.request("/api/bookings", json(booking, { Cookie: cookie }));
      const data = experimentData(store);
      // Raw events are kept (cut-off in the past); leads older than 2030 are let go of, then purged.
      await data.purgeBefore("2000-01-01", "2030-01-01");
      await store.purgeBefore("2030-01-01");
      expect(await data.forgetErasedLeads()).toBe(0);
      expect((await totals("t-demo")).b).toEqual([1, 1]);
    });

    it("/admin/experiments and its CSV need the admin token; they show exposures, conversions and the verdict", async () => {
      const { app, expose } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      const [c] = visitorsIn("t-demo", "control");
      const cookie = (await expose("t-demo", "b", v!)).cookie!;
      await expose("t-demo", "control", c!);
      await app.request("/api/bookings", json(booking, { Cookie: cookie }));
      expect((await app.request("/admin/experiments.csv")).status).toBe(401);
      expect((await app.request("/admin/experiments.csv", { headers: { Authorization: "Bearer nope" } })).status).toBe(
        401,
      );
      // A person is sent to the sign-in (server/auth; the publisher's page: auth.test's role matrix).
      expect(
        (await app.request("/admin/experiments", { headers: { Accept: "text/html" } })).headers.get("location"),
      ).toBe("/admin/login?next=%2Fadmin%2Fexperiments");
      const csv = await (await app.request("/admin/experiments.csv", { headers: auth })).text();
      const lines = csv.trim().split("\r\n");
      // Spanish column heads, each test by its page and variant (issue 41), still one cell per comma.
      expect(lines[0]!.split(",")).toEqual([
        "Prueba",
        "Versión",
        "Visitantes",
        "Conversiones",
        "Tasa de conversión",
        "Tasa mínima (95 %)",
        "Tasa máxima (95 %)",
        "Mejora frente al original",
        "Mejora mínima (95 %)",
        "Mejora máxima (95 %)",
        "Estado",
        "Veredicto",
        "Código de la prueba",
      ]);
      expect(lines).toContainEqual(
        expect.stringMatching(/^\/prueba · Variante B,Variante B,1,1,1,.*,En marcha,.*,t-demo$/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/^\/prueba · Variante B,Original,1,0,0,/));
      const page = await (await app.request("/admin/experiments", { headers: auth })).text();
      expect(page).toContain("Sigue en marcha");
      // Each test is named by its page and variant, its dates as everywhere in /admin (issue 41).
      expect(page).toContain('<h2 id="exp-t-demo">/prueba · Variante B<');
      expect(page).toMatch(/desde el \d{1,2} [a-z]{3} \d{4}/);
      expect(page).not.toMatch(/>[^<]*\d{4}-\d{2}-\d{2}/);
      // A marketer's words for the versions and figures; the method is named once, in the help text.
      for (const words of ["Original", "Variante B", "Conversión (margen 95 %)", "Frente al original"])
        expect(page).toContain(words);
      for (const jargon of ["Brazo", "brazo", "IC 95", "Control", "Expuestos", "Bonferroni"])
        expect(page).not.toContain(jargon);
      expect(page.match(/mSPRT/g)).toHaveLength(page.match(/<p class="method">[^<]*mSPRT[^<]*<\/p>/g)!.length);
      expect(page).toMatch(/<svg[^>]+role="img"/);
    });

    it("Declarar ganador makes B the page and ends the test, which keeps its results; Detener keeps the control", async () => {
      const { app, pages, expose, store } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      await expose("t-demo", "b", v!);
      const foreign = await app.request("/admin/experiments/t-demo/winner", {
        method: "POST",
        headers: { ...auth, Origin: "https://evil.example" },
        body: new URLSearchParams({ arm: "b" }),
      });
      expect(foreign.status).toBe(403);
      // The first click asks, saying what will change; nothing changes yet.
      const ask = await app.request("/admin/experiments/t-demo/winner", {
        method: "POST",
        headers: auth,
        body: new URLSearchParams({ arm: "b" }),
      });
      const asked = await ask.text();
      expect(asked).toContain("Se borra la variante B.");
      expect(asked).not.toContain("pages/");
      expect(existsSync(join(pages, "prueba.b.json"))).toBe(true);
      const res = await app.request("/admin/experiments/t-demo/winner", {
        method: "POST",
        headers: auth,
        body: new URLSearchParams({ arm: "b", confirm: "1" }),
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Variante B borrada.");
      // Who ended it is in the owner's audit log.
      expect((await authStore(store.db).listAudit(10, 0)).map((e) => [e.actor, e.action, e.detail.arm])).toContainEqual(
        ["Administrador (token)", "experiment.winner", "b"],
      );
      const base = JSON.parse(readFileSync(join(pages, "prueba.json"), "utf8"));
      expect(base.experiment).toBeUndefined();
      expect(base.sections[0].title).toBe("Brazo B");
      expect(base.meta.title).toBe("Control");
      expect(existsSync(join(pages, "prueba.b.json"))).toBe(false);
      // Ended: no more exposures, the results stay.
      expect((await expose("t-demo", "b", visitorsIn("t-demo", "b", 2)[1]!)).status).toBe(404);
      const csv = await (await app.request("/admin/experiments.csv", { headers: auth })).text();
      expect(csv).toMatch(/Variante B,1,0,0,.*,Terminada,Terminada: se quedó B,t-demo/);
      expect(
        (
          await app.request("/admin/experiments/t-demo/stop", {
            method: "POST",
            headers: auth,
            body: new URLSearchParams({ confirm: "1" }),
          })
        ).status,
      ).toBe(409);

      expect(
        (
          await app.request("/admin/experiments/t-form/stop", {
            method: "POST",
            headers: auth,
            body: new URLSearchParams({ confirm: "1" }),
          })
        ).status,
      ).toBe(200);
      const form = JSON.parse(readFileSync(join(pages, "contacto.json"), "utf8"));
      expect(form.experiment).toBeUndefined();
      expect(form.sections[0].title).toBe("C");
      expect(existsSync(join(pages, "contacto.b.json"))).toBe(false);
    });

    it("headless browsers, Google's inspection tool and a draft's preview are not counted", async () => {
      const { totals, expose } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      await expose("t-demo", "b", v!, {
        "User-Agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36",
      });
      await expose("t-demo", "b", v!, {
        "User-Agent":
          "Mozilla/5.0 (Linux; Android 6.0.1) Chrome/120.0 Mobile Safari/537.36 (compatible; Google-InspectionTool/1.0)",
      });
      await expose("t-demo", "b", v!, {
        Referer: "http://localhost/admin/preview/0123456789abcdef0123456789abcdef01234567/prueba",
      });
      expect(await totals("t-demo")).toEqual({});
    });

    it("60 made-up visitors from one address in a minute count as a few, and the split check does not hide the test", async () => {
      const { app, totals, expose } = await setup();
      const fakes = visitorsIn("t-demo", "b", 60);
      for (const v of fakes) await expose("t-demo", "b", v, { "x-test-address": "10.9.9.9" });
      expect((await totals("t-demo")).b).toEqual([NEW_VISITORS_PER_ADDRESS_PER_DAY, 0]);
      // Real visitors from other addresses still count.
      const real = visitorsIn("t-demo", "control", 3);
      for (const [i, v] of real.entries()) await expose("t-demo", "control", v, { "x-test-address": `10.0.0.${i}` });
      expect((await totals("t-demo")).control).toEqual([3, 0]);
      const page = await (await app.request("/admin/experiments", { headers: auth })).text();
      expect(page).not.toContain("no cuadra");
    });

    it("a visitor back after the 90-day purge of raw events is not counted again, and a lead still converts", async () => {
      const { app, store, totals, expose } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      const cookie = (await expose("t-demo", "b", v!)).cookie!;
      await experimentData(store).purgeBefore("2030-01-01", "2000-01-01");
      expect(await store.db.all("SELECT * FROM experiment_exposures")).toEqual([]);
      await expose("t-demo", "b", v!);
      expect((await totals("t-demo")).b).toEqual([1, 0]);
      await app.request("/api/bookings", json(booking, { Cookie: cookie }));
      expect((await totals("t-demo")).b).toEqual([1, 1]);
    });

    it("new weights or a paused arm start a phase; a test taken off the page ends; put back, it runs again in a new phase", async () => {
      const { store } = await engine.open();
      const pages = pagesDir();
      let now = new Date("2026-11-02T10:00:00Z");
      const experiments = setupExperiments({ store, pagesDir: pages, now: () => now, secure: () => false });
      await experiments.running();
      const data = experimentData(store);
      const setWeights = (weights: Record<string, number> | undefined) => {
        const base = JSON.parse(readFileSync(join(pages, "prueba.json"), "utf8"));
        if (weights) base.experiment = { id: "t-demo", weights, goal: { kind: "booking" } };
        else delete base.experiment;
        writeFileSync(join(pages, "prueba.json"), JSON.stringify(base));
      };
      setWeights({ control: 50, b: 0 });
      now = new Date("2026-11-03T10:00:00Z");
      await experiments.refresh();
      let t = (await data.get("t-demo"))!;
      expect(t.phases.map((p) => p.arms.map((a) => a.weight))).toEqual([
        [50, 50],
        [50, 0],
      ]);
      // The same weights again: no new phase.
      await experiments.refresh();
      expect((await data.get("t-demo"))!.phases).toHaveLength(2);
      // Taken off the page by hand: ended, with no decision.
      setWeights(undefined);
      await experiments.refresh();
      t = (await data.get("t-demo"))!;
      expect([t.endedAt, t.winner]).toEqual(["2026-11-03T10:00:00.000Z", null]);
      expect((await experiments.running()).has("t-demo")).toBe(false);
      // Put back (a decision undone with «Restaurar»): running again, in a third phase that counts.
      setWeights({ control: 50, b: 50 });
      await experiments.refresh();
      t = (await data.get("t-demo"))!;
      expect(t.endedAt).toBeNull();
      expect(t.phases).toHaveLength(3);
      expect((await experiments.running()).get("t-demo")?.phases).toHaveLength(3);
    });

    it("a test ended by hand shows as ended and its buttons answer 409, not 422", async () => {
      const { store, pages, app: before } = await setup();
      // The test was running (recorded) before its declaration went.
      await before.request("/admin/experiments", { headers: auth });
      const base = JSON.parse(readFileSync(join(pages, "prueba.json"), "utf8"));
      delete base.experiment;
      writeFileSync(join(pages, "prueba.json"), JSON.stringify(base));
      const app = testApp(store, { adminToken: TOKEN, pagesDir: pages });
      const page = await (await app.request("/admin/experiments", { headers: auth })).text();
      const card = page.slice(page.indexOf('data-experiment="t-demo"'));
      expect(card.slice(0, card.indexOf("</section>"))).toContain("Terminada sin declarar ganador");
      const res = await app.request("/admin/experiments/t-demo/winner", {
        method: "POST",
        headers: auth,
        body: new URLSearchParams({ arm: "b", confirm: "1" }),
      });
      expect(res.status).toBe(409);
      expect(await res.text()).not.toContain("undefined");
    });

    it("Cambiar pesos from the page pauses an arm: the file changes, a phase starts, nothing is hidden", async () => {
      const { app, pages, expose, totals } = await setup();
      const [v] = visitorsIn("t-demo", "b");
      await expose("t-demo", "b", v!);
      const res = await app.request("/admin/experiments/t-demo/weights", {
        method: "POST",
        headers: auth,
        body: new URLSearchParams({ "w:control": "50", "w:b": "0" }),
      });
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(page).toContain("Cambia el reparto de la prueba A/B de /prueba: original 50, variante B en pausa");
      expect(JSON.parse(readFileSync(join(pages, "prueba.json"), "utf8")).experiment.weights).toEqual({
        control: 50,
        b: 0,
      });
      const after = await (await app.request("/admin/experiments", { headers: auth })).text();
      expect(after).toContain("Fase 2");
      expect(after).not.toContain("no cuadra");
      // Nobody new is counted in the paused arm; its earlier visitor stays.
      await expose("t-demo", "b", visitorsIn("t-demo", "b", 2)[1]!);
      expect((await totals("t-demo")).b).toEqual([1, 0]);
      const bad = await app.request("/admin/experiments/t-demo/weights", {
        method: "POST",
        headers: auth,
        body: new URLSearchParams({ "w:control": "0", "w:b": "0" }),
      });
      expect(bad.status).toBe(422);
      expect(await bad.text()).toContain("nadie vería la prueba");
    });
  });
});
