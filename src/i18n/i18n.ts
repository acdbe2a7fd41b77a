// Lingui for the components' own strings (aria labels, buttons, toasts...).
// One catalog per language (locales/<lang>/messages.po, compiled by the Lingui
// Vite plugin), loaded on demand: a visit downloads only its language. The
// copy authored in pages/*.json is translated at build time instead
// (lib/i18n/localize.ts) and never needs a catalog in the browser.
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import type { Lang } from "../core/i18n/languages";

const catalogs: Record<Lang, () => Promise<{ messages: Messages }>> = {
  es: () => import("../../locales/es/messages.po"),
  en: () => import("../../locales/en/messages.po"),
  fr: () => import("../../locales/fr/messages.po"),
  it: () => import("../../locales/it/messages.po"),
};

const loaded = new Map<string, Messages>();
const instances = new Map<string, I18n>();

/** Loads (once) the messages of a language; resolves with that language's i18n. */
export async function loadCatalog(lang: string): Promise<I18n> {
  if (!loaded.has(lang)) {
    const load = catalogs[lang as Lang] ?? catalogs.es;
    const { messages } = await load();
    loaded.set(lang, messages);
    instances.get(lang)?.load(lang, messages);
  }
  return i18nFor(lang);
}

/**
 * The i18n instance of a language, shared by every tree rendered in that
 * language. Call `loadCatalog` first, or the macros fall back to the Spanish
 * source (in development and tests) or print message ids (in production).
 */
export function i18nFor(lang: string): I18n {
  let i18n = instances.get(lang);
  if (!i18n) {
    i18n = setupI18n({ locale: lang, messages: { [lang]: loaded.get(lang) ?? {} } });
    instances.set(lang, i18n);
  }
  return i18n;
}

/** A fresh instance with whatever messages are loaded for `lang` (tests, one-off renders). */
export function createI18n(lang: string): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: loaded.get(lang) ?? {} } });
}
