// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { LANGS } from "../../src/lib/i18n/languages.ts";
import { loadContent } from "./content.ts";
import { highlightPairs, highlightProblems } from "./highlight-check.ts";

describe("highlightPairs", () => {
  it("finds every title with a highlight, with its pointer", () => {
    const doc = { sections: [{ type: "hero", title: "Llena tu sala", highlight: "tu sala" }, { type: "faq", items: [{ title: "a/b", highlight: "x" }] }] };
    expect(highlightPairs(doc)).toEqual([
      { pointer: "/sections/0/highlight", title: "Llena tu sala", highlight: "tu sala" },
      { pointer: "/sections/1/items/0/highlight", title: "a/b", highlight: "x" },
    ]);
  });
});

describe("the site's titles", () => {
  it("keep their highlight in Spanish and in every translation", () => {
    const root = fileURLToPath(new URL("../..", import.meta.url));
    expect(highlightProblems(loadContent(root), LANGS).map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([]);
  });
});
