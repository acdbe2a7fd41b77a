// The page's translations as the editor uses them: what is waiting for a
// translator per language, the preview's catalogs with what was translated
// since the editor opened, and one entry updated after a translator typed.
import type { PageTranslations, TranslationEntry, TranslationStatus } from "./api-client";

export const STATUS_TEXT: Record<TranslationStatus, string> = {
  done: "Traducido",
  pending: "Pendiente",
  stale: "Desactualizado",
};

/** Per language, the entries not translated for their current Spanish (pending or stale), in page order. */
export function waitingByLang(page: PageTranslations | null): Record<string, TranslationEntry[]> {
  if (!page) return {};
  return Object.fromEntries(
    page.langs.map((lang) => [
      lang,
      page.entries.filter((e) => e.translations[lang] && e.translations[lang].status !== "done"),
    ]),
  );
}

/** Each language's catalog (Spanish → text) with this page's translations as the catalogs on disk hold them now. */
export function withPageTranslations(
  base: Readonly<Record<string, Readonly<Record<string, string>>>>,
  page: PageTranslations | null,
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [lang, catalog] of Object.entries(base)) out[lang] = { ...catalog };
  for (const entry of page?.entries ?? []) {
    for (const [lang, t] of Object.entries(entry.translations)) {
      if (t.status === "done" && t.text) (out[lang] ??= {})[entry.source] = t.text;
    }
  }
  return out;
}

/** The page's translations after `text` was saved for `source` in `lang` (an empty text is no translation). */
export function withTranslation(page: PageTranslations, lang: string, source: string, text: string): PageTranslations {
  return {
    ...page,
    entries: page.entries.map((e) =>
      e.source === source && e.translations[lang]
        ? {
            ...e,
            translations: {
              ...e.translations,
              [lang]: {
                ...e.translations[lang],
                text,
                status: text.trim() ? "done" : e.translations[lang].previous ? "stale" : "pending",
              },
            },
          }
        : e,
    ),
  };
}
