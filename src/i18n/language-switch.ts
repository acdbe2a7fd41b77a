// What a language menu needs: the four languages, the link to the current
// page in each, and a switch that stores the choice (so the Spanish pages'
// first-visit script honours it on later visits) and moves to the same page
// in the new language at once, keeping query and hash.
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { LANGS, type Lang } from "../lib/i18n/languages";
import { LANGUAGE_STORAGE_KEY } from "./language-script";
import { pathInLanguage } from "./paths";

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

/** Stores a manual choice; storage may be unavailable (privacy modes), then the choice lasts this visit. */
export function storeLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* nothing to do */
  }
}

/**
 * `hrefFor(lang)`: the current page in `lang`, without query or hash, so the
 * prerendered link and the hydrated one agree (use it as the link's href).
 * `switchTo(lang, event?)`: stores the choice and navigates client-side to
 * the same page in `lang` with the current query and hash; pass the click
 * event to cancel the link's own navigation.
 */
export function useLanguageSwitch() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hrefFor = useCallback((lang: Lang) => pathInLanguage(pathname, lang), [pathname]);
  const switchTo = useCallback(
    (lang: Lang, event?: { preventDefault(): void }) => {
      event?.preventDefault();
      storeLanguage(lang);
      navigate(pathInLanguage(window.location.pathname, lang, window.location.search + window.location.hash));
    },
    [navigate],
  );
  return { options: LANGUAGE_OPTIONS, hrefFor, switchTo };
}
