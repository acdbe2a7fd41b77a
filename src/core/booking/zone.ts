/**
 * Time zones of a booking: the business's (`booking.timeZone` in the site
 * document, an IANA name) decides the slot hours and the bookable days; the
 * visitor's (the browser's) only adds their own time beside it. Everything
 * here reads the zone it is given, never the process's (`TZ`) or the
 * browser's, so the server in UTC and a browser in Tokyo agree with Madrid.
 */

import { tzOffset } from "@date-fns/tz";

/** The business's zone when the site document names none. */
export const DEFAULT_TIME_ZONE = "Europe/Madrid";

// An IANA name ("Europe/Madrid", "America/Argentina/Buenos_Aires", "UTC",
// "Etc/GMT+5"), not an offset ("+01:00"), which Intl also accepts.
const IANA_NAME = /^(?:UTC|GMT|[A-Z][A-Za-z_-]*(?:\/[A-Z][A-Za-z0-9_+-]*)+)$/;

/**
 * True for an IANA time-zone name this runtime's time-zone data knows
 * ("Europe/Madrid", "Asia/Kolkata", "UTC"); false for a misspelt one
 * ("Europe/Madri", "europe/madrid"), an abbreviation ("CET") or an
 * offset ("+01:00").
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || !IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The site document's zone, or Madrid when it names none (or a bad one: validate refuses those). */
export function businessZone(config: { timeZone?: string } | undefined): string {
  const zone = config?.timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/**
 * The city a zone is named after, for people: "Europe/Madrid" → "Madrid",
 * "America/Mexico_City" → "Mexico City", "Atlantic/Canary" → "Canary",
 * "UTC" → "UTC".
 */
export function zoneCity(zone: string): string {
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}

/** The browser's zone (or the process's in Node), for the visitor's own time. */
export function systemZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

// Wall-clock fields through @date-fns/tz's offsets (plain numbers), not its
// TZDate: a Date subclass, which a faked clock (Playwright's page.clock,
// sinon) turns back into a plain Date that reads the browser's zone.
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The instant's wall clock in `zone`, as the UTC fields of a Date. */
function wall(instant: Date | number | string, zone: string): Date {
  const ms = new Date(instant).getTime();
  return new Date(ms + tzOffset(zone, new Date(ms)) * 60_000);
}

/** The calendar day ("YYYY-MM-DD") an instant falls on in `zone`. */
export function dayIn(instant: Date | number | string, zone: string): string {
  const w = wall(instant, zone);
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}

/** The wall-clock time ("HH:mm", 24 h) of an instant in `zone`. */
export function timeIn(instant: Date | number | string, zone: string): string {
  const w = wall(instant, zone);
  return `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

/**
 * The day an instant falls on in `zone` as a plain local Date (noon of that
 * calendar day in the runtime's zone), for date-fns' formatting of day and
 * month names: "martes, 24 de noviembre" of the zone, not of the runtime.
 */
export function calendarDateIn(instant: Date | number | string, zone: string): Date {
  const w = wall(instant, zone);
  return new Date(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), 12);
}

/** The instant `time` ("HH:mm") of `day` ("YYYY-MM-DD") in `zone`, or null for a malformed day or time. */
export function instantOf(day: string, time: string, zone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, m, dd] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [h, min] = [Number(t[1]), Number(t[2])];
  if (h > 23 || min > 59) return null;
  const asUtc = Date.UTC(y, m - 1, dd, h, min);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== dd) return null;
  // The zone's offset at the wall time read as UTC, then at the instant that gives (right across a change of offset).
  const first = asUtc - tzOffset(zone, check) * 60_000;
  const instant = asUtc - tzOffset(zone, new Date(first)) * 60_000;
  return Number.isNaN(instant) ? null : new Date(instant);
}

/** Day of the week of a calendar day ("YYYY-MM-DD"): 0 Sunday … 6 Saturday, the same in every zone. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

/** `day` ("YYYY-MM-DD") plus `n` calendar days. */
export function addDaysTo(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** Whole calendar days from day `a` to day `b` (both "YYYY-MM-DD"): -1, 0, 1… */
export function daysBetween(a: string, b: string): number {
  const utc = (day: string) => {
    const [y, m, d] = day.split("-").map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

export interface VisitorTime {
  /** The visitor's wall-clock time, "HH:mm". */
  readonly time: string;
  /** Calendar days from the business's day to the visitor's at that instant: -1, 0 or +1. */
  readonly dayShift: number;
}

/**
 * What a slot starting at `instant` reads in the visitor's zone, or null when
 * it reads the same as in the business's (the same zone, or one that keeps the
 * same hours that day, such as Paris for Madrid): then nothing is added.
 */
export function visitorTime(
  instant: Date | number | string,
  businessTz: string,
  visitorTz: string,
): VisitorTime | null {
  if (businessTz === visitorTz) return null;
  const time = timeIn(instant, visitorTz);
  const dayShift = daysBetween(dayIn(instant, businessTz), dayIn(instant, visitorTz));
  if (time === timeIn(instant, businessTz) && dayShift === 0) return null;
  return { time, dayShift };
}
