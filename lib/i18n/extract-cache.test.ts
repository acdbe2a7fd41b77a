// @vitest-environment node
// The extractor keeps what each file yielded per content (lingui-json-extractor.ts): a page changed
// between two syncs in one process yields its new copy, and a page put back as it was yields the old.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { syncContentCatalogs } from "./content-catalog.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "extract-cache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const active = (locale: string) =>
  readFileSync(join(root, `locales/${locale}/content.po`), "utf8")
    .split("\n\n")
    .filter((entry) => !entry.includes("#~"));

describe("copy extraction across syncs in one process", () => {
  it("follows each change of a page, and a change undone", async () => {
    for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
    symlinkSync(join(project, "schema"), join(root, "schema"));
    const file = join(root, "pages/about.json");
    const original = readFileSync(file, "utf8");
    const doc = JSON.parse(original) as { meta: { description: string } };
    const before = doc.meta.description;
    await syncContentCatalogs(root);

    doc.meta.description = "Una descripción nueva para la prueba de extracción";
    writeFileSync(file, JSON.stringify(doc, null, 2));
    await syncContentCatalogs(root);
    expect(active("en").some((e) => e.includes(`msgid "${doc.meta.description}"`))).toBe(true);
    expect(active("es").some((e) => e.includes(`msgid "${before}"`))).toBe(false);

    writeFileSync(file, original);
    await syncContentCatalogs(root);
    expect(active("es").some((e) => e.includes(`msgid "${before}"`))).toBe(true);
    expect(active("es").some((e) => e.includes(`msgid "${doc.meta.description}"`))).toBe(false);
  });
});
