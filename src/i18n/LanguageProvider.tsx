import type { ReactNode } from "react";
import { I18nProvider } from "@lingui/react";
import { i18nFor } from "./i18n";

/**
 * Gives a language branch of the route tree its own Lingui instance, so a
 * switch to another language (a client-side navigation into another branch)
 * renders the new page with the new catalog while the old page keeps its own
 * until it unmounts: no moment with two languages mixed.
 */
export function LanguageProvider({ lang, children }: { lang: string; children: ReactNode }) {
  return <I18nProvider i18n={i18nFor(lang)}>{children}</I18nProvider>;
}
