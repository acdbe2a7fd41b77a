import { format, type Locale } from "date-fns";
import { enGB, es, fr, it } from "date-fns/locale";
import type { Lang } from "../i18n/languages.ts";

/**
 * Dates per site language with date-fns locales (month and day names,
 * ordinal rules) and the week start of spec §9: Monday for Spanish, French
 * and Italian, Sunday for English.
 */

export type WeekStart = 0 | 1;

const WEEK_STARTS_ON: Readonly<Record<Lang, WeekStart>> = { es: 1, en: 0, fr: 1, it: 1 };

/** First day of the calendar week: 1 (Monday) for es, fr, it; 0 (Sunday) for en. For date-fns' `weekStartsOn`. */
export function weekStartsOn(lang: Lang): WeekStart {
  return WEEK_STARTS_ON[lang] ?? 1;
}

// British English, like the copy and the numbers (en-GB); the week still starts on Sunday (spec §9).
const BASE: Readonly<Record<Lang, Locale>> = { es, en: enGB, fr, it };
const locales = new Map<Lang, Locale>();

/** The date-fns locale of a language, with the site's week start. */
export function dateLocale(lang: Lang): Locale {
  let locale = locales.get(lang);
  if (!locale) {
    const base = BASE[lang] ?? es;
    locale = { ...base, options: { ...base.options, weekStartsOn: weekStartsOn(lang) } };
    locales.set(lang, locale);
  }
  return locale;
}

/**
 * Short numeric date: dd/MM/yyyy in es, fr and it ("08/08/2025"). English
 * spells the month ("8 Aug 2025"): day-first and month-first readers both
 * read it right.
 */
const SHORT: Readonly<Record<Lang, string>> = {
  es: "dd/MM/yyyy",
  en: "d MMM yyyy",
  fr: "dd/MM/yyyy",
  it: "dd/MM/yyyy",
};

/** Long date with weekday: "viernes, 8 de agosto de 2025", "Friday 8 August 2025"... */
const LONG: Readonly<Record<Lang, string>> = {
  es: "EEEE, d 'de' MMMM 'de' yyyy",
  en: "EEEE d MMMM yyyy",
  fr: "EEEE d MMMM yyyy",
  it: "EEEE d MMMM yyyy",
};

/** Day and month only: "8 de agosto", "8 August", "8 août", "8 agosto". */
const DAY_MONTH: Readonly<Record<Lang, string>> = { es: "d 'de' MMMM", en: "d MMMM", fr: "d MMMM", it: "d MMMM" };

export function formatShortDate(date: Date | number, lang: Lang): string {
  return format(date, SHORT[lang] ?? SHORT.es, { locale: dateLocale(lang) });
}

export function formatLongDate(date: Date | number, lang: Lang): string {
  return format(date, LONG[lang] ?? LONG.es, { locale: dateLocale(lang) });
}

export function formatDayMonth(date: Date | number, lang: Lang): string {
  return format(date, DAY_MONTH[lang] ?? DAY_MONTH.es, { locale: dateLocale(lang) });
}

/** 24-hour time, as the slots are labelled ("09:00") in every language. */
export function formatTime(date: Date | number, lang: Lang): string {
  return format(date, "HH:mm", { locale: dateLocale(lang) });
}

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Calendar header: "Agosto 2025", "August 2025", "Août 2025", "Agosto 2025". */
export function formatMonthYear(date: Date | number, lang: Lang): string {
  return capitalize(format(date, "LLLL yyyy", { locale: dateLocale(lang) }));
}

/**
 * Weekday names in calendar order for the language (Monday first, or Sunday
 * first in English): `weekdayNames("es", "short")` → ["lun", "mar", ...].
 */
export function weekdayNames(lang: Lang, width: "narrow" | "short" | "abbreviated" | "wide" = "short"): string[] {
  const locale = dateLocale(lang);
  const start = weekStartsOn(lang);
  return Array.from({ length: 7 }, (_, i) =>
    locale.localize.day(((start + i) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6, { width }),
  );
}
