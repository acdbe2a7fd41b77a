import { describe, expect, it } from "vitest";
import { formatProblem, loadContent } from "../../lib/validate/content.ts";
import { scaledPages } from "./scale-content.ts";

const root = process.cwd();

describe("the 10× site of the publish bench", () => {
  it("holds ten times today's page documents, every one valid under a route of its own", () => {
    const today = loadContent(root).pages.length;
    const added = scaledPages(root, 10);
    const content = loadContent(root, { extraPages: added });
    expect(content.problems.map(formatProblem)).toEqual([]);
    expect(content.pages).toHaveLength(today * 10);
    const routes = content.pages.filter((p) => !p.doc.variant).map((p) => p.doc.path);
    expect(new Set(routes).size).toBe(routes.length);
    // No copy runs an A/B test of its own (the bench measures pages, not tests).
    expect(added.filter(({ doc }) => "experiment" in doc || "variant" in doc)).toEqual([]);
  });
});
