// @vitest-environment node
// Property: any schema-valid page document renders to HTML without a throw,
// and authored copy, whatever it holds (any Unicode, XSS payloads), comes out
// as escaped text. 1,000 documents built from the sections' schema examples:
// copy strings replaced by arbitrary text, sections picked, repeated and
// reordered at random.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { SchemaSet, SCHEMA_BASE } from "../../scripts/lib/schema-set";
import { annotations } from "../../scripts/lib/walk";
import { Sections } from "../../src/runtime/Sections";
import type { Section } from "../../src/runtime/types";
import { XSS } from "../xss-corpus";
import { Providers, renderToHtml } from "./render-helpers";

/** Markup the payloads would inject if copy were not escaped (text is escaped, so real tags are the only "<"). */
function injected(html: string): string[] {
  const tags = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "").match(/<[a-z][^>]*>/gi) ?? [];
  return tags.filter((tag) => {
    const names = tag.replace(/"[^"]*"/g, '""'); // attribute names only, values blanked
    return /^<(script|img src=x|svg onload)\b/i.test(tag) || /\son[a-z]+=/i.test(names) || /href="javascript:/i.test(tag);
  });
}

const root = process.cwd();
const schemas = new SchemaSet(`${root}/schema`);
const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, strictRequired: false });
addFormats.default(ajv);
for (const keyword of ["x-copy", "x-href", "x-anchor", "x-collection"]) ajv.addKeyword({ keyword });
for (const [file, schema] of schemas.files) ajv.addSchema({ ...schema, $id: SCHEMA_BASE + file });
const validatePage = ajv.getSchema(`${SCHEMA_BASE}page.schema.json`) as ValidateFunction;

interface Template {
  type: string;
  example: Section;
  /** JSON pointers of the example's translatable copy. */
  copy: string[];
}

const templates: Template[] = [...schemas.files.keys()]
  .filter((f) => f.startsWith("sections/"))
  .flatMap((file) => {
    const schema = schemas.get(file);
    const example = (schema.examples as Section[] | undefined)?.[0];
    if (!example) return [];
    const copy = annotations(schemas, file, example).filter((a) => a.kind === "copy").map((a) => a.pointer);
    return [{ type: String((schema.properties as Record<string, { const: string }>).type.const), example, copy }];
  });

function setPointer(target: unknown, pointer: string, value: string) {
  const keys = pointer.split("/").slice(1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
}

const copyText = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...XSS) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom("{product}", "{email} · {phone}", "   ", "\u202e\u200b", "👩🏽‍🍳".repeat(20)) },
);

const sectionArb = fc.nat({ max: Math.max(0, templates.length - 1) }).chain((index) => {
  const t = templates[index]!;
  return fc.tuple(fc.constant(t), fc.array(fc.option(copyText, { nil: undefined }), { minLength: t.copy.length, maxLength: t.copy.length }));
});

const documentArb = fc.array(sectionArb, { minLength: 1, maxLength: 6 }).map((picked) => ({
  version: 1,
  path: "/generated",
  meta: { title: "Generated", description: "Generated page" },
  sections: picked.map(([t, texts], i) => {
    const section = structuredClone(t.example) as Section & { id?: string };
    t.copy.forEach((pointer, k) => texts[k] !== undefined && setPointer(section, pointer, texts[k]!));
    if ("id" in section || t.example.id !== undefined) section.id = `${t.type.toLowerCase()}-${i}`;
    return section;
  }),
}));

describe("any schema-valid document renders", () => {
  const errors = vi.spyOn(console, "error");

  beforeAll(async () => {
    // Resolve every lazy section once (like the prerender), so renderToString renders them for real.
    await renderToHtml(<Sections sections={templates.map((t) => t.example)} />);
  }, 60_000);
  afterAll(() => errors.mockRestore());

  it("has a template for every section type", () => {
    expect(templates.length).toBe(schemas.sectionTypes().length);
  });

  it("1,000 generated documents: valid, rendered without a throw, copy escaped", () => {
    fc.assert(
      fc.property(documentArb, (doc) => {
        expect(validatePage(doc), JSON.stringify(validatePage.errors?.slice(0, 3))).toBe(true);
        errors.mockClear();
        const html = renderToString(
          <Providers page={{ doc: doc as never }}>
            <Sections sections={doc.sections} />
          </Providers>,
        );
        expect(html.length).toBeGreaterThan(0);
        // A section that threw on the server would be left for the client (<!--$!-->).
        expect(html).not.toContain("<!--$!-->");
        expect(errors).not.toHaveBeenCalled();
        expect(injected(html)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  }, 240_000);
});
