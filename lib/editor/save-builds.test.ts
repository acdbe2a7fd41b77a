// @vitest-environment node
// What the editor accepts, the build accepts (issue 22, defect 1): the three
// copy edits a marketer reported, saved through the editor's save on a copy of
// pages/ and locales/, then checked the way CI checks: `npm run validate`'s
// problems, the catalogs in sync with the sources, and the localized page
// module the build prerenders, in every language.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadContent } from "../validate/content.ts";
import { syncContentCatalogs } from "../i18n/content-catalog.ts";
import { translationGaps } from "../i18n/localize.ts";
import { pagesPlugin } from "../../scripts/build/vite-plugin-pages.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";
import { checkDocs, openPage, savePage } from "./api.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
let root = "";

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "editor-save-"));
  for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
  for (const dir of ["schema", "public"]) symlinkSync(join(project, dir), join(root, dir));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

interface Hero {
  title: string;
  highlight?: string;
}

/** Opens a page, changes its first section (the hero) and saves it as the editor does. */
async function saveEdit(file: string, edit: (hero: Hero) => void) {
  const opened = openPage(root, file);
  const doc = structuredClone(opened.doc) as { sections: Hero[] };
  edit(doc.sections[0]);
  expect(checkDocs(root, { [file]: doc }).problems).toEqual([]);
  const result = await savePage(root, file, doc, opened.hash);
  expect(result.status).toBe("saved");
  return doc.sections[0];
}

/** The build's localized step: the page module `vite build` bundles for each language. */
function builtHero(key: string, lang: string): Hero {
  const plugin = pagesPlugin(root);
  const load = plugin.load as (this: unknown, id: string) => string;
  const code = load.call({ addWatchFile() {} }, `\0virtual:page/${lang}/${key}`);
  return (JSON.parse(code.replace(/^export default /, "").replace(/;$/, "")) as { doc: { sections: Hero[] } }).doc
    .sections[0];
}

/** What CI checks after the save: validate, catalogs in sync, and every language's built page. */
function expectBuildGreen(key: string) {
  const content = loadContent(root);
  expect(content.problems).toEqual([]);
  for (const lang of LANGS) {
    const hero = builtHero(key, lang);
    if (hero.highlight)
      expect(hero.title, `${lang}: the highlight is painted inside the title`).toContain(hero.highlight);
  }
  return content;
}

describe("a copy edit the editor saves keeps the build green", () => {
  it("/ : 'cero estrés' → 'mucha calma' (highlight kept): translated pages show the new title and its highlight in Spanish, as a pair", async () => {
    const hero = await saveEdit("pages/home.json", (h) => (h.title = h.title.replace("cero estrés", "mucha calma")));
    const content = expectBuildGreen("home");
    for (const lang of ["en", "fr", "it"]) {
      expect(builtHero("home", lang)).toMatchObject({ title: hero.title, highlight: hero.highlight });
      const waiting = translationGaps(content, LANGS)
        [lang].filter((g) => g.file === "pages/home.json")
        .map((g) => [g.gap.pointer, g.gap.reason]);
      expect(waiting).toEqual([
        ["/sections/0/title", "untranslated"],
        ["/sections/0/highlight", "tied"],
      ]);
    }
    // The save wrote the catalog entries it created: nothing is left for `lingui extract` to change.
    expect(await syncContentCatalogs(root)).toEqual([]);
    expect(readFileSync(join(root, "locales/en/content.po"), "utf8")).toContain(`msgid "${hero.title}"\nmsgstr ""`);
  });

  it("/about: a word appended to the first title", async () => {
    const hero = await saveEdit("pages/about.json", (h) => (h.title = `${h.title} hoy`));
    expectBuildGreen("about");
    expect(builtHero("about", "en")).toMatchObject({ title: hero.title, highlight: "más fácil" });
    expect(await syncContentCatalogs(root)).toEqual([]);
  });

  it("/about: '…sea más fácil' → '…sea algo distinto' is refused while the highlight is not in the title, and saved once it is", async () => {
    const opened = openPage(root, "pages/about.json");
    const doc = structuredClone(opened.doc) as { sections: Hero[] };
    doc.sections[0].title = doc.sections[0].title.replace("más fácil", "algo distinto");
    // The editor says what validate says, at the highlight's field, and writes nothing.
    expect(checkDocs(root, { "pages/about.json": doc }).problems.map((p) => p.pointer)).toEqual([
      "/sections/0/highlight",
    ]);
    expect((await savePage(root, "pages/about.json", doc, opened.hash)).status).toBe("invalid");
    expect(readFileSync(join(root, "pages/about.json"), "utf8")).toBe(opened.text);
    // With the highlight changed too, the save goes through and builds in every language.
    const hero = await saveEdit("pages/about.json", (h) => {
      h.title = h.title.replace("más fácil", "algo distinto");
      h.highlight = "algo distinto";
    });
    expectBuildGreen("about");
    expect(builtHero("about", "fr")).toMatchObject({ title: hero.title, highlight: "algo distinto" });
  });
});

describe("stable catalogs (defect 6)", () => {
  it("inserting a section and saving changes only the catalog entries of the new strings", async () => {
    const file = "pages/about.json";
    const opened = openPage(root, file);
    const doc = structuredClone(opened.doc) as { sections: Array<Record<string, unknown>> };
    const inserted = {
      type: "stats",
      id: "cifras-nuevas",
      heading: { eyebrow: "Nuevas cifras", title: "{product} crece" },
      stats: [
        { value: "12", label: "ciudades nuevas", description: "Abiertas este año", icon: "globe" },
        { value: "8", label: "países", icon: "globe" },
      ],
      // Copy already in the catalogs: its entry gains this place in its comments, nothing else.
      tone: "soft",
    };
    doc.sections.splice(1, 0, inserted);
    const before = Object.fromEntries(
      LANGS.map((lang) => [lang, readFileSync(join(root, `locales/${lang}/content.po`), "utf8")]),
    );
    expect(await savePage(root, file, doc, opened.hash)).toMatchObject({ status: "saved" });
    // "8" and "países" are in the catalogs already (section "cifras"): they only gain the new place.
    const newStrings = ["Nuevas cifras", "{product} crece", "12", "ciudades nuevas", "Abiertas este año"];
    for (const lang of LANGS) {
      const after = readFileSync(join(root, `locales/${lang}/content.po`), "utf8");
      // Catalog entries by msgid (the header has none).
      const entries = (text: string) => new Map(text.split("\n\n").map((e) => [/^msgid (.*)$/m.exec(e)?.[1] ?? "", e]));
      const [old, now] = [entries(before[lang]), entries(after)];
      const changed = [...now].filter(([id, e]) => old.get(id) !== e);
      expect(
        [...old.keys()].filter((id) => !now.has(id)),
        `${lang}: no entry disappears`,
      ).toEqual([]);
      // Every changed entry is one of the new section's strings, new or gaining that place.
      expect(
        changed.filter(([, e]) => !e.includes("/sections/cifras-nuevas/")).map(([id]) => id),
        lang,
      ).toEqual([]);
      expect(changed.map(([id]) => JSON.parse(id) as string).sort()).toEqual([...newStrings, "8", "países"].sort());
    }
  });
});
