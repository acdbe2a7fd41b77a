// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPage, fileForPath, starterDocument } from "./new-page.ts";
import { formatProblem, loadContent } from "../validate/content.ts";

const root = process.cwd();
let dirs: string[] = [];
const tempRoot = () => {
  const dir = mkdtempSync(join(tmpdir(), "new-page-"));
  mkdirSync(join(dir, "pages"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe("new-page", () => {
  it("writes a starter document that validates with the site, at the file matching its path", () => {
    const dir = tempRoot();
    const { file, doc } = createPage(dir, "/ofertas/verano", "  Ofertas de  verano ");
    expect(file).toBe("pages/ofertas/verano.json");
    const written = JSON.parse(readFileSync(join(dir, file), "utf8"));
    expect(written).toEqual(doc);
    expect(written.$schema).toBe("../../schema/page.schema.json");
    expect(written.meta.title).toBe("Ofertas de verano | {product}");
    expect(loadContent(root, { extraPages: [{ file, doc }] }).problems.map(formatProblem)).toEqual([]);
    expect(starterDocument("/promo", "Promo").$schema).toBe("../schema/page.schema.json");
  });

  it("refuses to overwrite a file or to take an existing route", () => {
    const dir = tempRoot();
    createPage(dir, "/promo", "Promo");
    expect(() => createPage(dir, "/promo", "Otra")).toThrow("pages/promo.json already exists");
    writeFileSync(join(dir, "pages/contacto-viejo.json"), JSON.stringify({ path: "/contacto" }));
    expect(() => createPage(dir, "/contacto", "Contacto")).toThrow(
      "/contacto is already the page pages/contacto-viejo.json",
    );
  });

  it("refuses paths that are not a static page path, and an empty title", () => {
    for (const bad of ["ruta", "/", "/Mayus", "/features/:slug", "/a//b", "/a/"])
      expect(() => fileForPath(bad)).toThrow(/is not a page path/);
    expect(() => starterDocument("/x", "   ")).toThrow("the title is empty");
  });
});
