// @vitest-environment node
// A publish's catalog sync of the changed files only (catalog-patch.ts) writes what the full sync writes:
// two copies of the site, one synced whole after each change, the other patched, byte for byte the
// same catalogs through a title changed and changed back, a page added (copy shared with others) and
// removed, a translated text dropped (kept as history in the other languages), and the site file.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES, syncContentCatalogs } from "./content-catalog.ts";
import { syncChangedCatalogs } from "./catalog-patch.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function site(): string {
  const root = mkdtempSync(join(tmpdir(), "catalog-patch-"));
  made.push(root);
  for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
  symlinkSync(join(project, "schema"), join(root, "schema"));
  return root;
}
const catalogs = (root: string) =>
  Object.fromEntries(LOCALES.map((l) => [l, readFileSync(join(root, `locales/${l}/content.po`), "utf8")]));
const read = (root: string, file: string) =>
  existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : null;

describe("the catalogs patched for the changed files", () => {
  it("are the full sync's, byte for byte, edit after edit", { timeout: 180_000 }, async () => {
    const whole = site();
    const patched = site();
    await syncContentCatalogs(whole);
    await syncContentCatalogs(patched);
    // Neither read again: a page the publish did not change is not even parsed (a full sync would fail here).
    const untouched = "pages/careers.json";
    const careers = read(patched, untouched)!;
    writeFileSync(join(patched, untouched), "{ no es JSON");

    const about = JSON.parse(read(whole, "pages/about.json")!) as { meta: { title: string } };
    const original = about.meta.title;
    const home = read(whole, "pages/home.json")!;
    const siteFile = read(whole, "pages/_site.json")!;
    // A text of the about page alone, translated into English: dropped, it stays in the English catalog as history.
    const translated = catalogs(whole)
      .en!.split("\n\n")
      .map((entry) => /^#: pages\/about.json\nmsgid "([^"\\]+)"\nmsgstr "(.+)"$/m.exec(entry)?.[1])
      .find((text) => text !== undefined && text.length > 3 && !text.includes("{"));
    const edits: Array<[string, string | null]> = [
      [
        "pages/about.json",
        JSON.stringify({ ...about, meta: { ...about.meta, title: 'Un "título" \\ nuevo\ncon salto' } }, null, 2),
      ],
      ["pages/about.json", JSON.stringify(about, null, 2)],
      // A copy of the home: every message it holds is held by two files now, then by one again.
      ["pages/copia.json", home.replace('"path": "/"', '"path": "/copia"')],
      ["pages/copia.json", null],
      ["pages/_site.json", siteFile.replace('"city": "Madrid, España"', '"city": "Sevilla, España"')],
      ["pages/about.json", JSON.stringify({ ...about, meta: { ...about.meta, title: "Otro" } }, null, 2)],
    ];
    if (translated)
      edits.push(["pages/about.json", read(whole, "pages/about.json")!.split(translated).join("Cambiado")]);
    edits.push(["pages/about.json", JSON.stringify({ ...about, meta: { ...about.meta, title: original } }, null, 2)]);
    for (const [file, text] of edits) {
      const before = read(patched, file);
      for (const root of [whole, patched])
        if (text === null) rmSync(join(root, file));
        else writeFileSync(join(root, file), text);
      await syncContentCatalogs(whole);
      await syncChangedCatalogs(patched, [{ file, before, after: text }]);
      expect(catalogs(patched), `after ${file}`).toEqual(catalogs(whole));
    }
    expect(translated).toBeDefined();
    writeFileSync(join(patched, untouched), careers);
  });
});
