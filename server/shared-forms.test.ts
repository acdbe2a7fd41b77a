// @vitest-environment node
// A form or a demo booking made a shared section (pages/_data/sections/, issue 43) still takes leads: the server
// reads the pages as the build renders them, shared sections in place, so the form keeps its declared fields and
// messages, a submission keeps the page it was sent from, and the inbox names every page that shows the form.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadDemoSections } from "./api-demo.ts";
import { formCatalogue, loadForms } from "./forms.ts";
import { sqliteEngine } from "./testing/engines.ts";
import { contact, inlineDemo, json, PAGES, testApp } from "./testing/fixtures.ts";

const engine = sqliteEngine();
const root = mkdtempSync(join(tmpdir(), "shared-forms-"));
afterAll(async () => {
  await engine.teardown();
  rmSync(root, { recursive: true, force: true });
});

type Doc = { sections: Array<{ type: string; id?: string }> };
const sectionOf = (file: string, type: string) =>
  (JSON.parse(readFileSync(join(PAGES, file), "utf8")) as Doc).sections.find((s) => s.type === type)!;

// Two pages place the contact page's form, made shared; one of them places the demo booking, made shared too.
const pages = join(root, "pages");
mkdirSync(join(pages, "_data", "sections"), { recursive: true });
copyFileSync(join(PAGES, "_site.json"), join(pages, "_site.json"));
const write = (file: string, doc: unknown) => writeFileSync(join(pages, file), JSON.stringify(doc));
write("_data/sections/contacto.json", { ...sectionOf("contact.json", "form"), id: "contacto-compartido" });
write("_data/sections/reserva.json", { ...sectionOf("agendar-demo.json", "demoBooking"), id: "reserva-compartida" });
write("oferta.json", {
  path: "/oferta",
  sections: [
    { type: "shared", ref: "contacto" },
    { type: "shared", ref: "reserva" },
  ],
});
write("precios.json", { path: "/precios", sections: [{ type: "shared", ref: "contacto" }] });

const setup = async () => {
  const { store } = await engine.open();
  const forms = loadForms(pages);
  const app = testApp(store, { forms, demoSections: loadDemoSections(pages) });
  return { store, app, forms };
};
const fromPage = (path: string, body: unknown) =>
  json(body, { Origin: "http://mesalia.com", Referer: `http://mesalia.com${path}` });

describe("a shared form section", () => {
  it("takes a valid submission, stored with the page it was sent from; the inbox names both pages", async () => {
    const { store, app, forms } = await setup();
    const res = await app.request("http://mesalia.com/api/forms/contacto-compartido", fromPage("/precios", contact));
    expect(res.status).toBe(201);
    expect(await store.listSubmissions()).toMatchObject([{ formId: "contacto-compartido", page: "/precios" }]);
    expect(formCatalogue(pages, forms).get("contacto-compartido")).toMatchObject({
      title: "Envíanos un mensaje",
      pages: ["/oferta", "/precios"],
    });
  });

  it("refuses an invalid one with the form's own messages, its {email} filled as on the page", async () => {
    const { store, app } = await setup();
    const res = await app.request(
      "/api/forms/contacto-compartido",
      json({ ...contact, email: "lola@", message: " ", admin: "1" }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      errors: {
        email: "Introduce un email válido (ej. nombre@restaurante.com).",
        message: "Este campo es obligatorio.",
        admin: "Campo desconocido.",
      },
    });
    expect(await store.listSubmissions()).toHaveLength(0);
  });
});

describe("a shared demo booking section", () => {
  it("books a time, kept with its page, and lists it as taken", async () => {
    const { store, app } = await setup();
    const res = await app.request("http://mesalia.com/api/demo/reserva-compartida", fromPage("/oferta", inlineDemo));
    expect(res.status).toBe(201);
    expect(await (await app.request("/api/demo/reserva-compartida/taken?date=2026-12-03")).json()).toEqual(["09:00"]);
    expect(await store.listBookings()).toMatchObject([{ source: "inline", slotLabel: "09:00", page: "/oferta" }]);
  });
});
