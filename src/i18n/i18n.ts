import { setupI18n, type I18n } from "@lingui/core";
import { messages as es } from "../../locales/es/messages.po";

/** One i18n instance per language (prerender renders several languages in one process). */
export function createI18n(lang: string): I18n {
  return setupI18n({ locale: lang, messages: { [lang]: es } });
}
