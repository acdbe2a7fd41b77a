// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../lib/validate/schema-set.ts";
import { editorSchema, sectionTypes } from "./schema-fields";
import {
  unusedPageFields,
  dataToDoc,
  docToData,
  itemToSection,
  keepOrder,
  starterProps,
  type JsonObject,
} from "./doc-data";
import { formatLike } from "../core/json-preserve";

const root = fileURLToPath(new URL("../..", import.meta.url));
const schema = editorSchema(new SchemaSet(join(root, "schema")).files);

const pageFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith("_")) return [];
    const full = join(dir, e.name);
    return e.isDirectory() ? pageFiles(full) : e.name.endsWith(".json") ? [full] : [];
  });

describe("page document ⇄ Puck data", () => {
  const files = pageFiles(join(root, "pages"));

  it("opens and saves every shipped document byte for byte", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const doc = JSON.parse(text) as JsonObject;
      expect(formatLike(text, dataToDoc(schema, docToData(schema, doc), doc)), file).toBe(text);
    }
  });

  it("changes only the edited value, and keeps a moved section's own key order", () => {
    const text = readFileSync(join(root, "pages/about.json"), "utf8");
    const doc = JSON.parse(text) as JsonObject;
    const data = docToData(schema, doc);
    const first = data.content[0];
    const edited = {
      ...data,
      content: [{ ...first, props: { ...first.props, title: "Otro título" } }, ...data.content.slice(1)],
    };
    const out = formatLike(text, dataToDoc(schema, edited, doc));
    const changed = out.split("\n").filter((line, i) => line !== text.split("\n")[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain('"title": "Otro título"');

    const moved = { ...data, content: [...data.content].reverse() };
    const back = dataToDoc(schema, moved, doc);
    const sections = back.sections as JsonObject[];
    expect(sections.map((s) => Object.keys(s))).toEqual(
      [...(doc.sections as JsonObject[])].reverse().map((s) => Object.keys(s)),
    );
  });

  it("wraps lists of strings for Puck's array field and drops cleared optional values", () => {
    const doc = {
      version: 1,
      path: "/x",
      meta: { title: "T", description: "D" },
      sections: [{ type: "faq", id: "p", items: [{ question: "Q", answer: "A", points: ["uno", "dos"] }] }],
    } as JsonObject;
    const data = docToData(schema, doc);
    const item = data.content[0];
    expect(item.props).toMatchObject({
      sectionId: "p",
      items: [{ question: "Q", answer: "A", points: [{ value: "uno" }, { value: "dos" }] }],
    });
    const cleared = {
      ...data,
      root: { props: { ...data.root.props, meta: { title: "T", description: "D", keywords: "" } } },
    };
    expect(dataToDoc(schema, cleared, doc)).toEqual(doc);
  });

  it("the preview renders each section as it is in the file: the palette's example never fills a field the section lacks", () => {
    // Puck renders an item with { ...defaultProps, ...props }; defaultProps are the schema examples.
    const files = new SchemaSet(join(root, "schema")).files;
    const examples = Object.fromEntries(
      sectionTypes(files).map((t) => [t.type, t.example ? starterProps(schema, t.example as JsonObject) : {}]),
    );
    const blog = JSON.parse(readFileSync(join(root, "pages/blog.json"), "utf8")) as JsonObject;
    const rendered = docToData(schema, blog).content.map((item) =>
      itemToSection(schema, { ...item, props: { ...examples[item.type], ...item.props } }, undefined),
    );
    expect(rendered).toEqual(blog.sections);
    expect(JSON.stringify(rendered)).not.toContain("Volver al inicio");
  });

  it("the palette inserts a section's schema example as its content", () => {
    const files = new SchemaSet(join(root, "schema")).files;
    const faq = sectionTypes(files).find((t) => t.type === "faq")!;
    expect(
      itemToSection(
        schema,
        { type: "faq", props: { id: "new", ...starterProps(schema, faq.example as JsonObject) } },
        undefined,
      ),
    ).toEqual(faq.example);
  });

  it("offers A/B fields and «Colección» only to a document that has them", () => {
    const read = (name: string) => JSON.parse(readFileSync(join(root, "pages", name), "utf8")) as JsonObject;
    expect(unusedPageFields(read("about.json"))).toEqual(["experiment", "variant", "collection"]);
    expect(unusedPageFields(read("agendar-demo.json"))).toEqual(["variant", "collection"]);
    expect(unusedPageFields(read("agendar-demo.b.json"))).toEqual(["experiment", "collection"]);
    expect(unusedPageFields(read("features/detail.json"))).toEqual(["experiment", "variant"]);
  });

  it("keepOrder puts known keys in their old order and new keys last", () => {
    expect(Object.keys(keepOrder({ b: 1, a: 2 }, { a: 3, c: 4, b: 5 }) as object)).toEqual(["b", "a", "c"]);
  });
});
