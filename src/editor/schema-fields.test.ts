// @vitest-environment node
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../lib/validate/schema-set.ts";
import type { SchemaNode } from "../core/schema-refs.ts";
import { editorSchema, fieldFor, sectionTypes, UnsupportedSchema, type FieldSpec } from "./schema-fields";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = new SchemaSet(join(root, "schema")).files;

const kinds = (spec: FieldSpec, out = new Set<string>()): Set<string> => {
  out.add(spec.kind);
  if (spec.kind === "object") for (const f of Object.values(spec.fields)) kinds(f, out);
  if (spec.kind === "array") kinds(spec.item, out);
  if (spec.kind === "map") kinds(spec.value, out);
  return out;
};

describe("schema → editor fields", () => {
  it("builds fields for every schema file, its $defs included, without an unknown keyword or shape", () => {
    for (const [file, node] of files) {
      // A file of $defs only (defs/common.schema.json) has no root value to edit.
      const definitionsOnly = node.type === undefined && node.$ref === undefined && node.oneOf === undefined;
      if (!definitionsOnly) expect(() => fieldFor(files, { file, node }, "root", true), file).not.toThrow();
      for (const [name, def] of Object.entries((node.$defs ?? {}) as Record<string, SchemaNode>)) {
        expect(() => fieldFor(files, { file, node: def }, name, true), `${file}#/$defs/${name}`).not.toThrow();
      }
    }
  });

  it("has fields for every section type, with the schema description as help (in Spanish)", () => {
    const schema = editorSchema(files);
    expect(Object.keys(schema.sections).sort()).toEqual(sectionTypes(files).map((t) => t.type));
    const faq = schema.sections.faq;
    expect(faq.items).toMatchObject({ kind: "array", min: 1, help: "Preguntas y respuestas, en orden." });
    expect(faq.openFirst).toMatchObject({ kind: "boolean", default: false });
    expect(faq.id).toMatchObject({ kind: "text", anchor: true, pattern: "^[a-z][a-z0-9-]*$" });
    const items = faq.items.kind === "array" ? faq.items.item : undefined;
    expect(items?.kind === "object" && items.fields.answer).toMatchObject({
      kind: "text",
      copy: true,
      multiline: true,
    });
    expect(items?.kind === "object" && items.fields.question).toMatchObject({
      kind: "text",
      copy: true,
      multiline: false,
    });
    expect(
      faq.more.kind === "object" && faq.more.fields.link.kind === "object" && faq.more.fields.link.fields.href.kind,
    ).toBe("href");
    expect(schema.page.meta.kind === "object" && schema.page.meta.fields.robots).toMatchObject({
      kind: "select",
      options: ["index,follow", "noindex,follow", "noindex,nofollow"],
    });
    expect(schema.page.experiment.kind === "object" && schema.page.experiment.fields.weights.kind).toBe("map");
  });

  it("covers numbers with limits, icons, images, collections and unions somewhere in the shipped schemas", () => {
    const all = new Set<string>();
    for (const fields of Object.values(editorSchema(files).sections))
      for (const f of Object.values(fields)) kinds(f, all);
    expect([...all].sort()).toEqual([
      "array",
      "boolean",
      "collection",
      "const",
      "href",
      "icon",
      "image",
      "number",
      "object",
      "select",
      "text",
      "union",
    ]);
  });

  it("edits an image (common.schema.json's image) as one field, the hero's and each client logo", () => {
    const { sections } = editorSchema(files);
    expect(sections.hero.image.kind).toBe("image");
    expect(sections.clientStrip.logos).toMatchObject({ kind: "array", item: { kind: "image" } });
  });

  it("accepts x-palette and x-island at the root of a section's schema file only", () => {
    const faqFile = sectionTypes(files).find((t) => t.type === "faq")!.file;
    const faq = files.get(faqFile)!;
    // The islands work adds "x-island" to every section schema: the fields must not change for it.
    const withIsland = new Map(files).set(faqFile, { ...faq, "x-island": true });
    expect(() => fieldFor(withIsland, { file: faqFile, node: withIsland.get(faqFile)! }, "root", true)).not.toThrow();
    expect(editorSchema(withIsland).sections.faq).toEqual(editorSchema(files).sections.faq);
    const nested = { type: "object", properties: { items: { type: "string", "x-island": true } } };
    expect(() =>
      fieldFor(files, { file: "x.schema.json", node: { type: "object", properties: { a: nested } } }, "x", true),
    ).toThrow(/"x-island".*root of a section/);
  });

  it("lists every section module with its palette label and category", () => {
    const types = sectionTypes(files);
    expect(types.find((t) => t.type === "faq")).toMatchObject({
      file: "../src/sections/faq/faq.schema.json",
      label: "Preguntas frecuentes",
      category: "Contenido",
    });
    for (const t of types) {
      expect(t.label, t.file).not.toBe(t.type);
      expect(t.category, t.file).not.toBe("");
      expect(t.example, t.file).toBeDefined();
    }
  });

  it("refuses a keyword it does not know", () => {
    const node = { type: "string", if: { minLength: 2 } };
    expect(() => fieldFor(files, { file: "x.schema.json", node }, "x", true)).toThrow(UnsupportedSchema);
    expect(() => fieldFor(files, { file: "x.schema.json", node: { type: ["string", "null"] } }, "x", true)).toThrow(
      /list of types/,
    );
    expect(
      fieldFor(files, { file: "x.schema.json", node: { type: ["integer", "null"], minimum: 1 } }, "x", true),
    ).toMatchObject({ kind: "number", integer: true, nullable: true, min: 1 });
    expect(() => fieldFor(files, { file: "x.schema.json", node: { description: "no type" } }, "x", true)).toThrow(
      /no "type"/,
    );
  });
});
