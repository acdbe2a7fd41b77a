// @vitest-environment node
// The editor's field labels are Spanish, from one glossary
// (field-labels.es.json), for every property of every shipped schema.
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../scripts/validate/schema-set.ts";
import { repoPath } from "../core/schema-refs.ts";
import { walkSchema } from "../../tests/unit/schema-walk.ts";
import labels from "./field-labels.es.json";
import { editorSchema, fieldFor, type FieldSpec } from "./schema-fields";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = new SchemaSet(join(root, "schema")).files;
const glossary: Record<string, string> = labels;
const GLOSSARY_FILE = "src/editor/field-labels.es.json";

/** Every property name of a shipped schema, with where it first is. */
const shipped = new Map<string, string>();
for (const [file, node] of files)
  walkSchema(node, repoPath(file) + "#", (schema, at) => {
    for (const name of Object.keys(schema.properties ?? {})) if (!shipped.has(name)) shipped.set(name, `${at}/properties/${name}`);
  });

/** Every field the editor shows (sections' and the page's, nested and list items), with its path. */
function shownFields(specs: Record<string, FieldSpec>, at: string, out: Array<[string, string]> = []): Array<[string, string]> {
  for (const [name, spec] of Object.entries(specs)) {
    out.push([`${at}.${name}`, spec.label]);
    if (spec.kind === "object") shownFields(spec.fields, `${at}.${name}`, out);
    if (spec.kind === "array") {
      if (spec.item.kind === "object") shownFields(spec.item.fields, `${at}.${name}[]`, out);
      else out.push([`${at}.${name}[]`, spec.item.label]);
    }
  }
  return out;
}

describe("Spanish field labels", () => {
  it("has a label for every property name in the shipped schemas", () => {
    expect(shipped.size).toBeGreaterThan(300);
    const missing = [...shipped].filter(([name]) => !Object.hasOwn(glossary, name)).map(([name, where]) => `"${name}" (${where})`);
    expect(missing, `Add a short Spanish label for these property names to ${GLOSSARY_FILE}: ${missing.join(", ")}`).toEqual([]);
  });

  it("labels every field the editor shows from the glossary, list items included", () => {
    const schema = editorSchema(files);
    const fields = [...Object.entries(schema.sections).flatMap(([type, specs]) => shownFields(specs, type)), ...shownFields(schema.page, "page")];
    const spanish = new Set(Object.values(glossary));
    const english = fields.filter(([, label]) => !spanish.has(label)).map(([path, label]) => `${path}: "${label}"`);
    expect(english, `Labels not from ${GLOSSARY_FILE}`).toEqual([]);
  });

  it("keeps the glossary short and free of names no schema uses", () => {
    // Keys are property names, the singular a list of plain values shows per item ("points" → "point"),
    // or a shared definition that labels the properties using it (sectionId).
    const definitions = [...files.values()].flatMap((node) => Object.keys((node.$defs ?? {}) as Record<string, unknown>));
    const allowed = new Set([...[...shipped.keys()].flatMap((name) => [name, name.replace(/s$/, "")]), ...definitions]);
    expect(Object.keys(glossary).filter((key) => !allowed.has(key)), `Names in ${GLOSSARY_FILE} that no schema has`).toEqual([]);
    for (const [key, label] of Object.entries(glossary)) {
      expect(label.trim(), key).not.toBe("");
      expect(label.split(/\s+/).length, `${key}: "${label}" is long for a field label`).toBeLessThanOrEqual(4);
    }
  });

  it("gives a generated field the glossary's label, and a name it does not have a readable one", () => {
    const faq = editorSchema(files).sections.faq;
    expect(faq.items.label).toBe("Elementos");
    expect(faq.id.label).toBe("Ancla (#id)");
    // The same name outside an anchor: a benefit card's id, the page's experiment id.
    const cards = editorSchema(files).sections.benefits.cards;
    expect(cards?.kind === "array" && cards.item.kind === "object" && cards.item.fields.id?.label).toBe("Identificador");
    const item = faq.items.kind === "array" && faq.items.item.kind === "object" ? faq.items.item.fields : {};
    expect(item.question?.label).toBe("Pregunta");
    expect(item.answer?.label).toBe("Respuesta");
    const points = item.points;
    expect(points?.kind === "array" && [points.label, points.item.label]).toEqual(["Puntos", "Punto"]);
    expect(faq.more.kind === "object" && faq.more.fields.link.kind === "object" && faq.more.fields.link.fields.href.label).toBe("Enlace");
    // A property a new section adds works before it is translated (the first test asks for the label).
    const node = { type: "object", properties: { promoCode: { type: "string" }, title: { type: "string" } } };
    const spec = fieldFor(files, { file: "x.schema.json", node }, "x", true);
    expect(spec.kind === "object" && [spec.fields.promoCode.label, spec.fields.title.label]).toEqual(["Promo Code", "Título"]);
  });
});
