// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../../lib/validate/schema-set.ts";
import { editorSchema, sectionTypes } from "../schema-fields";
import { fillPlaceholders } from "../../core/placeholders";
import { pageChanges } from "./section-changes";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const files = new SchemaSet(join(root, "schema")).files;
const schema = editorSchema(files);
const labels = Object.fromEntries(sectionTypes(files).map((t) => [t.type, t.label]));
const home = () => JSON.parse(readFileSync(join(root, "pages/home.json"), "utf8"));
const banner = {
  type: "supportBanner",
  id: "aviso",
  eyebrow: "Novedad",
  title: "Abrimos oficina en Valencia",
  text: "Ven a vernos en la calle Colón.",
  figures: [],
  channels: [],
};

describe("a review's changes by section", () => {
  it("a section inserted at the top is one added row with its text, and nothing else changed", () => {
    const live = home();
    const draft = home();
    draft.sections.unshift(banner);
    const { page, sections } = pageChanges(schema, labels, live, draft);
    expect(page).toEqual([]);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ kind: "added", at: 1, name: `${labels.supportBanner} «aviso»` });
    const texts = sections[0]!.kind === "added" ? sections[0]!.texts.map((t) => t.text) : [];
    expect(texts).toEqual(["Novedad", "Abrimos oficina en Valencia", "Ven a vernos en la calle Colón."]);
  });

  it("a shared section placed on the page is named by its own name, and matched by its id on the page", () => {
    const live = home();
    const draft = home();
    draft.sections.push({ type: "shared", id: "prueba", ref: "probar-por-tu-cuenta" });
    expect(pageChanges(schema, labels, live, draft).sections).toEqual([
      expect.objectContaining({
        kind: "added",
        key: "shared#prueba",
        name: "Sección compartida «probar-por-tu-cuenta»",
      }),
    ]);
    // Moved to the top: the same one, moved (not one removed and another added).
    const moved = home();
    moved.sections.unshift(draft.sections.at(-1));
    expect(pageChanges(schema, labels, draft, moved).sections.map((s) => [s.kind, s.name])).toEqual([
      ["moved", "Sección compartida «probar-por-tu-cuenta»"],
    ]);
  });

  it("a removed section says what it said; a moved one where from and to; a changed one its fields", () => {
    const live = home();
    const draft = home();
    const [hero] = draft.sections.splice(0, 1);
    draft.sections.splice(3, 0, hero);
    draft.sections = draft.sections.filter((s: { id: string }) => s.id !== "nosotros");
    draft.sections.find((s: { id: string }) => s.id === "empezar").title = "Empieza esta noche";
    const { sections } = pageChanges(schema, labels, live, draft);
    expect(sections.map((s) => [s.kind, s.key])).toEqual([
      ["moved", "hero#inicio"],
      ["changed", "finalCta#empezar"],
      ["removed", "supportBanner#nosotros"],
    ]);
    expect(sections[0]).toMatchObject({ from: 1, to: 4, fields: [] });
    expect(sections[1]).toMatchObject({
      fields: [{ disk: live.sections[9].title, yours: "Empieza esta noche" }],
    });
    const removed = sections[2]!.kind === "removed" ? sections[2]!.texts.map((t) => t.text) : [];
    expect(removed).toContain("Personas reales al otro lado, a cualquier hora");
  });

  it("a text that only spells out the product's name is no change: the page reads the same", () => {
    const live = home();
    const draft = home();
    const lead = String(live.sections[0].lead);
    expect(lead).toContain("{product}");
    draft.sections[0].lead = lead.replaceAll("{product}", "Mesalia");
    draft.meta.title = String(live.meta.title).replaceAll("{product}", "Mesalia");
    const read = (text: string) => fillPlaceholders(text, { product: "Mesalia" });
    expect(pageChanges(schema, labels, live, draft, read)).toEqual({ page: [], sections: [] });
    draft.sections[0].lead = lead.replaceAll("{product}", "Reservo");
    expect(pageChanges(schema, labels, live, draft, read).sections.map((s) => s.kind)).toEqual(["changed"]);
  });
});
