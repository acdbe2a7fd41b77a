/**
 * Time slots for the demo booking modal: the slot provider contract, the
 * fake generator, the booking window and a retry helper for slot lookups.
 * Every time-dependent function takes the clock (`now`) as a parameter.
 * Days and hours are the business's (its IANA zone, `booking.timeZone`),
 * never the process's or the browser's: a day is a calendar day
 * "YYYY-MM-DD" in that zone, and slot instants are exchanged as UTC ISO
 * strings.
 */

import { addDaysTo, DEFAULT_TIME_ZONE, dayIn, instantOf, timeIn, weekdayOf } from "./zone.ts";

export interface TimeSlot {
  /** Slot start, ISO 8601 in UTC ("2025-01-15T09:00:00.000Z"). */
  readonly startISO: string;
  /** Slot end, ISO 8601 in UTC. */
  readonly endISO: string;
  /** Start time in the business's zone, "HH:mm". */
  readonly label: string;
}

/** Slot lookup: all available slots of one calendar day ("YYYY-MM-DD") in the business's zone. */
export interface SlotProvider {
  getSlots(day: string): Promise<TimeSlot[]>;
}

/** Booking window: today up to this many days ahead, weekdays only. */
export const BOOKING_WINDOW_DAYS = 14;
/** Simulated latency of the fake slot lookup. */
export const FAKE_SLOTS_DELAY_MS = 600;
/** Retries for data fetching queries (slot lookup). Bookings are never retried. */
export const SLOT_LOOKUP_RETRIES = 3;

export interface SlotOptions {
  /** The business's IANA zone: the hours below are its wall-clock hours. Default Europe/Madrid. */
  readonly timeZone?: string;
  /** Hour of the first slot start. Default 9. */
  readonly firstHour?: number;
  /** Hour by which the last slot must have ended. Default 20. */
  readonly endHour?: number;
  /** Slot length in minutes. Default 60. */
  readonly slotMinutes?: number;
  /** Slots starting less than this many minutes after `now` are skipped. Default 120. */
  readonly minLeadMinutes?: number;
}

/** Runtime guard for a TimeSlot-shaped value (e.g. from storage or the network). */
export function isTimeSlot(value: unknown): value is TimeSlot {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.startISO === "string" &&
    typeof v.endISO === "string" &&
    typeof v.label === "string" &&
    !Number.isNaN(Date.parse(v.startISO)) &&
    !Number.isNaN(Date.parse(v.endISO))
  );
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isWeekendDay = (day: string) => weekdayOf(day) === 0 || weekdayOf(day) === 6;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Slots for one calendar day ("YYYY-MM-DD") of the business.
 *
 * "Hourly slots 09:00–20:00" is read as the opening hours: slots start at
 * 09:00, 10:00, …, 19:00 business time and each lasts 60 minutes, so the
 * last one ends at 20:00 (11 slots). No slot starts at 20:00.
 *
 * Saturdays and Sundays give []. Any slot starting less than 2 hours after
 * `now` is skipped: on the current day this drops the next two hours, and a
 * past day gives []. A slot exactly 2 hours ahead is kept. A malformed day
 * gives [].
 */
export function generateSlots(day: string, now: Date, opts: SlotOptions = {}): TimeSlot[] {
  const { timeZone = DEFAULT_TIME_ZONE, firstHour = 9, endHour = 20, slotMinutes = 60, minLeadMinutes = 120 } = opts;
  if (!ISO_DAY.test(day) || instantOf(day, "00:00", timeZone) === null || isWeekendDay(day)) return [];
  const earliest = now.getTime() + minLeadMinutes * 60_000;
  const slots: TimeSlot[] = [];
  for (let wall = firstHour * 60; wall + slotMinutes <= endHour * 60; wall += slotMinutes) {
    const start = instantOf(day, hhmm(wall), timeZone)!;
    // A wall time the zone skips (a spring-forward gap) lands past it: the
    // slot then starts at its real hour, and is kept once under that label.
    const label = timeIn(start, timeZone);
    if (start.getTime() < earliest || slots.some((s) => s.label === label)) continue;
    const end = new Date(start.getTime() + slotMinutes * 60_000);
    slots.push({ startISO: start.toISOString(), endISO: end.toISOString(), label });
  }
  return slots;
}

