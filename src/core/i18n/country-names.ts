/**
 * Country names in the visitor's language (the phone country selector lists
 * them), from the browser's own CLDR data through Intl.DisplayNames. Falls
 * back to the name given (Spanish) where Intl cannot name the region.
 */
const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(lang: string): Intl.DisplayNames | null {
  if (!cache.has(lang)) {
    try {
      cache.set(lang, new Intl.DisplayNames([lang], { type: "region", fallback: "none" }));
    } catch {
      cache.set(lang, null);
    }
  }
  return cache.get(lang) ?? null;
}

/** `countryName("DE", "fr", "Alemania")` → "Allemagne"; Spanish keeps the authored name. */
export function countryName(code: string, lang: string, fallback: string = code): string {
  if (lang === "es") return fallback;
  try {
    return displayNames(lang)?.of(code.toUpperCase()) ?? fallback;
  } catch {
    return fallback;
  }
}
