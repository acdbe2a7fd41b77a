// @vitest-environment node
// Where a new page may live and what it may name: the checks `npm run
// validate`, the editor's "Nueva página" and every publish share
// (lib/validate/route-checks.ts, image-checks.ts).
import { describe, expect, it } from "vitest";
import { loadContent } from "../../lib/validate/content";
import { fileForPath, NewPageError, starterDocument } from "../../lib/editor/new-page";
import { MAX_COPY_CHARS, MAX_PATH_CHARS, pathProblem, reservedFirstSegments } from "../../lib/validate/route-checks";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = process.cwd();

/** The problems at the new document's /path when it is added to the site as it is. */
function pathProblems(path: string, extra: Record<string, unknown> = {}): string[] {
  const file = `pages/nueva-${Math.random().toString(36).slice(2)}.json`;
  const doc = { ...starterDocument("/x", "Nueva", "pages/x.json"), path, ...extra };
  return loadContent(root, { overrides: { [file]: doc } })
    .problems.filter((p) => p.file === file)
    .map((p) => `${p.pointer} ${p.message}`);
}

describe("a new page's path", () => {
  it.each([
    ["/fr/about", "language prefix"],
    ["/en", "language prefix"],
    ["/it/contact", "language prefix"],
    ["/es/precios", "language prefix"],
    ["/admin", "the server uses"],
    ["/admin/edit", "the server uses"],
    ["/api/x", "the server uses"],
    ["/assets/x", "the server uses"],
    ["/img", "the server uses"],
    ["/sitemap", "the server uses"],
    ["/robots", "the server uses"],
    ["/favicon", "the server uses"],
    ["/apple-touch-icon", "the server uses"],
  ])("%s collides (%s)", (path, reason) => {
    expect(pathProblems(path).join("\n")).toContain(reason);
  });

  it("an existing page's path, in any spelling of it, collides", () => {
    expect(pathProblems("/about").join("\n")).toMatch(/also the path of pages\/about\.json/);
    expect(pathProblems("/contact").join("\n")).toMatch(/contact/);
  });

  it("a redirect's source collides", () => {
    const problem = pathProblem("/vieja", reservedFirstSegments(root), new Set(["/vieja"]));
    expect(problem?.message).toContain("redirected");
    expect(problem?.es).toContain("ya redirige");
  });

  it("is at most 100 characters: a 301-character path is a clear refusal, not a 500", () => {
    const long = `/${"a".repeat(300)}`;
    expect(pathProblems(long).join("\n")).toContain(`at most ${MAX_PATH_CHARS}`);
    expect(() => fileForPath(long)).toThrow(NewPageError);
    expect(pathProblems(`/${"a".repeat(61)}`).join("\n")).toContain("between slashes");
  });

  it("a fresh path is fine", () => {
    expect(pathProblems("/ofertas-verano")).toEqual([]);
  });
});

describe("copy length", () => {
  it("refuses a copy text over the limit, and a title too long for search results", () => {
    const starter = starterDocument("/larga", "Larga", "pages/larga.json") as {
      sections: Array<Record<string, unknown>>;
      meta: Record<string, string>;
    };
    const lead = "x".repeat(MAX_COPY_CHARS + 1);
    const problems = pathProblems("/larga", {
      sections: [{ ...starter.sections[0], lead }],
      meta: { ...starter.meta, title: "t".repeat(201) },
    });
    expect(problems).toContainEqual(expect.stringMatching(/^\/sections\/0\/lead .*at most 5000/));
    expect(problems).toContainEqual(expect.stringMatching(/^\/meta\/title .*at most 200/));
  });
});

describe("images a page names", () => {
  const home = JSON.parse(readFileSync(join(root, "pages/home.json"), "utf8")) as Record<string, unknown>;
  const text = JSON.stringify(home);
  const missing = (src: string) =>
    JSON.parse(text.replace('"/img/mockups/hero-app.svg"', JSON.stringify(src))) as unknown;
  const imageProblems = (doc: unknown, imageRoots?: string[]) =>
    loadContent(root, { overrides: { "pages/home.json": doc }, imageRoots })
      .problems.filter((p) => /does not exist/.test(p.message))
      .map((p) => `${p.file} ${p.pointer}`);

  it("a section's image that is not in public/ is a problem at its place", () => {
    expect(text).toContain("/img/mockups/hero-app.svg");
    const found = imageProblems(missing("/img/mockups/no-existe.svg"));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^pages\/home\.json \/sections\/\d+\/.*src$/);
  });

  it("an image in the upload library (a folder the editor names) exists", () => {
    const library = mkdtempSync(join(tmpdir(), "library-"));
    mkdirSync(join(library, "img/mockups"), { recursive: true });
    writeFileSync(join(library, "img/mockups/nuevo.svg"), "<svg/>");
    expect(imageProblems(missing("/img/mockups/nuevo.svg"))).toHaveLength(1);
    expect(imageProblems(missing("/img/mockups/nuevo.svg"), [library])).toEqual([]);
  });
});
