// @vitest-environment node
// Property: any schema-valid page document renders to HTML without a throw,
// and authored copy, whatever it holds (any Unicode, XSS payloads), comes out
// as escaped text. 1,000 documents built from each section schema and its
// example: optional properties dropped or added, arrays resized within their
// bounds, other enum values, icons and hrefs, copy replaced by arbitrary text,
// sections picked, repeated and reordered at random; each one re-validated
// with ajv (invalid ones are discarded) before it is rendered.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import {
  CUSTOM_KEYWORDS,
  isSectionSchemaFile,
  SchemaSet,
  schemaId,
  sectionSchemaFile,
  type Located,
  type SchemaNode,
} from "../../lib/validate/schema-set";
import { Sections } from "../../src/runtime/SectionList";
import type { Section } from "../../src/runtime/types";
import { minDayScript } from "../../src/sections/demoBooking/min-day-script";
import { XSS } from "../xss-corpus";
import { collections, Providers, renderToHtml } from "./render-helpers";

/** The demo form's own inline script (min-day-script.ts): its text is ours whatever the site's zone, never copy. */
const OWN_SCRIPT = (() => {
  const [before = "", after = ""] = minDayScript("ZONE").split('"ZONE"');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<script>${literal(before)}"(?:[^"\\\\<]|\\\\.)*"${literal(after)}</script>`, "g");
})();

/** Markup the payloads would inject if copy were not escaped (text is escaped, so real tags are the only "<"). */
function injected(html: string): string[] {
  const tags =
    html
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
      .replace(OWN_SCRIPT, "")
      .match(/<[a-z][^>]*>/gi) ?? [];
  return tags.filter((tag) => {
    const names = tag.replace(/"[^"]*"/g, '""'); // attribute names only, values blanked
    return (
      /^<(script|img src=x|svg onload)\b/i.test(tag) || /\son[a-z]+=/i.test(names) || /href="javascript:/i.test(tag)
    );
  });
}

const root = process.cwd();
const schemas = new SchemaSet(`${root}/schema`);
const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true, strictRequired: false });
addFormats.default(ajv);
for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword({ keyword });
for (const [file, schema] of schemas.files) ajv.addSchema({ ...schema, $id: schemaId(file) });
const validatePage = ajv.getSchema(schemaId("page.schema.json")) as ValidateFunction;

interface Template {
  type: string;
  example: Section;
  /** Every schema-valid variation of the example this test can reach (see `arbFor`). */
  arb: fc.Arbitrary<Section>;
}

// Link targets of every kind the href pattern allows (routes, anchors, external, site values).
const HREFS = [
  "/",
  "/contact",
  "/#precios",
  "/features/valoraciones",
  "#booking-demo",
  "#soluciones",
  "https://example.com/a?b=1#c",
  "mailto:hola@mesalia.com",
  "tel:+34 911 234 567",
  "@appLogin",
  "@appRegister",
  "@whatsapp",
  "@phone",
  "@email",
];

const copyText = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) }, // keep the example's own copy
  { weight: 2, arbitrary: fc.constantFrom(...XSS) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("{product}", "{email} · {phone}", "   ", "\u202e\u200b", "👩🏽‍🍳".repeat(20)),
  },
);

/** Longest array generated where the schema sets no maxItems (keeps 1,000 renders fast). */
const MANY = 7;

/** The oneOf/anyOf branch a value takes (by discriminator, else by JSON type), as lib/validate/walk.ts picks it. */
function branchOf(loc: Located, value: unknown): Located | undefined {
  const branches = ((loc.node.oneOf ?? loc.node.anyOf) as SchemaNode[]).map((b) =>
    schemas.deref({ file: loc.file, node: b }),
  );
  const tag = (loc.node.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (tag && value && typeof value === "object")
    return branches.find(
      (b) =>
        (b.node.properties as Record<string, SchemaNode> | undefined)?.[tag]?.const ===
        (value as Record<string, unknown>)[tag],
    );
  const jsType = Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
  return branches.find((b) => b.node.type === jsType || (jsType === "number" && b.node.type === "integer"));
}

/** Values for a property the example leaves out, when its schema says plainly what they are. */
function freshArb(loc: Located): fc.Arbitrary<unknown> | null {
  const { node } = schemas.deref(loc);
  if (node.const !== undefined) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...node.enum);
  if (node["x-href"]) return fc.constantFrom(...HREFS);
  if (node["x-copy"]) return copyText.map((t) => t ?? "Texto");
  if (typeof node["x-collection"] === "string") return collectionKeys(node["x-collection"]);
  if (node.type === "boolean") return fc.boolean();
  if (node.type === "integer")
    return fc.integer({ min: Number(node.minimum ?? 0), max: Number(node.maximum ?? Number(node.minimum ?? 0) + 100) });
  return null;
}

