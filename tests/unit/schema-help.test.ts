// @vitest-environment node
// Editor help while typing: every document finds its schema locally (its
// "$schema", or .vscode/settings.json for the collections, whose keys are
// item ids and so cannot carry "$schema"), and every property in the schema
// explains itself.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { isSectionSchemaFile, repoPath, SchemaSet, type SchemaNode } from "../../lib/validate/schema-set";
import { schemaFileFor } from "../../lib/i18n/lingui-json-extractor";

const root = process.cwd();
const rel = (file: string) => relative(root, file).split("\\").join("/");
const listJson = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listJson(join(dir, e.name)) : e.name.endsWith(".json") ? [join(dir, e.name)] : [],
  );

describe("schema help in the editor", () => {
  const documents = [...listJson(join(root, "pages")), ...listJson(join(root, "tests/fixtures/pages/valid"))].filter(
    (f) => !/\/_data\//.test(f),
  );

  // Invalid fixtures are left as marketers would get them wrong; valid ones must be editable with help.
  it("every page and site document's $schema resolves to its schema file", () => {
    const wrong = documents.flatMap((file) => {
      let doc: { $schema?: string };
      try {
        doc = JSON.parse(readFileSync(file, "utf8"));
      } catch {
        return []; // the broken-JSON fixture
      }
      const expected =
        schemaFileFor(rel(file).replace(/^tests\/fixtures\/pages\/(valid|invalid)\//, "pages/")) ?? "page.schema.json";
      const target = doc.$schema ? rel(resolve(dirname(file), doc.$schema)) : "(none)";
      return target === `schema/${expected}` && existsSync(join(root, target))
        ? []
        : [`${rel(file)}: $schema → ${target}, expected schema/${expected}`];
    });
    expect(wrong).toEqual([]);
  });

  it("every collection in pages/_data is mapped to its schema in .vscode/settings.json", () => {
    const settings = JSON.parse(readFileSync(join(root, ".vscode/settings.json"), "utf8")) as {
      "json.schemas": Array<{ fileMatch: string[]; url: string }>;
    };
    for (const name of readdirSync(join(root, "pages/_data")).filter((f) => f.endsWith(".json"))) {
      const mapping = settings["json.schemas"].find((m) => m.fileMatch.includes(`pages/_data/${name}`));
      expect(mapping?.url, name).toBe(`./schema/data/${name.replace(/\.json$/, ".schema.json")}`);
      expect(existsSync(join(root, mapping!.url))).toBe(true);
    }
  });

  it("every property of every schema has a description (its own or its $ref target's)", () => {
    const set = new SchemaSet(join(root, "schema"));
    const missing: string[] = [];
    const visit = (file: string, node: unknown, pointer: string) => {
      if (!node || typeof node !== "object") return;
      if (Array.isArray(node)) {
        node.forEach((n, i) => {
          visit(file, n, `${pointer}/${i}`);
        });
        return;
      }
      const schema = node as SchemaNode;
      for (const [key, value] of Object.entries((schema.properties ?? {}) as Record<string, SchemaNode>)) {
        const description =
          value.description ?? (value.$ref ? set.deref({ file, node: value }).node.description : undefined);
        if (typeof description !== "string" || description.length < 3)
          missing.push(`${repoPath(file)}#${pointer}/properties/${key}`);
      }
      for (const [key, value] of Object.entries(schema))
        if (key !== "examples") visit(file, value, `${pointer}/${key}`);
    };
    for (const [file, node] of set.files) visit(file, node, "");
    expect(missing).toEqual([]);
  });

  it("every section type has a title, a description and a complete example", () => {
    const set = new SchemaSet(join(root, "schema"));
    for (const [file, node] of [...set.files].filter(([f]) => isSectionSchemaFile(f))) {
      expect(node.title, file).toMatch(/Section$/);
      expect(typeof node.description, file).toBe("string");
      expect((node.examples as unknown[] | undefined)?.length, file).toBeGreaterThan(0);
    }
  });
});
