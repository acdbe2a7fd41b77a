// «Nueva página» from a template (issue 43): a page made from each built-in
// template is refused by the publish gate while it shows the template's example
// copy, naming the text at its field, and is valid with nothing to fix once
// that copy is written.
import { describe, expect, it } from "vitest";
import { TEMPLATE_EXAMPLE_TEXTS } from "../gate/template-copy.ts";
import { checkDocs } from "./api.ts";
import { starterDocument } from "./new-page.ts";
import { asTemplate, builtInTemplates, templateOf } from "./page-templates.ts";

const root = process.cwd();
const blocking = (file: string, doc: object) =>
  checkDocs(root, { [file]: doc }, {}).problems.filter((p) => p.severity !== "warn");

/** The page with its own copy where the template had example copy: a sentence of the marketer's, one per field. */
function written(doc: object): object {
  let n = 0;
  return JSON.parse(JSON.stringify(doc), (_key, value) =>
    typeof value === "string" && TEMPLATE_EXAMPLE_TEXTS.has(value)
      ? `Nuestro restaurante reserva mejor con la agenda de {product}, texto ${++n} escrito por el equipo de marketing.`
      : value,
  );
}

describe("page templates", () => {
  it("offers a landing with a form, a feature page, a success story and a legal page", () => {
    expect(builtInTemplates().map((t) => t.label)).toEqual([
      "Landing con formulario",
      "Página de funcionalidad",
      "Caso de éxito",
      "Página legal",
    ]);
    expect(
      builtInTemplates()
        .find((t) => t.id === "landing")
        ?.sections.map((s) => s.type),
    ).toContain("form");
  });

  for (const template of builtInTemplates()) {
    it(`«${template.label}»: blocked while it shows example copy, valid once its copy is written`, () => {
      const file = `pages/plantilla-${template.id}.json`;
      const doc = starterDocument(`/plantilla-${template.id}`, "Oferta de verano", file, template);
      const before = blocking(file, doc);
      expect(before.map((p) => p.pointer)).toEqual(expect.arrayContaining(["/meta/description", "/sections/0/title"]));
      // (and, on a page Google may index, its robots: lib/gate/placeholder-copy.ts)
      for (const problem of before.filter((p) => p.pointer !== "/meta/robots")) {
        // The editor lists it under the field's Spanish label («Cabecera de página › Título»), quoting the text.
        expect(problem.message).toMatch(
          /^Aún es el texto de ejemplo de la plantilla \(«.+»\): escribe aquí el tuyo\.$/,
        );
        expect(problem.label).not.toBe("");
      }
      expect(blocking(file, written(doc))).toEqual([]);
    });
  }

  it("makes a team's template of a page without its address and title, and a page of it again", () => {
    const page = written(
      starterDocument("/landing-verano", "Verano", undefined, templateOf(root, "landing")),
    ) as Record<string, unknown>;
    const saved = asTemplate("Landing de temporada", page);
    expect(saved).not.toHaveProperty("path");
    expect(saved.meta).not.toHaveProperty("title");
    expect(saved.sections).toEqual(page.sections);
  });
});
