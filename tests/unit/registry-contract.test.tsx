// @vitest-environment node
// Every section type: its schema carries an example, the example is valid,
// and the registered component renders it (lazy ones included).
import { describe, expect, it } from "vitest";
import { registry } from "../../src/sections/registry";
import { isSectionSchemaFile, repoPath, SchemaSet } from "../../lib/validate/schema-set";
import { annotations } from "../../lib/validate/walk";
import { formatProblem, loadContent } from "../../lib/validate/content";
import { Sections } from "../../src/runtime/SectionList";
import type { Section } from "../../src/runtime/types";
import { renderToHtml } from "./render-helpers";

const root = process.cwd();
const schemas = new SchemaSet(`${root}/schema`);
const sectionFiles = [...schemas.files.keys()].filter(isSectionSchemaFile);
const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("section registry contract", () => {
  it("has exactly one component per schema section type", () => {
    expect(Object.keys(registry).sort()).toEqual(schemas.sectionTypes());
  });

  for (const file of sectionFiles) {
    const schema = schemas.get(file);
    const type = (schema.properties as Record<string, { const: string }>).type.const;
    const example = (schema.examples as Section[] | undefined)?.[0];

    describe(type, () => {
      it("has an example that validates against its schema", () => {
        expect(example, `${file} needs examples[0]`).toBeDefined();
        const doc = {
          version: 1,
          path: `/contract-${type.toLowerCase()}`,
          meta: { title: "t", description: "d" },
          sections: [example],
        };
        const { problems } = loadContent(root, {
          extraPages: [{ file: `${repoPath(file)}#/examples/0`, doc }],
          onlyExtra: true,
        });
        expect(problems.map(formatProblem)).toEqual([]);
      });

      it("renders its example with the example's copy in the HTML", async () => {
        const html = await renderToHtml(<Sections sections={[example as Section]} />);
        const copy = annotations(schemas, file, example)
          .filter((a) => a.kind === "copy")
          .map((a) => escapeHtml(String(a.value)).replace(/\{(product|email|phone|year)\}/g, ""));
        expect(html.length).toBeGreaterThan(0);
        expect(
          copy.some((text) => html.includes(text.slice(0, 24))),
          `none of the example's copy appears in ${type}'s HTML`,
        ).toBe(true);
      });
    });
  }
});
