// @vitest-environment node
// The editor's problems speak Spanish and say where, as the side panel names
// fields (issue 22, defect 5; contract §1).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../validate/schema-set.ts";
import { checkDocs } from "./api.ts";
import { labelOf } from "./problems.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const schemas = new SchemaSet(join(root, "schema"));
const open = (file: string) =>
  JSON.parse(readFileSync(join(root, file), "utf8")) as {
    sections: Array<Record<string, unknown>>;
    meta: Record<string, unknown>;
  };

describe("label paths", () => {
  const home = open("pages/home.json");
  it("name the section by its palette name, then the glossary's field labels, list items from 1", () => {
    expect(labelOf(schemas, home, "/sections/0/title")).toBe("Portada de la home › Título");
    expect(labelOf(schemas, home, "/sections/0/actions/1/href")).toBe("Portada de la home › Botones › 2 › Enlace");
    // The problems list and «Historial» say where a marketer sees the field (issue 41).
    expect(labelOf(schemas, home, "/meta/title")).toBe("Título en Google");
    expect(labelOf(schemas, home, "/meta/ogImage")).toBe("Imagen al compartir");
    expect(labelOf(schemas, home, "")).toBe("");
  });

  it("name a shared section placed on the page by its own name (issue 43)", () => {
    const demo = open("pages/agendar-demo.json");
    const at = demo.sections.findIndex((s) => s.ref === "probar-por-tu-cuenta");
    expect(labelOf(schemas, demo, `/sections/${at}/id`)).toBe(
      "Sección compartida «probar-por-tu-cuenta» › Identificador",
    );
  });
});

describe("the editor's check", () => {
  const check = (edit: (doc: ReturnType<typeof open>) => void) => {
    const doc = open("pages/home.json");
    edit(doc);
    return checkDocs(root, { "pages/home.json": doc }).problems;
  };

  it("says schema errors in Spanish, with the field's label", () => {
    expect(check((d) => (d.sections[0].title = ""))).toEqual([
      {
        file: "pages/home.json",
        pointer: "/sections/0/title",
        message: "no puede quedar vacío",
        label: "Portada de la home › Título",
      },
    ]);
    expect(check((d) => delete d.sections[0].title)).toMatchObject([
      {
        pointer: "/sections/0/title",
        message: "es obligatorio: escribe algo aquí",
        label: "Portada de la home › Título",
      },
    ]);
    expect(check((d) => ((d.sections[0].actions as Array<Record<string, unknown>>)[1].style = "fancy"))).toMatchObject([
      {
        message: expect.stringMatching(/^elige una de las opciones/),
        label: "Portada de la home › Botones › 2 › Estilo",
      },
    ]);
  });

  it("says our own checks in Spanish: a link to no page, a highlight no longer in its title", () => {
    expect(check((d) => ((d.sections[0].actions as Array<Record<string, unknown>>)[1].href = "/no-existe"))).toEqual([
      {
        file: "pages/home.json",
        pointer: "/sections/0/actions/1/href",
        message: "enlaza a /no-existe, que no es una página del sitio",
        label: "Portada de la home › Botones › 2 › Enlace",
      },
    ]);
    expect(check((d) => (d.sections[0].highlight = "nada de esto"))).toMatchObject([
      {
        pointer: "/sections/0/highlight",
        message: expect.stringMatching(/^el resaltado «nada de esto» ya no está en el título/),
        label: "Portada de la home › Resaltado",
      },
    ]);
  });

  it("never shows ajv's English", () => {
    const problems = check((d) => {
      d.sections[0].title = 7;
      d.sections[0].id = "Con Mayúsculas";
      d.meta.description = "";
      (d.sections[1] as Record<string, unknown>).inventado = true;
      (d.sections[0].stats as Array<Record<string, unknown>>)[0].durationMs = 9000;
    });
    expect(problems.length).toBeGreaterThanOrEqual(5);
    expect(problems.find((p) => p.pointer === "/sections/0/stats/0/durationMs")?.message).toBe("debe ser 5000 o menos");
    for (const p of problems) expect(p.message, p.pointer).not.toMatch(/\bmust\b|NOT|property|allowed/);
    for (const p of problems) expect(p.label, p.pointer).not.toBe("");
  });
});
