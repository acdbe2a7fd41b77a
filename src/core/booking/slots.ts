/**
 * Time slots for the demo booking modal: the slot provider contract, the
 * fake generator, the booking window and a retry helper for slot lookups.
 * Every time-dependent function takes the clock (`now`) as a parameter.
 * Days and hours are in the browser's local time zone; slot instants are
 * exchanged as UTC ISO strings.
 */

import { addDays, addMinutes, eachDayOfInterval, endOfDay, format, isWeekend, startOfDay } from "date-fns";

export interface TimeSlot {
  /** Slot start, ISO 8601 in UTC ("2025-01-15T09:00:00.000Z"). */
  readonly startISO: string;
  /** Slot end, ISO 8601 in UTC. */
  readonly endISO: string;
  /** Local start time shown to the user, "HH:mm". */
  readonly label: string;
}

/** Slot lookup: all available slots whose day lies in [start, end]. */
export interface SlotProvider {
  getSlots(start: Date, end: Date): Promise<TimeSlot[]>;
}

/** Booking window: today up to this many days ahead, weekdays only. */
export const BOOKING_WINDOW_DAYS = 14;
/** Simulated latency of the fake slot lookup. */
export const FAKE_SLOTS_DELAY_MS = 600;
/** Retries for data fetching queries (slot lookup). Bookings are never retried. */
export const SLOT_LOOKUP_RETRIES = 3;

export interface SlotOptions {
  /** Hour of the first slot start (local). Default 9. */
  readonly firstHour?: number;
  /** Hour by which the last slot must have ended (local). Default 20. */
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

/**
 * Slots for one day.
 *
 * "Hourly slots 09:00–20:00" is read as the opening hours: slots start at
 * 09:00, 10:00, …, 19:00 and each lasts 60 minutes, so the last one ends at
 * 20:00 (11 slots). No slot starts at 20:00.
 *
 * Saturdays and Sundays give []. Any slot starting less than 2 hours after
 * `now` is skipped: on the current day this drops the next two hours, and a
 * past day gives []. A slot exactly 2 hours ahead is kept.
 */
export function generateSlots(day: Date, now: Date, opts: SlotOptions = {}): TimeSlot[] {
  const { firstHour = 9, endHour = 20, slotMinutes = 60, minLeadMinutes = 120 } = opts;
  if (isWeekend(day)) return [];
  const earliest = addMinutes(now, minLeadMinutes).getTime();
  const dayStart = startOfDay(day);
  const closing = new Date(dayStart);
  closing.setHours(endHour, 0, 0, 0);

  const slots: TimeSlot[] = [];
  const start = new Date(dayStart);
  start.setHours(firstHour, 0, 0, 0);
  for (let s = start; ; s = addMinutes(s, slotMinutes)) {
    const e = addMinutes(s, slotMinutes);
    if (e.getTime() > closing.getTime()) break;
    if (s.getTime() < earliest) continue;
    slots.push({ startISO: s.toISOString(), endISO: e.toISOString(), label: format(s, "HH:mm") });
  }
  return slots;
}

/** First and last bookable calendar days (start of day): today .. today + 14 days. */
export function bookingWindow(now: Date): { first: Date; last: Date } {
  const first = startOfDay(now);
  return { first, last: addDays(first, BOOKING_WINDOW_DAYS) };
}

/** Date picker rule: a weekday, not in the past, at most 14 days ahead. */
export function isBookableDate(date: Date, now: Date): boolean {
  if (Number.isNaN(date.getTime()) || isWeekend(date)) return false;
  const { first, last } = bookingWindow(now);
  const day = startOfDay(date).getTime();
  return day >= first.getTime() && day <= last.getTime();
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
  readonly slotOptions?: SlotOptions;
}

/**
 * Fake slot lookup: after `delayMs`, returns generated slots for every
 * calendar day from `start` to `end` inclusive (end before start → []).
 * The clock is read when the lookup resolves.
 */
export function createFakeSlotProvider(options: FakeSlotProviderOptions = {}): SlotProvider {
  const { delayMs = FAKE_SLOTS_DELAY_MS, now = () => new Date(), slotOptions } = options;
  return {
    async getSlots(start, end) {
      if (delayMs > 0) await sleep(delayMs);
      if (startOfDay(end).getTime() < startOfDay(start).getTime()) return [];
      const current = now();
      return eachDayOfInterval({ start, end }).flatMap((day) => generateSlots(day, current, slotOptions));
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
export async function withRetry<T>(fn: () => Promise<T>, retries = SLOT_LOOKUP_RETRIES, options: RetryOptions = {}): Promise<T> {
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
 * Slots for one local calendar day through a provider, with retries.
 * Rejects only after all retries failed; the UI logs that and shows an
 * empty list.
 */
export function loadSlotsForDay(
  provider: SlotProvider,
  day: Date,
  retries = SLOT_LOOKUP_RETRIES,
  options: RetryOptions = {},
): Promise<TimeSlot[]> {
  return withRetry(() => provider.getSlots(startOfDay(day), endOfDay(day)), retries, options);
}
