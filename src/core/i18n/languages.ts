/** The site's languages (spec §4 "Language"). */
export const LANGS = ["es", "en", "fr", "it"] as const;

export type Lang = (typeof LANGS)[number];

/** The last resort when nothing else decides (spec §4, §8). */
export const FALLBACK_LANG: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}
