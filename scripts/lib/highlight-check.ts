// A title's highlight (the words painted in the accent colour) must appear in
// the title word for word, in Spanish and in every translation: otherwise the
// section quietly shows the title without its accent (splitHighlight).
import type { Content, Problem } from "./content.ts";
import { localizeContent, registerCatalogTranslators } from "./localize.ts";

interface Pair {
  pointer: string;
  title: string;
  highlight: string;
}

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** Every object of `value` that has both a string `title` and a string `highlight`. */
export function highlightPairs(value: unknown, pointer = ""): Pair[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => highlightPairs(item, `${pointer}/${i}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.title === "string" && typeof record.highlight === "string" ? [{ pointer: `${pointer}/highlight`, title: record.title, highlight: record.highlight }] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => highlightPairs(child, `${pointer}/${escapePointer(key)}`))];
}

/** One problem per highlight missing from its title, per language (translations read from locales/<lang>/content.po). */
export function highlightProblems(content: Content, langs: readonly string[], sourceLang = "es"): Problem[] {
  registerCatalogTranslators(content.root, langs, sourceLang);
  return langs.flatMap((lang) =>
    localizeContent(content, lang).pages.flatMap((page) =>
      highlightPairs(page.doc)
        .filter((pair) => !pair.title.includes(pair.highlight))
        .map((pair) => ({
          file: page.file,
          pointer: pair.pointer,
          message:
            lang === sourceLang
              ? `highlight "${pair.highlight}" is not part of the title "${pair.title}"`
              : `in locales/${lang}/content.po the highlight "${pair.highlight}" is not part of the title "${pair.title}"; translate both so the highlight appears in the title word for word`,
        })),
    ),
  );
}