/** The business's calendar day at `now` ("YYYY-MM-DD"). */
export function businessToday(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dayIn(now, timeZone);
}

/** First and last bookable calendar days of the business ("YYYY-MM-DD"): today .. today + 14 days. */
export function bookingWindow(now: Date, timeZone: string = DEFAULT_TIME_ZONE): { first: string; last: string } {
  const first = businessToday(now, timeZone);
  return { first, last: addDaysTo(first, BOOKING_WINDOW_DAYS) };
}

/** Date picker rule: a weekday of the business, not in its past, at most 14 days ahead of its today. */
export function isBookableDate(day: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  if (!ISO_DAY.test(day) || instantOf(day, "00:00", timeZone) === null || isWeekendDay(day)) return false;
  const { first, last } = bookingWindow(now, timeZone);
  return day >= first && day <= last;
}

/** The business's calendar days ("YYYY-MM-DD") from the one holding instant `start` to the one holding `end`; [] when end < start. */
export function businessDays(start: Date, end: Date, timeZone: string = DEFAULT_TIME_ZONE, max = 366): string[] {
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) return [];
  const last = dayIn(end, timeZone);
  const days: string[] = [];
  for (let day = dayIn(start, timeZone); day <= last && days.length < max; day = addDaysTo(day, 1)) days.push(day);
  return days;
}

/** Resolves after `ms`, or rejects with an AbortError if the signal aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    function onAbort(): void {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export interface FakeSlotProviderOptions {
  /** Simulated latency. Default 600 ms. */
  readonly delayMs?: number;
  /** Clock, injectable for tests. */
  readonly now?: () => Date;
  /** The business's zone and hours. */
  readonly slotOptions?: SlotOptions;
}

/**
 * Fake slot lookup: after `delayMs`, returns the generated slots of the day
 * asked for. The clock is read when the lookup resolves.
 */
export function createFakeSlotProvider(options: FakeSlotProviderOptions = {}): SlotProvider {
  const { delayMs = FAKE_SLOTS_DELAY_MS, now = () => new Date(), slotOptions } = options;
  return {
    async getSlots(day) {
      if (delayMs > 0) await sleep(delayMs);
      return generateSlots(day, now(), slotOptions);
    },
  };
}

export interface RetryOptions {
  /** Wait before retry number `attempt` (1-based). Default: no wait. */
  readonly backoffMs?: (attempt: number) => number;
  readonly signal?: AbortSignal;
}

/**
 * Runs `fn`, retrying on rejection up to `retries` more times (so at most
 * retries + 1 calls, like a data-fetching query with retry: 3). Rejects with
 * the last error. Stops early if `signal` aborts. For slot lookups only:
 * bookings are mutations and must never be retried.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  retries = SLOT_LOOKUP_RETRIES,
  options: RetryOptions = {},
): Promise<T> {
  const { backoffMs, signal } = options;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw signal.reason;
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries || signal?.aborted) throw error;
      const wait = backoffMs?.(attempt + 1) ?? 0;
      if (wait > 0) await sleep(wait, signal);
    }
  }
}

/**
 * Slots for one of the business's calendar days ("YYYY-MM-DD") through a
 * provider, with retries. Rejects only after all retries failed; the UI logs
 * that and shows an empty list.
 */
export function loadSlotsForDay(
  provider: SlotProvider,
  day: string,
  retries = SLOT_LOOKUP_RETRIES,
  options: RetryOptions = {},
): Promise<TimeSlot[]> {
  return withRetry(() => provider.getSlots(day), retries, options);
}
