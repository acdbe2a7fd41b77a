import type { Lang } from "./languages.ts";

/**
 * Country (ISO 3166-1 alpha-2) → site language, for the geolocation step of
 * language detection (spec §4: Spanish-speaking → ES; IT, SM, VA → IT;
 * French-speaking → FR; everything else → EN).
 */

/** Countries where Spanish is the main official language (PR included, GQ too). */
const SPANISH = [
  "ES",
  "MX",
  "AR",
  "CO",
  "CL",
  "PE",
  "VE",
  "EC",
  "GT",
  "CU",
  "BO",
  "DO",
  "HN",
  "PY",
  "SV",
  "NI",
  "CR",
  "PA",
  "UY",
  "PR",
  "GQ",
];

const ITALIAN = ["IT", "SM", "VA"];

/**
 * "French-speaking" is read as: French is the main official language.
 * Included: France and Monaco; Belgium and Luxembourg (French is the
 * majority or main administrative language there); francophone Africa
 * where French is the sole or first official language; Haiti; and the
 * French overseas departments and territories, which geolocation services
 * report under their own codes (RE, GP, MQ, ...).
 * Left out on purpose: Switzerland and Canada, where most people speak
 * German or English respectively, so their visitors get English unless
 * their browser asks for French.
 */
const FRENCH = [
  "FR",
  "MC",
  "BE",
  "LU",
  "SN",
  "CI",
  "CM",
  "ML",
  "BF",
  "NE",
  "TD",
  "GN",
  "BJ",
  "TG",
  "CD",
  "CG",
  "GA",
  "MG",
  "CF",
  "DJ",
  "KM",
  "HT",
  "GP",
  "MQ",
  "GF",
  "RE",
  "YT",
  "PF",
  "NC",
  "PM",
  "BL",
  "MF",
  "WF",
];

const BY_COUNTRY: ReadonlyMap<string, Lang> = new Map<string, Lang>([
  ...SPANISH.map((code) => [code, "es"] as const),
  ...ITALIAN.map((code) => [code, "it"] as const),
  ...FRENCH.map((code) => [code, "fr"] as const),
]);

/**
 * The whole table, for code that cannot import this module (the inline
 * language script of the Spanish pages embeds it). Countries not listed → 'en'.
 */
export const COUNTRY_LANGUAGES: Readonly<Record<string, Lang>> = Object.fromEntries(BY_COUNTRY);

/** Language for a country code (any case); unknown or missing codes give 'en'. */
export function languageForCountry(code: string | null | undefined): Lang {
  if (!code) return "en";
  return BY_COUNTRY.get(code.trim().toUpperCase()) ?? "en";
}
