// @vitest-environment node
// Section modules: the registry and the union come from the folders of
// src/sections/, and a folder that does not describe its type fully is refused.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { glossarySource, registrySource, sectionModules, sectionServersSource, sectionUnion } from "./generate.ts";

const project = process.cwd();
const tmp = mkdtempSync(join(tmpdir(), "section-modules-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A project with schema/ and one section folder, `promo`, written by the test. */
function projectWith(schema: Record<string, unknown>, component = true): string {
  const root = mkdtempSync(join(tmp, "p-"));
  cpSync(join(project, "schema"), join(root, "schema"), { recursive: true });
  mkdirSync(join(root, "src/sections/promo"), { recursive: true });
  writeFileSync(join(root, "src/sections/promo/promo.schema.json"), JSON.stringify(schema));
  if (component) {
    writeFileSync(join(root, "src/sections/promo/Promo.tsx"), "export const Promo = () => null;\n");
    writeFileSync(
      join(root, "src/sections/promo/editor.es.json"),
      JSON.stringify({ title: { label: "Título", help: "Título." } }),
    );
  }
  return join(root, "schema");
}

const promo = {
  title: "PromoSection",
  description: "A promotion.",
  "x-palette": { label: "Promoción", category: "Contenido" },
  "x-island": false,
  type: "object",
  additionalProperties: false,
  required: ["type"],
  properties: {
    type: { const: "promo", description: "Section type." },
    title: { $ref: "../../../schema/defs/common.schema.json#/$defs/copy", description: "Title." },
  },
  examples: [{ type: "promo", title: "Hola" }],
};

describe("section modules", () => {
  it("a new folder is all it takes: registry entry, union branch", () => {
    const schemaDir = projectWith(promo);
    expect(sectionModules(schemaDir)).toEqual([
      { type: "promo", file: "../src/sections/promo/promo.schema.json", component: "Promo", island: false },
    ]);
    expect(registrySource(schemaDir)).toContain(
      '  promo: lazy(() => import("./promo/Promo").then((m) => ({ default: m.Promo }))),',
    );
    // Each folder's branch, then the reference to a shared section (issue 43), which has no folder.
    expect(JSON.parse(sectionUnion(schemaDir)).oneOf).toEqual([
      { $ref: "../src/sections/promo/promo.schema.json" },
      { $ref: "defs/shared-section.schema.json" },
    ]);
    expect(glossarySource(schemaDir)).toContain(
      '"../src/sections/promo/promo.schema.json#title": {\n      "label": "Título"',
    );
    // No server.ts: the server has nothing to check of it.
    expect(sectionServersSource(schemaDir)).not.toContain("promo");
  });

  it("puts a folder's server.ts in the server's table of section types with forms", () => {
    const schemaDir = projectWith(promo);
    writeFileSync(join(schemaDir, "../src/sections/promo/server.ts"), "export const server = {};\n");
    const table = sectionServersSource(schemaDir);
    expect(table).toContain('import { server as promo } from "../sections/promo/server.ts";');
    expect(table).toContain("  promo,\n};");
  });

  it("refuses a folder without palette entry, island declaration, example, matching type, component or Spanish glossary, naming each", () => {
    const { "x-palette": _palette, "x-island": _island, examples: _examples, ...bare } = promo;
    const schemaDir = projectWith(
      { ...bare, properties: { ...promo.properties, type: { const: "promotion", description: "Section type." } } },
      false,
    );
    const message = (() => {
      try {
        sectionModules(schemaDir);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain(
      'src/sections/promo/promo.schema.json: properties.type.const is "promotion", expected "promo"',
    );
    expect(message).toContain("src/sections/promo/promo.schema.json: needs one complete examples[0]");
    expect(message).toContain('src/sections/promo/promo.schema.json: needs "x-palette"');
    expect(message).toContain('src/sections/promo/promo.schema.json: needs "x-island": true');
    expect(message).toContain("src/sections/promo/: needs Promo.tsx exporting Promo");
    expect(message).toContain("src/sections/promo/: needs editor.es.json");
  });
});
