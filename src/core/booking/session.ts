/**
 * Booking modal progress kept in browser session storage under
 * "{product}_booking_session": saved on every change, restored on opening.
 * Storage failures and bad data are never fatal: they log a warning only.
 */

import { DEFAULT_COUNTRY_CODE, findCountry } from "./countries.ts";
import { isTimeSlot, type TimeSlot } from "./slots.ts";

export type BookingStep = 1 | 2;

export interface BookingSession {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly restaurant: string;
  /** Alpha-2 code of the phone country, one of the 40 countries. */
  readonly selectedCountry: string;
  readonly acceptedPrivacy: boolean;
  readonly acceptedMarketing: boolean;
  readonly currentStep: BookingStep;
  /** Local calendar date "YYYY-MM-DD", or null. */
  readonly selectedDate: string | null;
  readonly selectedSlot: TimeSlot | null;
}

export function sessionKey(product: string): string {
  return `${product}_booking_session`;
}

export function createEmptySession(selectedCountry: string = DEFAULT_COUNTRY_CODE): BookingSession {
  return {
    name: "",
    email: "",
    phone: "",
    restaurant: "",
    selectedCountry,
    acceptedPrivacy: false,
    acceptedMarketing: false,
    currentStep: 1,
    selectedDate: null,
    selectedSlot: null,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Local calendar date of `date` as "YYYY-MM-DD". */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight for "YYYY-MM-DD", or null if it is not a real calendar date. */
export function fromIsoDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Runtime validation of a parsed value; returns a clean copy or null. */
export function parseSession(value: unknown): BookingSession | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const { name, email, phone, restaurant, selectedCountry, acceptedPrivacy, acceptedMarketing, currentStep } = v;
  const { selectedDate, selectedSlot } = v;
  if (
    typeof name !== "string" ||
    typeof email !== "string" ||
    typeof phone !== "string" ||
    typeof restaurant !== "string" ||
    typeof selectedCountry !== "string" ||
    findCountry(selectedCountry) === undefined ||
    typeof acceptedPrivacy !== "boolean" ||
    typeof acceptedMarketing !== "boolean" ||
    (currentStep !== 1 && currentStep !== 2) ||
    !(selectedDate === null || (typeof selectedDate === "string" && fromIsoDate(selectedDate) !== null)) ||
    !(selectedSlot === null || isTimeSlot(selectedSlot))
  ) {
    return null;
  }
  return {
    name,
    email,
    phone,
    restaurant,
    selectedCountry: selectedCountry.toUpperCase(),
    acceptedPrivacy,
    acceptedMarketing,
    currentStep,
    selectedDate,
    selectedSlot:
      selectedSlot === null
        ? null
        : { startISO: selectedSlot.startISO, endISO: selectedSlot.endISO, label: selectedSlot.label },
  };
}

/**
 * Saved session or null. Null without warning when there is no storage or
 * nothing saved; null with a console.warn when storage throws, the JSON is
 * corrupt or the shape is wrong.
 */
export function loadSession(storage: Storage | undefined, key: string): BookingSession | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.warn(`[booking] could not read session "${key}"`, error);
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    console.warn(`[booking] ignoring corrupt session "${key}"`, error);
    return null;
  }
  const session = parseSession(parsed);
  if (!session) console.warn(`[booking] ignoring session "${key}" with an unexpected shape`);
  return session;
}

/** Stores the session; failures (quota, disabled storage) only warn. */
export function saveSession(storage: Storage | undefined, key: string, s: BookingSession): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify(s));
  } catch (error) {
    console.warn(`[booking] could not save session "${key}"`, error);
  }
}

/** Removes the session; failures only warn. */
export function clearSession(storage: Storage | undefined, key: string): void {
  if (!storage) return;
  try {
    storage.removeItem(key);
  } catch (error) {
    console.warn(`[booking] could not clear session "${key}"`, error);
  }
}
