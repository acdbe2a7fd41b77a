// @vitest-environment node
// The editor's page list from each document's stored facts (page-facts.ts):
// the same figures as the whole-site count, and after an edit only the edited
// document walked again; a restarted server reads the facts back from disk.
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGS } from "../../src/core/i18n/languages.ts";
import { translationGaps } from "../i18n/localize.ts";
import { loadContent } from "../validate/content.ts";
import { listPages } from "./api.ts";
import { PageFactsStore, schemasKey } from "./page-facts.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "page-facts-"));
const factsDir = join(root, "facts");

beforeAll(() => {
  for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
  for (const dir of ["schema", "public"]) symlinkSync(join(project, dir), join(root, dir));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A new Spanish title on a page: a string that waits for a translator in every language. */
function retitle(file: string, title: string) {
  const full = join(root, file);
  const doc = JSON.parse(readFileSync(full, "utf8")) as { sections: Array<{ title?: string }> };
  doc.sections[0]!.title = title;
  writeFileSync(full, JSON.stringify(doc, null, 2));
}

/** Per page file, per language, what waits for a translator, counted on the whole site at once (translationGaps). */
function wholeSiteCount(): Record<string, Record<string, number>> {
  const content = loadContent(root);
  const out: Record<string, Record<string, number>> = Object.fromEntries(
    [...content.pages, ...content.unchecked].map((p) => [p.file, {}]),
  );
  for (const [lang, gaps] of Object.entries(translationGaps(content, LANGS))) {
    for (const page of content.pages) {
      const waiting = new Set(
        gaps.filter((g) => g.file === page.file && g.gap.reason !== "tied").map((g) => g.gap.source),
      );
      if (waiting.size > 0) out[page.file]![lang] = waiting.size;
    }
  }
  return out;
}

const listed = (list: ReturnType<typeof listPages>) => Object.fromEntries(list.pages.map((p) => [p.file, p.missing]));

describe("the page list's per-document facts", () => {
  it("counts what waits for a translator as the whole site's count does; after an edit, only that document is walked again", () => {
    retitle("pages/about.json", "Un título que nadie ha traducido");
    const store = new PageFactsStore(factsDir);
    const first = listPages(root, { facts: store });
    expect(listed(first)).toEqual(wholeSiteCount());
    expect(listed(first)["pages/about.json"]).toEqual({ en: 1, fr: 1, it: 1 });
    // Only the pages that pass their schema are walked (the others count nothing, as the whole site's count).
    expect(store.made).toBe(loadContent(root).pages.length);
    expect(store.made).toBeGreaterThan(10);

    const before = store.made;
    retitle("pages/contact.json", "Otro título sin traducir");
    const second = listPages(root, { facts: store });
    expect(store.made - before).toBe(1);
    expect(listed(second)).toEqual(wholeSiteCount());
    expect(listed(second)["pages/contact.json"]).toEqual({ en: 1, fr: 1, it: 1 });
    expect(second.pages.map((p) => [p.file, p.valid])).toEqual(first.pages.map((p) => [p.file, p.valid]));
  });

  it("a restarted server (a new store on the same folder) reads every document's facts back instead of walking it", () => {
    const warm = listPages(root, { facts: new PageFactsStore(factsDir) });
    const restarted = new PageFactsStore(factsDir);
    expect(listPages(root, { facts: restarted })).toEqual(warm);
    expect(restarted.made).toBe(0);
    expect(restarted.read).toBe(loadContent(root).pages.length);
  });

  it("a page's count follows the copy of the shared sections it places, whose text is not in its file", () => {
    // The server keys facts by each page file's blob id; this page's file does not change below.
    const blobs = new Map([["pages/agendar-demo.json", "the-same-blob"]]);
    const store = new PageFactsStore(join(root, "shared-facts"));
    const before = listed(listPages(root, { facts: store, blobs }))["pages/agendar-demo.json"]!;
    const file = join(root, "pages/_data/sections/demo-contacto.json");
    const section = JSON.parse(readFileSync(file, "utf8")) as { heading: { title: string } };
    section.heading.title = "Un título compartido que nadie ha traducido";
    writeFileSync(file, JSON.stringify(section, null, 2));
    const after = listed(listPages(root, { facts: store, blobs }));
    expect(after).toEqual(wholeSiteCount());
    expect(after["pages/agendar-demo.json"]!.en).toBe((before.en ?? 0) + 1);
  });

  it("keeps at most its bound in memory: one document past it sends the oldest out", () => {
    const content = loadContent(root);
    const [a, b, c] = content.pages;
    const store = new PageFactsStore(undefined, 2);
    const key = schemasKey(content);
    for (const page of [a!, b!, c!]) store.facts(content, page, key);
    expect(store.size).toBe(2);
    expect(store.made).toBe(3);
    store.facts(content, c!, key);
    expect(store.made).toBe(3);
    store.facts(content, a!, key);
    expect(store.made).toBe(4);
  });

  it("keeps at most its bound on disk: past it, the files written longest ago go and are made again when asked", () => {
    const content = loadContent(root);
    const [a, b, c] = content.pages;
    const dir = join(root, "pruned");
    const key = schemasKey(content);
    const writer = new PageFactsStore(dir);
    for (const [i, page] of [a!, b!, c!].entries()) {
      writer.facts(content, page, key);
      // Written a minute apart, a first: the oldest.
      const [file] = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
        (e) => e.isFile() && statSync(join(e.parentPath, e.name)).mtimeMs > Date.now() - 60_000,
      );
      if (file)
        utimesSync(
          join(file.parentPath, file.name),
          new Date(Date.now() - (3 - i) * 60_000),
          new Date(Date.now() - (3 - i) * 60_000),
        );
    }
    const reader = new PageFactsStore(dir);
    expect(reader.prune(2)).toBe(1);
    for (const page of [b!, c!, a!]) reader.facts(content, page, key);
    expect({ read: reader.read, made: reader.made }).toEqual({ read: 2, made: 1 });
    expect(reader.prune(2)).toBe(1);
  });
});
