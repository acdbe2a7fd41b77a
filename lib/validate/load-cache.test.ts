// @vitest-environment node
// loadContent keeps parsed files and per-document results between calls (the
// editor checks the site on every keystroke): what changes must still be seen.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "./content.ts";
import { forgetUnder, PARSED_FILES_KEPT, readJsonCached } from "./load-cache.ts";

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
    const doc = JSON.parse(readFileSync(join(root, "pages/contact.json"), "utf8")) as {
      sections: Array<{ id: string }>;
    };
    const check = () => loadContent(root, { overrides: { "pages/contact.json": doc } }).problems.map((p) => p.pointer);
    expect(check()).toEqual([]);
    doc.sections[0].id = "Mal";
    expect(check()).toEqual(["/sections/0/id"]);
    doc.sections[0].id = "bien";
    expect(check()).toEqual([]);
  });
});

describe("the documents kept between loads", () => {
  it("keeps a parsed file while it is unchanged, and lets go of a folder that is gone (the server's old checkouts)", () => {
    const [gone, kept] = [join(root, "commit-a"), join(root, "commit-b")];
    for (const dir of [gone, kept]) {
      mkdirSync(dir);
      writeFileSync(join(dir, "page.json"), '{"path": "/about"}');
    }
    const first = { gone: readJsonCached(join(gone, "page.json")), kept: readJsonCached(join(kept, "page.json")) };
    expect(readJsonCached(join(gone, "page.json"))).toBe(first.gone);
    forgetUnder(gone);
    // Read again from disk: a new object for the forgotten folder, the same one for the other.
    expect(readJsonCached(join(gone, "page.json"))).not.toBe(first.gone);
    expect(readJsonCached(join(gone, "page.json"))).toEqual(first.gone);
    expect(readJsonCached(join(kept, "page.json"))).toBe(first.kept);
  });

  it("keeps a page's parsed document when the next published version writes the same text again", () => {
    // The server's next version is a new checkout behind the same link: every file new, most with the same text.
    const file = join(root, "pages/contact.json");
    const text = readFileSync(file, "utf8");
    const published = readJsonCached(file);
    writeFileSync(file, text);
    utimesSync(file, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    expect(readJsonCached(file)).toBe(published);
    // A text of the same length that differs is read again.
    writeFileSync(file, text.replace('"/contact"', '"/kontakt"'));
    expect(readJsonCached(file)).not.toBe(published);
    expect((readJsonCached(file) as { path: string }).path).toBe("/kontakt");
    writeFileSync(file, text);
  });
});

describe("the parsed files kept between calls", () => {
  it("are at most PARSED_FILES_KEPT: a long-running server reads each published version from a new folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "load-cache-bound-"));
    try {
      const files = Array.from({ length: PARSED_FILES_KEPT + 1 }, (_, i) => join(dir, `${i}.json`));
      for (const [i, file] of files.entries()) writeFileSync(file, `{"n": ${i}}`);
      const first = readJsonCached(files[0]!);
      expect(readJsonCached(files[0]!)).toBe(first); // kept while unchanged
      for (const file of files.slice(1)) readJsonCached(file);
      // The least recently read was let go: read again, it is a new object with the same value.
      const again = readJsonCached(files[0]!);
      expect(again).not.toBe(first);
      expect(again).toEqual({ n: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
