// @vitest-environment node
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../lib/validate/schema-set.ts";
import { editorSchema } from "./schema-fields";
import { pointerOf, sectionIndexOf } from "./pointer";
import { localizeForPreview } from "./localize-preview";

const schema = editorSchema(new SchemaSet(join(fileURLToPath(new URL("../..", import.meta.url)), "schema")).files);

describe("field name → JSON pointer", () => {
  it("maps nested, indexed, wrapped and anchor fields", () => {
    expect(pointerOf("items[0].question", schema.sections.faq, 2)).toBe("/sections/2/items/0/question");
    expect(pointerOf("items[1].points[3].value", schema.sections.faq, 0)).toBe("/sections/0/items/1/points/3");
    expect(pointerOf("more.link.href", schema.sections.faq, 5)).toBe("/sections/5/more/link/href");
    expect(pointerOf("sectionId", schema.sections.faq, 1)).toBe("/sections/1/id");
    expect(pointerOf("meta.title", schema.page)).toBe("/meta/title");
  });
  it("finds the section of a pointer", () => {
    expect(sectionIndexOf("/sections/12/items/0")).toBe(12);
    expect(sectionIndexOf("/sections/3")).toBe(3);
    expect(sectionIndexOf("/meta/title")).toBeUndefined();
  });
});

describe("preview localization", () => {
  it("translates known copy and fills placeholders, leaving other strings alone", () => {
    const out = localizeForPreview(
      { title: "Hola {product}", href: "/contact", n: 3, list: ["Hola {product}"] },
      { "Hola {product}": "Hello {product}" },
      { product: "Mesalia" },
    );
    expect(out).toEqual({ title: "Hello Mesalia", href: "/contact", n: 3, list: ["Hello Mesalia"] });
  });
});
