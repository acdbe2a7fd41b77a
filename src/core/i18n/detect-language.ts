import { languageForCountry } from "./countries.ts";
import { FALLBACK_LANG, isLang, type Lang } from "./languages.ts";

export { languageForCountry } from "./countries.ts";
export { LANGS, isLang, type Lang } from "./languages.ts";

/** Spec §4/§7: the geolocation call is aborted after 2.2 s. */
export const DEFAULT_GEO_TIMEOUT_MS = 2200;

/** First browser language whose primary subtag the site supports ("fr-CA" → 'fr'), else null. */
export function languageFromBrowser(list: readonly string[]): Lang | null {
  for (const tag of list) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLang(primary)) return primary;
  }
  return null;
}

/**
 * Country code from an IP-geolocation JSON body: `country_code`, else
 * `country`. Only two-letter codes count, so a full name ("Spain", as some
 * services put in `country`) is ignored rather than misread.
 */
export function parseGeoResponse(json: unknown): string | null {
  if (typeof json !== "object" || json === null) return null;
  const body = json as Record<string, unknown>;
  for (const value of [body["country_code"], body["country"]]) {
    if (typeof value === "string" && /^[A-Za-z]{2}$/.test(value.trim())) return value.trim().toUpperCase();
  }
  return null;
}

/** A country lookup that must stop when `signal` aborts. */
export type CountryLookup = (signal: AbortSignal) => Promise<string | null>;

/** A `CountryLookup` over an IP-geolocation JSON endpoint (the address comes from config). */
export function createGeoLookup(url: string, fetchImpl: typeof fetch = fetch): CountryLookup {
  return async (signal) => {
    const response = await fetchImpl(url, { signal, headers: { accept: "application/json" } });
    if (!response.ok) return null;
    return parseGeoResponse(await response.json());
  };
}

export interface DetectLanguageOptions {
  /** The visitor's stored choice, if any (validated here). */
  stored?: string | null;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
  lookupCountry?: CountryLookup;
  timeoutMs?: number;
}

/**
 * Spec §4: stored choice → browser language list → country lookup (aborted
 * after `timeoutMs`; failure and time-out are silent) → 'en'.
 */
export async function detectLanguage({
  stored,
  browserLanguages = [],
  lookupCountry,
  timeoutMs = DEFAULT_GEO_TIMEOUT_MS,
}: DetectLanguageOptions): Promise<Lang> {
  if (isLang(stored)) return stored;
  const fromBrowser = languageFromBrowser(browserLanguages);
  if (fromBrowser) return fromBrowser;
  if (!lookupCountry) return FALLBACK_LANG;
  const country = await lookupWithTimeout(lookupCountry, timeoutMs);
  return country ? languageForCountry(country) : FALLBACK_LANG;
}

/**
 * Runs the lookup, aborting it after `timeoutMs`. Resolves null on abort
 * even if the lookup ignores its signal, and null on any failure.
 */
async function lookupWithTimeout(lookup: CountryLookup, timeoutMs: number): Promise<string | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const attempt = Promise.resolve()
      .then(() => lookup(controller.signal))
      .catch(() => null);
    return await Promise.race([attempt, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