const collectionKeys = (name: string) =>
  fc.constantFrom(...Object.keys((collections as Record<string, Record<string, unknown>>)[name] ?? { missing: 1 }));

/**
 * An arbitrary of variations of `value` that follow its schema at `loc`:
 * optional properties dropped (and simple ones the example lacks added),
 * arrays resized within minItems/maxItems from 0 or 1 to many (made of the
 * example's own items, each varied in turn), any other enum value (icons
 * included), any kind of href, other collection keys, integers within their
 * bounds, booleans flipped, and copy replaced by arbitrary text. Whatever
 * the schema constrains beyond that (patterns, uniqueItems...) the ajv check
 * on each document filters out.
 */
function arbFor(start: Located, value: unknown): fc.Arbitrary<unknown> {
  const loc = schemas.deref(start);
  const { node, file } = loc;
  if (node.oneOf || node.anyOf) {
    const branch = branchOf(loc, value);
    return branch ? arbFor(branch, value) : fc.constant(value);
  }
  if (node.const !== undefined) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(value, ...node.enum);
  if (typeof value === "string") {
    if (node["x-copy"]) return copyText.map((t) => t ?? value);
    if (node["x-href"]) return fc.constantFrom(value, ...HREFS);
    if (typeof node["x-collection"] === "string")
      return fc.oneof(fc.constant(value), collectionKeys(node["x-collection"]));
    return fc.constant(value);
  }
  if (typeof value === "boolean") return fc.boolean();
  if (typeof value === "number") {
    if (node.type !== "integer") return fc.constant(value);
    const min =
      node.minimum !== undefined
        ? Number(node.minimum)
        : node.exclusiveMinimum !== undefined
          ? Math.floor(Number(node.exclusiveMinimum)) + 1
          : 0;
    const max = Number(node.maximum ?? Math.max(min, value) * 2 + 10);
    return fc.oneof(fc.constant(value), fc.integer({ min: Math.min(min, value), max: Math.max(max, value) }));
  }
  if (Array.isArray(value)) {
    if (value.length === 0 || typeof node.items !== "object") return fc.constant(value);
    const minLength = Number(node.minItems ?? 0);
    const maxLength = Math.max(minLength, Math.min(Number(node.maxItems ?? MANY), MANY));
    // Distinct items (the demo form's time slots): any subset of the example's, in any order.
    if (node.uniqueItems)
      return fc.shuffledSubarray(value, { minLength, maxLength: Math.min(maxLength, value.length) });
    const items = value.map((item) => arbFor({ file, node: node.items as SchemaNode }, item));
    const item = fc.oneof(...items);
    return fc.oneof(
      fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(1, maxLength)) }), // none or one (or the minimum)
      fc.array(item, { minLength, maxLength }), // anything allowed
      fc.array(item, { minLength: maxLength, maxLength }), // as many as allowed
      fc.tuple(...items), // the example's items, in place
    );
  }
  if (value && typeof value === "object") {
    const props = (node.properties ?? {}) as Record<string, SchemaNode>;
    const extra = typeof node.additionalProperties === "object" ? (node.additionalProperties as SchemaNode) : undefined;
    const required = new Set((node.required as string[] | undefined) ?? []);
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const sub = props[key] ?? extra;
      model[key] = sub ? arbFor({ file, node: sub }, child) : fc.constant(child);
    }
    // An object that must have a set number of keys (a legal text block is exactly one of p, ul, h3...)
    // keeps the example's keys; the array it sits in varies which kinds appear.
    if (node.minProperties !== undefined || node.maxProperties !== undefined) return fc.record(model);
    for (const [key, sub] of Object.entries(props)) {
      if (key in model) continue;
      const fresh = freshArb({ file, node: sub });
      if (fresh) model[key] = fresh;
    }
    // Keys the schema requires always; every other one only sometimes.
    return fc.record(model, { requiredKeys: Object.keys(model).filter((k) => required.has(k)) });
  }
  return fc.constant(value);
}

