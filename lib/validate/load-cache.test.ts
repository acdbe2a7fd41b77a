// @vitest-environment node
// loadContent keeps parsed files and per-document results between calls (the
// editor checks the site on every keystroke): what changes must still be seen.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "./content.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "load-cache-"));
cpSync(join(project, "pages"), join(root, "pages"), { recursive: true });
for (const dir of ["schema", "public", "locales"]) symlinkSync(join(project, dir), join(root, dir));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pointers = () => loadContent(root).problems.map((p) => `${p.file} ${p.pointer}`);

describe("loadContent between calls", () => {
  it("sees a page file changed on disk, also to a text of the same length, and changed back", () => {
    const file = join(root, "pages/about.json");
    const original = readFileSync(file, "utf8");
    expect(pointers()).toEqual([]);
    // Same length: "inicio" → "Inicio" makes the id invalid.
    writeFileSync(file, original.replace('"id": "inicio"', '"id": "Inicio"'));
    expect(pointers()).toContain("pages/about.json /sections/0/id");
    writeFileSync(file, original);
    expect(pointers()).toEqual([]);
  });

  it("checks an unsaved document as it is at each call, even if the caller changes the same object afterwards", () => {
    const doc = JSON.parse(readFileSync(join(root, "pages/contact.json"), "utf8")) as { sections: Array<{ id: string }> };
    const check = () => loadContent(root, { overrides: { "pages/contact.json": doc } }).problems.map((p) => p.pointer);
    expect(check()).toEqual([]);
    doc.sections[0].id = "Mal";
    expect(check()).toEqual(["/sections/0/id"]);
    doc.sections[0].id = "bien";
    expect(check()).toEqual([]);
  });
});
