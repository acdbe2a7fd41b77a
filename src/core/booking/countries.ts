/**
 * Countries offered by the phone-number country selector of the booking modal.
 * Exactly 40 entries: Spain first, then the rest sorted by their Spanish name.
 */

export interface Country {
  /** ISO 3166-1 alpha-2 code, upper case. */
  readonly code: string;
  /** Name in Spanish. */
  readonly name: string;
  /** International dial prefix including the plus sign, e.g. "+34". */
  readonly prefix: string;
  /** Flag emoji built from the regional indicator symbols of the code. */
  readonly flag: string;
}

export const DEFAULT_COUNTRY_CODE = "ES";

/** Flag emoji for an alpha-2 code ("ES" → 🇪🇸). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

const RAW: ReadonlyArray<readonly [code: string, name: string, prefix: string]> = [
  ["ES", "España", "+34"],
  // North America and the Caribbean
  ["US", "Estados Unidos", "+1"],
  ["CA", "Canadá", "+1"],
  ["MX", "México", "+52"],
  ["CU", "Cuba", "+53"],
  ["DO", "República Dominicana", "+1"],
  ["PR", "Puerto Rico", "+1"],
  // Central America
  ["GT", "Guatemala", "+502"],
  ["SV", "El Salvador", "+503"],
  ["HN", "Honduras", "+504"],
  ["NI", "Nicaragua", "+505"],
  ["CR", "Costa Rica", "+506"],
  ["PA", "Panamá", "+507"],
  // South America
  ["CO", "Colombia", "+57"],
  ["VE", "Venezuela", "+58"],
  ["EC", "Ecuador", "+593"],
  ["PE", "Perú", "+51"],
  ["BO", "Bolivia", "+591"],
  ["CL", "Chile", "+56"],
  ["AR", "Argentina", "+54"],
  ["UY", "Uruguay", "+598"],
  ["PY", "Paraguay", "+595"],
  // Europe
  ["FR", "Francia", "+33"],
  ["DE", "Alemania", "+49"],
  ["IT", "Italia", "+39"],
  ["PT", "Portugal", "+351"],
  ["GB", "Reino Unido", "+44"],
  ["NL", "Países Bajos", "+31"],
  ["BE", "Bélgica", "+32"],
  ["CH", "Suiza", "+41"],
  ["AT", "Austria", "+43"],
  ["IE", "Irlanda", "+353"],
  ["LU", "Luxemburgo", "+352"],
  ["AD", "Andorra", "+376"],
  ["MC", "Mónaco", "+377"],
  ["SE", "Suecia", "+46"],
  ["NO", "Noruega", "+47"],
  ["DK", "Dinamarca", "+45"],
  ["PL", "Polonia", "+48"],
  ["GR", "Grecia", "+30"],
];

const collator = new Intl.Collator("es");

function toCountry([code, name, prefix]: readonly [string, string, string]): Country {
  return Object.freeze({ code, name, prefix, flag: flagEmoji(code) });
}

export const countries: readonly Country[] = Object.freeze([
  ...RAW.filter(([code]) => code === DEFAULT_COUNTRY_CODE).map(toCountry),
  ...RAW.filter(([code]) => code !== DEFAULT_COUNTRY_CODE)
    .map(toCountry)
    .sort((a, b) => collator.compare(a.name, b.name)),
]);

const byCode: ReadonlyMap<string, Country> = new Map(countries.map((c) => [c.code, c]));

/** Country by alpha-2 code (case-insensitive), or undefined. */
export function findCountry(code: string): Country | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** Lower case without diacritics, for accent-insensitive comparison. */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * Countries matching a search query. An empty query returns all countries.
 * Matches: name substring (case- and accent-insensitive), exact code
 * ("mx"), or dial prefix digits starting with the query ("+3", "35").
 * `nameOf` adds the name in the visitor's language to the names searched.
 * No match returns [] (the UI shows 'No se encontró el país.').
 */
export function searchCountries(query: string, nameOf?: (country: Country) => string): Country[] {
  const q = normalizeText(query);
  if (q === "") return [...countries];
  const digitQuery = /^\+?\s*\d[\d\s]*$/.test(q) ? q.replace(/\D/g, "") : null;
  return countries.filter((c) => {
    if (digitQuery !== null) return c.prefix.slice(1).startsWith(digitQuery);
    // The visitor's language name (nameOf) and the Spanish one both match.
    return (
      normalizeText(c.name).includes(q) ||
      (nameOf !== undefined && normalizeText(nameOf(c)).includes(q)) ||
      c.code.toLowerCase() === q
    );
  });
}

function regionOf(language: string): string | undefined {
  try {
    return new Intl.Locale(language.trim().replace(/_/g, "-")).region;
  } catch {
    return undefined; // malformed tag: treat as having no region
  }
}

/**
 * Default phone country from the browser language list (navigator.languages).
 * The first language whose region is one of the 40 countries decides:
 * 'es-MX' → MX, 'fr-FR' → FR. Languages without a region ('es', 'en') or
 * with one not in the list ('es-419', 'ja-JP') are skipped; when none is
 * left the default is 'ES'.
 */
export function defaultCountryFromLanguages(languages: readonly string[]): string {
  for (const language of languages) {
    const region = regionOf(language);
    const country = region === undefined ? undefined : findCountry(region);
    if (country) return country.code;
  }
  return DEFAULT_COUNTRY_CODE;
}
