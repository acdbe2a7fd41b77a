// @vitest-environment node
// The editor's field labels are Spanish, from the glossary each section
// folder writes (src/sections/<type>/editor.es.json) and the shared one
// (schema/editor.es.json), for every property of every shipped schema, keyed
// by the property's field path.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SchemaSet, SECTION_COMMON_FILE } from "../../lib/validate/schema-set.ts";
import { derefSchema } from "../core/schema-refs.ts";
import { glossarySource } from "../../scripts/build/generate.ts";
import { glossarySources, schemaPlaces } from "../../tests/unit/editor-glossary-files.ts";
import { glossary } from "../generated/editor-glossary.ts";
import { editorSchema, fieldFor, type FieldSpec } from "./schema-fields";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = new SchemaSet(join(root, "schema")).files;
const { sources } = glossarySources(root, files);
const places = schemaPlaces(files);
const entryAt = (file: string, path: string) => sources.get(file)?.entries[path];

/** Every field the editor shows (sections' and the page's, nested and list items), with its path. */
function shownFields(
  specs: Record<string, FieldSpec>,
  at: string,
  out: Array<[string, string]> = [],
): Array<[string, string]> {
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
  it("has a label for every property of the shipped schemas, at its field path", () => {
    // Every section's visibleOn and schedule are labelled once, where they are defined (schema/defs/section-common.schema.json).
    const properties = places.filter(
      (p) => p.property !== undefined && !String(p.node.$ref ?? "").includes(SECTION_COMMON_FILE),
    );
    expect(properties.length).toBeGreaterThan(800);
    const missing = properties
      .filter((p) => !entryAt(p.file, p.path)?.label)
      .map((p) => `${sources.get(p.file)!.where}: "${p.path}" (${p.at})`);
    expect(missing, `Add a short Spanish label for these fields: ${missing.join(", ")}`).toEqual([]);
  });

  it("labels every field the editor shows from the glossary, list items included", () => {
    const schema = editorSchema(files);
    const fields = [
      ...Object.entries(schema.sections).flatMap(([type, specs]) => shownFields(specs, type)),
      ...shownFields(schema.page, "page"),
    ];
    const spanish = new Set(
      [...sources.values()].flatMap((s) => Object.values(s.entries).flatMap((e) => (e.label ? [e.label] : []))),
    );
    const english = fields.filter(([, label]) => !spanish.has(label)).map(([path, label]) => `${path}: "${label}"`);
    expect(english, "Labels not from an editor.es.json").toEqual([]);
  });

  it("keeps each glossary short, in schema order and free of places no schema has", () => {
    for (const [file, { where, entries }] of sources) {
      const own = places.filter((p) => p.file === file);
      // A label belongs to a property, a list's items, a map's values or a shared definition (it labels the properties using it).
      const labelled = new Set(
        own
          .filter((p) => p.property !== undefined || /(\[\]|\{\})$/.test(p.path) || /(^|\.)\$defs\.[^.]+$/.test(p.path))
          .map((p) => p.path),
      );
      const described = new Set(own.filter((p) => typeof p.node.description === "string").map((p) => p.path));
      // Option names belong to a choice list, and name only its values.
      const choices = new Map(
        own.map((p) => [p.path, derefSchema(files, { file, node: p.node }).node.enum as unknown[] | undefined]),
      );
      const strays = Object.entries(entries).flatMap(([path, e]) => [
        ...(e.label !== undefined && !labelled.has(path) ? [`"${path}" (label)`] : []),
        ...(e.help !== undefined && !described.has(path) ? [`"${path}" (help: no description there)`] : []),
        ...Object.keys(e.options ?? {})
          // "" names an optional list's empty choice («Todos los dispositivos»).
          .filter((value) => !(value === "" && choices.has(path)) && !choices.get(path)?.map(String).includes(value))
          .map((value) => `"${path}" (options: ${value} is not one of its values)`),
      ]);
      expect(strays, `Entries in ${where} for places its schema does not have`).toEqual([]);
      const order = own
        .map((p) => p.path)
        .filter((path, i, all) => all.indexOf(path) === i && Object.hasOwn(entries, path));
      expect(Object.keys(entries), `Keep ${where} in the order of its schema`).toEqual(order);
      for (const [path, { label }] of Object.entries(entries)) {
        if (label === undefined) continue;
        expect(label.trim(), `${where}: ${path}`).not.toBe("");
        expect(
          label.split(/\s+/).length,
          `${where}: ${path}: "${label}" is long for a field label`,
        ).toBeLessThanOrEqual(4);
      }
    }
  });

  it("is generated from the folders: src/generated/editor-glossary.ts is up to date", () => {
    expect(readFileSync(join(root, "src/generated/editor-glossary.ts"), "utf8"), "Run npm run gen:types").toBe(
      glossarySource(join(root, "schema")),
    );
  });

  it("gives a generated field the glossary's label, and a name it does not have a readable one", () => {
    const faq = editorSchema(files).sections.faq;
    expect(faq.items.label).toBe("Elementos");
    expect(faq.id.label).toBe("Ancla (#id)");
    // The same name outside an anchor: a benefit card's id, the page's experiment id.
    const cards = editorSchema(files).sections.benefits.cards;
    expect(cards?.kind === "array" && cards.item.kind === "object" && cards.item.fields.id?.label).toBe(
      "Identificador",
    );
    const item = faq.items.kind === "array" && faq.items.item.kind === "object" ? faq.items.item.fields : {};
    expect(item.question?.label).toBe("Pregunta");
    expect(item.answer?.label).toBe("Respuesta");
    const points = item.points;
    expect(points?.kind === "array" && [points.label, points.item.label]).toEqual(["Puntos", "Punto"]);
    expect(
      faq.more.kind === "object" && faq.more.fields.link.kind === "object" && faq.more.fields.link.fields.href.label,
    ).toBe("Enlace");
    // A property a new section adds works before it is translated (the first test asks for the label).
    const node = { type: "object", properties: { promoCode: { type: "string" }, title: { type: "string" } } };
    const spec = fieldFor(files, { file: "x.schema.json", node }, "x", true);
    expect(spec.kind === "object" && [spec.fields.promoCode.label, spec.fields.title.label]).toEqual([
      "Promo Code",
      "Título",
    ]);
    expect(glossary.names.title).toBe("Título");
  });
});
