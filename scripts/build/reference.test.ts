// @vitest-environment node
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { referenceMarkdown } from "./reference.ts";
import { SchemaSet } from "../../lib/validate/schema-set.ts";

const schemaDir = join(process.cwd(), "schema");

describe("authoring reference", () => {
  const md = referenceMarkdown(schemaDir);

  it("has every section type with its fields table and its example", () => {
    for (const type of new SchemaSet(schemaDir).sectionTypes()) {
      const start = md.indexOf(`\n### ${type}\n`);
      expect(start, type).toBeGreaterThan(0);
      const part = md.slice(start, md.indexOf("\n### ", start + 1) >>> 0);
      expect(part).toContain("| Field | Type | Required | Default | Description |");
      expect(part).toContain(`"type": "${type}"`);
    }
  });

  it("shows nested fields, defaults and links to shared building blocks", () => {
    expect(md).toContain("| `cards[].highImpact` | boolean |  | `false` | Show the high-impact badge. |");
    expect(md).toContain("| `experiment.weights` | map of number | yes |");
    expect(md).toMatch(/\| `heading` \| \[SectionHeading\]\(#sectionheading\) \|/);
    expect(md).toContain("### SectionHeading");
  });
});
