// Deep imports: the date-fns root re-exports hundreds of modules (seconds to load in tests). Not
// date-fns/parse either: its format parsers and default locale took ~90 MB of the server's heap,
// for the one fixed format a day has here.
import { isExists } from "date-fns/isExists";
import { addDaysTo, DEFAULT_TIME_ZONE, dayIn, instantOf } from "../../core/booking/zone.ts";

/** The business's calendar day at `now` as yyyy-MM-dd (what <input type="date"> uses for min/value), in its zone (booking.timeZone). */
export function isoDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayIn(now, timeZone);
}

/** True for yyyy-MM-dd strings that name a real day on or after `today` (also yyyy-MM-dd). */
export function isBookableDay(value: string, today: string): boolean {
  return parseDay(value) !== null && value >= today;
}

/** A yyyy-MM-dd day as a local Date at midnight, or null when it names no real day. */
export function parseDay(value: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return null;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])];
  if (!isExists(year, month, date)) return null;
  // setFullYear: the Date constructor would read years 0–99 as 1900–1999.
  const day = new Date(2000, 0, 1);
  day.setFullYear(year, month, date);
  return day;
}

/** dd/MM/yyyy without any locale data: the confirmation's fallback if the language's formats cannot be loaded. */
export function numericDay(value: string): string {
  return parseDay(value) ? value.split("-").reverse().join("/") : value;
}

/** When slot `time` (HH:mm) of `day` (yyyy-MM-dd) starts: the business's wall time in its zone, never the process's or the browser's; null for a malformed day or time. */
export function slotStart(day: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  return parseDay(day) ? instantOf(day, time, timeZone) : null;
}

/**
 * The slots that can no longer be booked when `day` is today: those that
 * start at or before `now`. Other days give none (a later day is wholly
 * open; an earlier one is refused by the date rule, not slot by slot). `now`
 * is the visitor's clock, only known after the page has mounted: with null
 * (server render, first paint) none is past. Days and times are the
 * business's (its zone), so a visitor elsewhere and the server agree.
 */
export function pastSlots(
  slots: readonly string[],
  day: string,
  now: Date | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): Set<string> {
  if (!now || day !== isoDay(now, timeZone)) return new Set();
  return new Set(
    slots.filter((time) => {
      const start = slotStart(day, time, timeZone);
      return start !== null && start.getTime() <= now.getTime();
    }),
  );
}

/** The first day a demo can be booked at `now`: today while one of its slots is still ahead, else tomorrow. */
export function firstBookableDay(slots: readonly string[], now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const today = isoDay(now, timeZone);
  if (pastSlots(slots, today, now, timeZone).size < slots.length) return today;
  return addDaysTo(today, 1);
}

/** Fills {date} and {time} in a confirmation sentence. */
export function fillConfirmation(template: string, values: { date: string; time: string }): string {
  return template.replace(/\{(date|time)\}/g, (_, key: "date" | "time") => values[key]);
}
