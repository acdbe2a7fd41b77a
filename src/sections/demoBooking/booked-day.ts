// The confirmation's date in the page language. Its own module: it brings
// the date-fns locales (src/core/format/date.ts), which the form loads only
// when a booking goes through, not with the page.
import { formatShortDate } from "../../core/format/date";
import type { Lang } from "../../core/i18n/languages";
import { parseDay } from "./dates";

/** The booked day (yyyy-MM-dd) in the language's short format: dd/MM/yyyy in Spanish, French and Italian, "4 Mar 2030" in English. */
export function formatBookedDay(value: string, lang: Lang): string {
  const day = parseDay(value);
  return day ? formatShortDate(day, lang) : value;
}
