// @vitest-environment node
// The editor's help texts are Spanish: field-help.es.json translates every
// `description` of the shipped schemas (their $defs and section roots too).
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../scripts/validate/schema-set.ts";
import { repoPath } from "../core/schema-refs.ts";
import { walkSchema } from "../../tests/unit/schema-walk.ts";
import help from "./field-help.es.json";
import { editorSchema, fieldFor, plainHelp, type FieldSpec } from "./schema-fields";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = new SchemaSet(join(root, "schema")).files;
const spanish: Record<string, string> = help;
const HELP_FILE = "src/editor/field-help.es.json";

/** Every `description` of a shipped schema, with where it first is. */
const shipped = new Map<string, string>();
for (const [file, node] of files)
  walkSchema(node, repoPath(file) + "#", (schema, at) => {
    if (typeof schema.description === "string" && !shipped.has(schema.description)) shipped.set(schema.description, at);
  });

/** What must come through a translation unchanged: `code` spans and {placeholders}. */
const verbatim = (text: string) => [...text.matchAll(/`[^`]*`|\{[A-Za-z_][\w-]*\}/g)].map((m) => m[0]);

/** The help of every field the editor shows (sections' and the page's, nested, list items and map values). */
function shownHelp(specs: Record<string, FieldSpec>, at: string, out: Array<[string, string]> = []): Array<[string, string]> {
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
  it("has a Spanish help text for every description in the shipped schemas", () => {
    expect(shipped.size).toBeGreaterThan(500);
    const missing = [...shipped].filter(([text]) => !Object.hasOwn(spanish, text)).map(([text, where]) => `${JSON.stringify(text)} (${where})`);
    expect(missing, `Add the Spanish help for these descriptions to ${HELP_FILE} (key: the English text as written): ${missing.join(", ")}`).toEqual([]);
  });

  it("keeps no help for a description no schema has any more, and keeps the file sorted", () => {
    const stale = Object.keys(spanish).filter((text) => !shipped.has(text));
    expect(stale, `Remove these entries from ${HELP_FILE} (no schema has the description; reworded?): ${stale.map((text) => JSON.stringify(text)).join(", ")}`).toEqual([]);
    expect(Object.keys(spanish), `Sort the keys of ${HELP_FILE}`).toEqual(Object.keys(spanish).sort());
    for (const [text, translation] of Object.entries(spanish)) expect(translation.trim(), text).not.toBe("");
  });

  it("keeps code spans and {placeholders} of a description unchanged in its translation", () => {
    const changed = Object.entries(spanish).flatMap(([text, translation]) =>
      verbatim(text)
        .filter((span) => !translation.includes(span))
        .map((span) => `${span} in ${JSON.stringify(translation)}`),
    );
    expect(changed, `Write these exactly as in the English description, in ${HELP_FILE}: ${changed.join("; ")}`).toEqual([]);
  });

  it("shows the Spanish help on generated fields, and a description it does not have as written", () => {
    const schema = editorSchema(files);
    const faq = schema.sections.faq;
    expect(faq.items.help).toBe("Preguntas y respuestas, en orden.");
    const item = faq.items.kind === "array" && faq.items.item.kind === "object" ? faq.items.item.fields : {};
    expect(item.question?.help).toBe("La pregunta.");
    expect(schema.sections.hero.title.help).toBe("El titular (el único h1 de la página).");
    // Help from a shared definition ($defs/sectionId in defs/common.schema.json).
    expect(faq.id.help).toBe(spanish["Stable id of a section; doubles as its HTML anchor (#id). Lowercase letters, digits and dashes."]);
    // Every help the editor shows is a translation (or empty), shown without code spans.
    const translations = new Set(["", ...Object.values(spanish).map(plainHelp)]);
    const fields = [...Object.entries(schema.sections).flatMap(([type, specs]) => shownHelp(specs, type)), ...shownHelp(schema.page, "page")];
    expect(fields.length).toBeGreaterThan(500);
    expect(fields.filter(([, text]) => !translations.has(text)).map(([path, text]) => `${path}: ${JSON.stringify(text)}`), `Help not from ${HELP_FILE}`).toEqual([]);
    // A new section's description works before it is translated (the first test asks for it).
    const node = { type: "object", properties: { promoCode: { type: "string", description: "Code shown on the banner." }, plain: { type: "string" } } };
    const spec = fieldFor(files, { file: "x.schema.json", node }, "x", true);
    expect(spec.kind === "object" && [spec.fields.promoCode.help, spec.fields.plain.help]).toEqual(["Code shown on the banner.", ""]);
  });
});
