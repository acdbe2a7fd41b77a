// The four languages a language menu offers (src/layout/LanguageMenu.tsx and
// the mobile menu's); src/chrome/language.ts makes their links switch.
import { LANGS, type Lang } from "./languages";

export interface LanguageOption {
  lang: Lang;
  /** Short label in the menu button ("ES"). */
  code: string;
  /** The language's own name ("Français"); never translated. */
  name: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { lang: "es", code: "ES", name: "Español" },
  { lang: "en", code: "EN", name: "English" },
  { lang: "fr", code: "FR", name: "Français" },
  { lang: "it", code: "IT", name: "Italiano" },
].filter((o) => (LANGS as readonly string[]).includes(o.lang)) as LanguageOption[];
