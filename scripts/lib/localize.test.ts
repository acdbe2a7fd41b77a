// @vitest-environment node
import { afterAll, describe, expect, it, vi } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { loadContent } from "./content.ts";
import { catalogTranslator, localizeContent, readContentCatalog, registerCatalogTranslators } from "./localize.ts";

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
  it("maps Lingui's generated id to the translation, skipping empty and obsolete entries", () => {
    const catalog = readContentCatalog(join(tmp, "locales/en/content.po"));
    expect(catalog.get(generateMessageId("Hola"))).toBe("Hello");
    expect(catalog.get(generateMessageId("Prueba | {product}"))).toBe("Test | {product}");
    expect(catalog.has(generateMessageId("Sin traducir"))).toBe(false);
    expect(catalog.has(generateMessageId("Obsoleto"))).toBe(false);
  });
});

describe("catalogTranslator", () => {
  const catalog = new Map([[generateMessageId("Hola"), "Hello"]]);

  it("looks the source up by generated id", () => {
    expect(catalogTranslator(catalog)("Hola", "/title")).toBe("Hello");
  });

  it("keeps the source and reports it when the catalog lacks it", () => {
    const onMissing = vi.fn();
    expect(catalogTranslator(catalog, onMissing)("Adiós", "/sections/1/title")).toBe("Adiós");
    expect(onMissing).toHaveBeenCalledWith("Adiós", "/sections/1/title");
  });
});

describe("registerCatalogTranslators + localizeContent", () => {
  const content = loadContent(process.cwd(), { extraPages: [{ file: "pages/prueba.json", doc: page }] });
  const missing = registerCatalogTranslators(tmp, ["es", "en", "fr"]);
  const localized = (lang: string) => localizeContent(content, lang).pages.find((p) => p.key === "prueba")!.doc as unknown as typeof page;

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
