// @vitest-environment node
// The editor's help texts are Spanish: the glossary each section folder
// writes (src/sections/<type>/editor.es.json) and the shared one
// (schema/editor.es.json) translate every `description` of the shipped
// schemas (their $defs and section roots too), at its field path.
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../lib/validate/schema-set.ts";
import { glossarySources, schemaPlaces } from "../../tests/unit/editor-glossary-files.ts";
import { editorSchema, fieldFor, plainHelp, type FieldSpec } from "./schema-fields";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = new SchemaSet(join(root, "schema")).files;
const { sources } = glossarySources(root, files);

/** Every `description` of a shipped schema, with its place and its Spanish (if written). */
const shipped = schemaPlaces(files)
  .filter((p) => typeof p.node.description === "string")
  .map((p) => ({
    ...p,
    text: p.node.description as string,
    where: sources.get(p.file)!.where,
    spanish: sources.get(p.file)!.entries[p.path]?.help,
  }));
const translations = shipped.flatMap((d) => (d.spanish === undefined ? [] : [d.spanish]));

/**
 * What must come through a translation unchanged: {placeholders}. The English description's `code` spans are for
 * developers (docs/reference.md); the Spanish help may say the same in a marketer's words (issue 41).
 */
const verbatim = (text: string) => [...text.matchAll(/\{[A-Za-z_][\w-]*\}/g)].map((m) => m[0]);

/** The help of every field the editor shows (sections' and the page's, nested, list items and map values). */
function shownHelp(
  specs: Record<string, FieldSpec>,
  at: string,
  out: Array<[string, string]> = [],
): Array<[string, string]> {
  const visit = (spec: FieldSpec, path: string) => {
    out.push([path, spec.help]);
    if (spec.kind === "object") shownHelp(spec.fields, path, out);
    if (spec.kind === "array") visit(spec.item, `${path}[]`);
    if (spec.kind === "map") visit(spec.value, `${path}{}`);
  };
  for (const [name, spec] of Object.entries(specs)) visit(spec, `${at}.${name}`);
  return out;
}

describe("Spanish field help", () => {
  it("has a Spanish help text for every description in the shipped schemas, at its field path", () => {
    expect(shipped.length).toBeGreaterThan(800);
    const missing = shipped
      .filter((d) => d.spanish === undefined)
      .map((d) => `${d.where}: "${d.path}" for ${JSON.stringify(d.text)} (${d.at})`);
    expect(missing, `Add the Spanish help for these descriptions: ${missing.join(", ")}`).toEqual([]);
    for (const d of shipped)
      if (d.spanish !== undefined) expect(d.spanish.trim(), `${d.where}: ${d.path}`).not.toBe("");
  });

  it("keeps the {placeholders} of a description unchanged in its translation", () => {
    const changed = shipped.flatMap((d) =>
      verbatim(d.text)
        .filter((span) => d.spanish !== undefined && !d.spanish.includes(span))
        .map((span) => `${d.where}: "${d.path}": ${span} in ${JSON.stringify(d.spanish)}`),
    );
    expect(changed, `Write these exactly as in the English description: ${changed.join("; ")}`).toEqual([]);
  });

  it("shows the Spanish help on generated fields, and a description it does not have as written", () => {
    const schema = editorSchema(files);
    const faq = schema.sections.faq;
    expect(faq.items.help).toBe("Preguntas y respuestas, en orden.");
    const item = faq.items.kind === "array" && faq.items.item.kind === "object" ? faq.items.item.fields : {};
    expect(item.question?.help).toBe("La pregunta.");
    expect(schema.sections.hero.title.help).toBe("El titular (el título principal de la página).");
    // Help from a shared definition ($defs/sectionId in defs/common.schema.json).
    expect(faq.id.help).toBe(sources.get("defs/common.schema.json")!.entries["$defs.sectionId"]?.help);
    // Every help the editor shows is a translation (or empty), shown without code spans.
    const shown = new Set(["", ...translations.map(plainHelp)]);
    const fields = [
      ...Object.entries(schema.sections).flatMap(([type, specs]) => shownHelp(specs, type)),
      ...shownHelp(schema.page, "page"),
    ];
    expect(fields.length).toBeGreaterThan(500);
    expect(
      fields.filter(([, text]) => !shown.has(text)).map(([path, text]) => `${path}: ${JSON.stringify(text)}`),
      "Help not from an editor.es.json",
    ).toEqual([]);
    // A marketer reads no HTML tag name, data file path, HTTP code, analytics key, address parameter or command
    // (issue 41): «título en Google», «página retirada», «el nombre de la prueba en la analítica».
    expect(
      fields.filter(([, text]) =>
        /<title>|og:(title|description)|\bh1\b|pages\/_data|\b410\b|experiment_id|\?variant=|dataLayer|\.json\b|npm run|node scripts/.test(
          text,
        ),
      ),
      "Help in developer words",
    ).toEqual([]);
    // A new section's description works before it is translated (the first test asks for it).
    const node = {
      type: "object",
      properties: {
        promoCode: { type: "string", description: "Code shown on the banner." },
        plain: { type: "string" },
      },
    };
    const spec = fieldFor(files, { file: "x.schema.json", node }, "x", true);
    expect(spec.kind === "object" && [spec.fields.promoCode.help, spec.fields.plain.help]).toEqual([
      "Code shown on the banner.",
      "",
    ]);
  });
});
