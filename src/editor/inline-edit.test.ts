// @vitest-environment node
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../lib/validate/schema-set.ts";
import { editorSchema } from "./schema-fields";
import { findEditable, setField } from "./inline-edit";

const schema = editorSchema(new SchemaSet(join(fileURLToPath(new URL("../..", import.meta.url)), "schema")).files);

describe("editing a text in the preview", () => {
  const faq = {
    id: "s1",
    heading: { eyebrow: "FAQ", title: "Preguntas frecuentes" },
    items: [
      { question: "¿Cuánto cuesta?", answer: "Nada con {product}", points: [{ value: "Uno" }, { value: "Dos" }] },
    ],
  };

  it("finds the one copy field whose text was clicked, nested and in lists", () => {
    expect(findEditable(faq, schema.sections.faq, "Preguntas frecuentes")).toEqual({
      path: "heading.title",
      multiline: false,
    });
    expect(findEditable(faq, schema.sections.faq, "¿Cuánto cuesta?")?.path).toBe("items[0].question");
    expect(findEditable(faq, schema.sections.faq, "Dos")?.path).toBe("items[0].points[1].value");
  });

  it("leaves texts it cannot write back exactly: a filled placeholder, an id, a text shown twice", () => {
    expect(findEditable(faq, schema.sections.faq, "Nada con {product}")).toBeUndefined();
    expect(findEditable(faq, schema.sections.faq, "s1")).toBeUndefined();
    expect(
      findEditable({ ...faq, heading: { eyebrow: "Dos", title: "Dos" } }, schema.sections.faq, "Dos"),
    ).toBeUndefined();
  });

  it("writes the field and nothing else", () => {
    const next = setField(faq, "items[0].points[1].value", "Tres");
    expect(next.items).toEqual([{ ...faq.items[0], points: [{ value: "Uno" }, { value: "Tres" }] }]);
    expect(next.heading).toBe(faq.heading);
    expect(faq.items[0].points[1].value).toBe("Dos");
  });
});