const templates: Template[] = [...schemas.files.keys()].filter(isSectionSchemaFile).flatMap((file) => {
  const schema = schemas.get(file);
  const example = (schema.examples as Section[] | undefined)?.[0];
  if (!example) return [];
  return [
    {
      type: String((schema.properties as Record<string, { const: string }>).type.const),
      example,
      arb: arbFor({ file, node: schema }, example) as fc.Arbitrary<Section>,
    },
  ];
});

const documentArb = fc
  .array(fc.oneof(...templates.map((t) => t.arb.map((section) => [t, section] as const))), {
    minLength: 1,
    maxLength: 5,
  })
  .map((picked) => ({
    version: 1,
    path: "/generated",
    meta: { title: "Generated", description: "Generated page" },
    sections: picked.map(([t, generated], i) => {
      const section = generated as Section & { id?: string };
      // Anchors stay unique on the page, as validate requires.
      if ("id" in section) section.id = `${t.type.toLowerCase()}-${i}`;
      return section;
    }),
  }));

const EMOTION_SSR_SELECTOR_WARNING =
  /^The pseudo class ":(first|nth|nth-last)-child" is potentially unsafe when doing server-side rendering/;

/** How far the generated documents stray from the examples (counted over the run, checked at the end). */
const seen = {
  documents: 0,
  discarded: 0,
  droppedOptional: 0,
  resizedArrays: 0,
  emptyArrays: 0,
  otherEnum: 0,
  otherHref: 0,
};

function tally(example: unknown, generated: unknown, loc: Located) {
  const { node, file } = schemas.deref(loc);
  if (node.oneOf || node.anyOf) {
    const branch = branchOf({ file, node }, example);
    if (branch) tally(example, generated, branch);
    return;
  }
  if (Array.isArray(node.enum) && generated !== example) seen.otherEnum++;
  if (node["x-href"] && generated !== example) seen.otherHref++;
  if (Array.isArray(example) && Array.isArray(generated)) {
    if (generated.length !== example.length) seen.resizedArrays++;
    if (generated.length === 0 && example.length > 0) seen.emptyArrays++;
    if (typeof node.items === "object")
      generated.forEach((item, i) => {
        tally(example[i % Math.max(1, example.length)], item, { file, node: node.items as SchemaNode });
      });
  } else if (example && generated && typeof example === "object" && typeof generated === "object") {
    const props = (node.properties ?? {}) as Record<string, SchemaNode>;
    for (const key of Object.keys(example)) {
      if (!(key in (generated as object))) seen.droppedOptional++;
      else if (props[key])
        tally((example as Record<string, unknown>)[key], (generated as Record<string, unknown>)[key], {
          file,
          node: props[key],
        });
    }
  }
}

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
        // Only schema-valid documents count (a resized array may break uniqueItems, a pattern...).
        const valid = validatePage(doc);
        if (!valid) seen.discarded++;
        fc.pre(valid);
        seen.documents++;
        for (const section of doc.sections) {
          const t = templates.find((x) => x.type === section.type)!;
          const file = sectionSchemaFile(t.type);
          tally(t.example, section, { file, node: schemas.get(file) });
        }
        errors.mockClear();
        const html = renderToString(
          <Providers page={{ doc: doc as never }}>
            <Sections sections={doc.sections} />
          </Providers>,
        );
        expect(html.length).toBeGreaterThan(0);
        // A section that threw on the server would be left for the client (<!--$!-->).
        expect(html).not.toContain("<!--$!-->");
        // Emotion's development warning about :nth-child in styles it compiles for the first time (a new
        // count of cards, say) concerns inline <style> tags; the prerender collects styles into the head.
        expect(errors.mock.calls.filter(([message]) => !EMOTION_SSR_SELECTOR_WARNING.test(String(message)))).toEqual(
          [],
        );
        expect(injected(html)).toEqual([]);
      }),
      { numRuns: 1000, maxSkipsPerRun: 5 },
    );
    // The documents really differed in structure from the examples, not just in copy.
    expect(seen.documents).toBeGreaterThanOrEqual(1000);
    expect(seen.discarded, JSON.stringify(seen)).toBeLessThan(seen.documents);
    for (const kind of ["droppedOptional", "resizedArrays", "emptyArrays", "otherEnum", "otherHref"] as const)
      expect(seen[kind], JSON.stringify(seen)).toBeGreaterThan(100);
  }, 240_000);
});
