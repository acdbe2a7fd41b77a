// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { loadContent } from "../validate/content.ts";
import {
  catalogTranslator,
  localizeContent,
  localizeValue,
  readContentCatalog,
  registerCatalogTranslators,
  type Gap,
} from "./localize.ts";

const tmp = mkdtempSync(join(tmpdir(), "localize-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const po = (entries: string) => `msgid ""\nmsgstr ""\n"Language: en\\n"\n\n${entries}`;
mkdirSync(join(tmp, "locales", "en"), { recursive: true });
writeFileSync(
  join(tmp, "locales", "en", "content.po"),
  po(`#. pages/prueba.json /sections/0/title
msgid "Hola"
msgstr "Hello"

msgid "Prueba | {product}"
msgstr "Test | {product}"

msgid "Sin traducir"
msgstr ""

#~ msgid "Obsoleto"
#~ msgstr "Obsolete"
`),
);

const page = {
  version: 1,
  path: "/prueba",
  meta: { title: "Prueba | {product}", description: "Sin traducir" },
  sections: [{ type: "notice", id: "hola", title: "Hola", actions: [{ label: "Hola", href: "/prueba" }] }],
};

describe("content catalog", () => {
  it("maps Lingui's generated id to the translation, skipping empty entries and keeping obsolete ones (history the next extract revives)", () => {
    const catalog = readContentCatalog(join(tmp, "locales/en/content.po"));
    expect(catalog.get(generateMessageId("Hola"))).toBe("Hello");
    expect(catalog.get(generateMessageId("Prueba | {product}"))).toBe("Test | {product}");
    expect(catalog.has(generateMessageId("Sin traducir"))).toBe(false);
    expect(catalog.get(generateMessageId("Obsoleto"))).toBe("Obsolete");
  });
});

describe("a catalog read in one pass", () => {
  it("gives what Lingui's own parse gives: contexts, explicit ids, a repeated id's winner, multi-line and escaped text, origin lines, obsolete entries", () => {
    const file = join(tmp, "one-pass.po");
    const text = po(`#. pages/home.json /sections/0/title
#. pages/about.json /sections/2/title
#: pages/home.json
#: pages/about.json
msgid "Hola"
msgstr "Hello"

msgctxt "menú"
msgid "Hola"
msgstr "Hi"

#. pages/_site.json /nav/cta
#. js-lingui-explicit-id
#: pages/_site.json
msgid "home.cta"
msgstr "Start"

#~ msgid "Vieja"
#~ msgstr "Old"

#. pages/about.json /meta/title
#: pages/about.json
msgid "Viva y vieja"
msgstr "Live"

#~ msgid "Viva y vieja"
#~ msgstr "Was obsolete"

#~ msgid "Vieja y viva"
#~ msgstr "Was obsolete"

msgid "Vieja y viva"
msgstr "Live"

#~ msgctxt "menú"
#~ msgid "Vieja"
#~ msgstr "Old, in the menu"

msgid ""
"Una línea "
"y otra"
msgstr ""
"One line "
"and another"

msgid "Con \\"comillas\\" y\\nsalto"
msgstr "With \\"quotes\\" and\\nbreak"

msgid "Repetida"
msgstr "First"

msgid "Repetida"
msgstr "Second"

msgid "Sin traducir"
msgstr ""
`);
    writeFileSync(file, text);
    // Lingui's parse marks obsolete entries item by item, each cut at its msgid line and parsed alone, and one
    // that starts «msgid ""» (a folded text) parses as a header, not an entry: the marks after it are one off.
    // The obsolete entries come before it here, where Lingui's marks are right.
    const lingui = Object.entries(
      formatter({ lineNumbers: false }).parse(text, {
        locale: undefined,
        sourceLocale: "es",
        filename: file,
      }) as Record<string, { translation?: string }>,
    ).flatMap(([id, entry]) => (entry.translation ? [[id, entry.translation]] : []));
    expect([...readContentCatalog(file)]).toEqual(lingui);
    expect(readContentCatalog(file).get(generateMessageId("Una línea y otra"))).toBe("One line and another");
  });
});

describe("a catalog with obsolete entries", () => {
  it("translates with the live entry of a text also kept as history, after a folded text too", () => {
    const file = join(tmp, "obsolete.po");
    writeFileSync(
      file,
      po(`msgid ""
"Un texto largo "
"en dos líneas"
msgstr "A long text"

msgid "Reservar"
msgstr "Book"

#~ msgid "Reservar"
#~ msgstr "Reserve (old)"
`),
    );
    // Lingui's parse took the history: its obsolete marks were one entry off after the folded text.
    expect(readContentCatalog(file).get(generateMessageId("Reservar"))).toBe("Book");
  });
});

describe("catalogTranslator", () => {
  const catalog = new Map([[generateMessageId("Hola"), "Hello"]]);

  it("looks the source up by generated id, and says when the catalog lacks it", () => {
    expect(catalogTranslator(catalog)("Hola")).toBe("Hello");
    expect(catalogTranslator(catalog)("Adiós")).toBeUndefined();
  });
});

describe("registerCatalogTranslators + localizeContent", () => {
  const content = loadContent(process.cwd(), { extraPages: [{ file: "pages/prueba.json", doc: page }] });
  const missing = registerCatalogTranslators(tmp, ["es", "en", "fr"]);
  const localized = (lang: string) =>
    localizeContent(content, lang).pages.find((p) => p.key === "prueba")!.doc as unknown as typeof page;

  it("translates every copy string of a document, then fills the site placeholders", () => {
    const doc = localized("en");
    expect(doc.sections[0].title).toBe("Hello");
    expect(doc.sections[0].actions[0].label).toBe("Hello");
    expect(doc.meta.title).toBe("Test | Mesalia");
    // Not copy: left alone.
    expect(doc.path).toBe("/prueba");
    expect(doc.sections[0].id).toBe("hola");
  });

  it("keeps Spanish for the source language and for gaps, and lists the gaps", () => {
    expect(localized("es").sections[0].title).toBe("Hola");
    expect(localized("en").meta.description).toBe("Sin traducir");
    expect(missing.en.has("Sin traducir")).toBe(true);
    expect(missing.es).toBeUndefined();
    // A language without a catalog file falls back to the source everywhere.
    expect(localized("fr").sections[0].title).toBe("Hola");
  });
});

describe("a title and its highlight are translated as a pair", () => {
  const content = loadContent(process.cwd(), { onlyExtra: true });
  const header = (title: string, highlight: string) => ({
    version: 1,
    path: "/x",
    meta: { title: "T", description: "D" },
    sections: [{ type: "pageHeader", id: "cabecera", title, highlight }],
  });
  const catalog = new Map(
    [
      ["Hola mundo", "Hello world"],
      ["mundo", "world"],
      ["planeta", "planet"],
      ["T", "T"],
      ["D", "D"],
    ].map(([es, en]) => [generateMessageId(es), en]),
  );
  const run = (title: string, highlight: string) => {
    const gaps: Gap[] = [];
    const doc = localizeValue(content, "page.schema.json", header(title, highlight), catalogTranslator(catalog), (g) =>
      gaps.push(g),
    );
    return { section: doc.sections[0], gaps: gaps.map((g) => `${g.pointer} ${g.reason}`) };
  };

  it("both translated and fitting: both translated", () => {
    expect(run("Hola mundo", "mundo")).toEqual({
      section: expect.objectContaining({ title: "Hello world", highlight: "world" }),
      gaps: [],
    });
  });

  it("the title without translation: both in Spanish, the highlight reported as tied", () => {
    expect(run("Hola mundo entero", "mundo")).toEqual({
      section: expect.objectContaining({ title: "Hola mundo entero", highlight: "mundo" }),
      gaps: ["/sections/0/title untranslated", "/sections/0/highlight tied"],
    });
  });

  it("the highlight without translation: both in Spanish", () => {
    expect(run("Hola mundo", "Hola")).toMatchObject({
      section: { title: "Hola mundo", highlight: "Hola" },
      gaps: ["/sections/0/title tied", "/sections/0/highlight untranslated"],
    });
  });

  it("translations that do not fit together (the highlight is not in the title): both in Spanish", () => {
    expect(run("Hola mundo", "planeta")).toMatchObject({
      section: { title: "Hola mundo", highlight: "planeta" },
      gaps: ["/sections/0/title mismatch", "/sections/0/highlight mismatch"],
    });
  });
});

describe("the parsed catalogs kept between reads", () => {
  it("keep a bounded number: the server reads every published version's catalogs from a new folder", () => {
    // One catalog per checkout folder, as the server sees them: more folders than the cache keeps.
    const files = Array.from({ length: 40 }, (_, i) => {
      const file = join(tmp, `version-${i}`, "content.po");
      mkdirSync(join(tmp, `version-${i}`), { recursive: true });
      writeFileSync(file, po(`msgid "Hola"\nmsgstr "Hello ${i}"\n`));
      return file;
    });
    const first = readContentCatalog(files[0]!);
    expect(readContentCatalog(files[0]!)).toBe(first); // kept while unchanged
    for (const file of files.slice(1)) readContentCatalog(file);
    // The first version's catalog was let go: read again, it is parsed again (a new map, the same entries).
    const again = readContentCatalog(files[0]!);
    expect(again).not.toBe(first);
    expect(again.get(generateMessageId("Hola"))).toBe("Hello 0");
  });
});
