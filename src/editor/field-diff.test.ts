// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../lib/validate/schema-set.ts";
import { editorSchema, sectionTypes } from "./schema-fields";
import { fieldDifferences } from "./field-diff";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = new SchemaSet(join(root, "schema")).files;
const schema = editorSchema(files);
const labels = Object.fromEntries(sectionTypes(files).map((t) => [t.type, t.label]));

describe("conflict view", () => {
  it("lists only the fields that differ, by their Spanish labels", () => {
    const disk = JSON.parse(readFileSync(join(root, "pages/about.json"), "utf8"));
    const yours = structuredClone(disk);
    yours.sections[0].title = "Otro título";
    yours.meta.description = "Otra descripción";
    const diff = fieldDifferences(schema, labels, disk, yours);
    expect(diff.map((d) => d.pointer)).toEqual(["/meta/description", "/sections/0/title"]);
    expect(diff[1]).toMatchObject({ disk: disk.sections[0].title, yours: "Otro título" });
    expect(diff[1].label).toMatch(new RegExp(`^${labels[disk.sections[0].type]} \\(1\\) › `));
    // The review and the conflict view say where a marketer sees it, not "Metadatos › Descripción" (issue 41).
    expect(diff[0].label).toBe("Descripción en Google");
  });

  it("says a site link by its name, not its keyword (issue 41: the review showed «@appRegister»)", () => {
    const disk = JSON.parse(readFileSync(join(root, "pages/about.json"), "utf8"));
    const yours = structuredClone(disk);
    yours.sections[0].actions[1].href = "@appRegister";
    const [row] = fieldDifferences(schema, labels, disk, yours);
    expect(row).toMatchObject({ disk: "/careers", yours: "Enlace a la app de registro" });
  });

  it("a section only one side has is one line", () => {
    const disk = JSON.parse(readFileSync(join(root, "pages/about.json"), "utf8"));
    const yours = structuredClone(disk);
    yours.sections.push({ type: "faq", items: [] });
    const diff = fieldDifferences(schema, labels, disk, yours);
    expect(diff).toEqual([
      {
        pointer: `/sections/${disk.sections.length}`,
        label: `${labels.faq} (${disk.sections.length + 1})`,
        disk: undefined,
        yours: labels.faq,
      },
    ]);
  });
});
