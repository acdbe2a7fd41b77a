// Deep imports: the date-fns root re-exports hundreds of modules (seconds to load in tests).
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { parse } from "date-fns/parse";

const ISO_DAY = "yyyy-MM-dd";

/** The local calendar day as yyyy-MM-dd (what <input type="date"> uses for min/value). */
export function isoDay(now: Date): string {
  return format(now, ISO_DAY);
}

/** True for yyyy-MM-dd strings that name a real day on or after `today` (also yyyy-MM-dd). */
export function isBookableDay(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (!isValid(parse(value, ISO_DAY, new Date(2000, 0, 1)))) return false;
  return value >= today;
}

/** Writes a yyyy-MM-dd day with a date-fns pattern (the spec's confirmation uses dd/MM/yyyy). */
export function formatDay(value: string, pattern: string): string {
  const day = parse(value, ISO_DAY, new Date(2000, 0, 1));
  return isValid(day) ? format(day, pattern) : value;
}

/** Fills {date} and {time} in a confirmation sentence. */
export function fillConfirmation(template: string, values: { date: string; time: string }): string {
  return template.replace(/\{(date|time)\}/g, (_, key: "date" | "time") => values[key]);
}
