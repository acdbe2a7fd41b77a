import type { Lang } from "../i18n/languages.ts";

/**
 * Number formatting per site language with Intl.NumberFormat.
 *
 * Grouping is forced with `useGrouping: "always"`: by CLDR's default Spanish
 * does not group four-digit numbers (es-ES prints 1234 as "1234"), while the
 * spec wants Spanish formatting such as "1.234 €". Other languages group
 * four digits anyway, so the option only changes Spanish.
 *
 * `signDisplay: "negative"` keeps a value that rounds to zero from showing
 * as "-0".
 */

/** Locale per language; English uses en-GB, the site sells in euros in Europe. */
export const LOCALE_BY_LANG: Readonly<Record<Lang, string>> = {
  es: "es-ES",
  en: "en-GB",
  fr: "fr-FR",
  it: "it-IT",
};

export interface NumberFormatOptions {
  /** Maximum fraction digits; default 0. */
  decimals?: number;
  /** Show exactly `decimals` digits (pad with zeros). Default: false for numbers, true for euros. */
  fixed?: boolean;
}

const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${lang}|${JSON.stringify(options)}`;
  let nf = cache.get(cacheKey);
  if (!nf) {
    nf = new Intl.NumberFormat(LOCALE_BY_LANG[lang], { useGrouping: "always", signDisplay: "negative", ...options });
    cache.set(cacheKey, nf);
  }
  return nf;
}

function digits({ decimals = 0, fixed = false }: NumberFormatOptions): Intl.NumberFormatOptions {
  return { maximumFractionDigits: decimals, minimumFractionDigits: fixed ? decimals : 0 };
}

/** Plain number: `formatNumber(1234.5, "es", { decimals: 1 })` → "1.234,5". */
export function formatNumber(n: number, lang: Lang, opts: NumberFormatOptions = {}): string {
  return formatter(lang, digits(opts)).format(n);
}

/** Euros: `formatEuros(1234, "es")` → "1.234 €"; `{ decimals: 2 }` → "1.234,00 €". */
export function formatEuros(n: number, lang: Lang, { decimals = 0, fixed = true }: NumberFormatOptions = {}): string {
  return formatter(lang, { style: "currency", currency: "EUR", ...digits({ decimals, fixed }) }).format(n);
}

/**
 * Percent from percentage points (the calculator's inputs are 0–100):
 * `formatPercent(18, "es")` → "18 %" (es, fr, it put a no-break space before %).
 */
export function formatPercent(points: number, lang: Lang, opts: NumberFormatOptions = {}): string {
  return formatter(lang, { style: "percent", ...digits(opts) }).format(points / 100);
}
