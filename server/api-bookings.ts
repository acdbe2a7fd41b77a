// Demo bookings: GET /api/slots answers the free slots of a day range from
// the real bookings; POST /api/bookings books one (the slot's start is
// UNIQUE in the store: of two visitors, one gets 201, the other 409).
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { bookingErrorMessagesEs, type BookingFieldError } from "../src/core/booking/booking.ts";
import { bookingContactForm } from "../src/core/booking/contact-form.ts";
import { businessDays, generateSlots, isBookableDate, type TimeSlot } from "../src/core/booking/slots.ts";
import { addDaysTo, DEFAULT_TIME_ZONE, dayIn, instantOf } from "../src/core/booking/zone.ts";
import { keyReused, requestHash, scopedKey } from "./idempotency.ts";
import { readJsonRequest } from "./http/read-body.ts";
import { phoneKey } from "./phone-key.ts";
import { bookingCapped, capsAt, clientHash, keepSpamBooking, type BookingCaps } from "./booking-guards.ts";
import { caughtByHoneypot, checkSubmission, HONEYPOT, type CheckResult } from "./forms.ts";
import type { NewBooking, Store } from "./store/index.ts";

export interface BookingsApiOptions {
  store: Store;
  now: () => Date;
  /** The link sent with a confirmation (no video-call service is wired in). */
  meetUrl: string;
  maxJsonBytes: number;
  onStored?: (kind: "booking", id: number) => void;
  addressOf: (c: Context) => string;
  /** The path of the page the lead came from. */
  pageOf?: (c: Context) => string;
  /** Upcoming bookings per email and per address (default 2 and 5). */
  bookingCaps?: BookingCaps;
  /** The business's zone (the published site document's `booking.timeZone`): its days and hours are the slots'. Default Europe/Madrid. */
  timeZone?: () => string;
}

/**
 * Free slots from `start` to `end`: the business's calendar days holding
 * those instants, in its zone (never the process's), within the booking window.
 */
export async function freeSlots(
  store: Store,
  start: Date,
  end: Date,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<TimeSlot[]> {
  // A caller asking for a year gets the window (14 days) at most.
  const days = businessDays(start, end, timeZone, 400)
    .filter((day) => isBookableDate(day, now, timeZone))
    .slice(0, 15);
  if (days.length === 0) return [];
  const generated = days.flatMap((day) => generateSlots(day, now, { timeZone }));
  const from = instantOf(days[0]!, "00:00", timeZone)!;
  const to = instantOf(addDaysTo(days.at(-1)!, 1), "00:00", timeZone)!;
  const booked = new Set(await store.bookedStarts(from.toISOString(), to.toISOString()));
  return generated.filter((slot) => !booked.has(slot.startISO));
}

/** The offered slot starting at `startISO`, if there is one now (on a bookable day of the business). */
export function offeredSlot(startISO: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): TimeSlot | undefined {
  const start = new Date(startISO);
  if (Number.isNaN(start.getTime())) return undefined;
  const day = dayIn(start, timeZone);
  if (!isBookableDate(day, now, timeZone)) return undefined;
  return generateSlots(day, now, { timeZone }).find((slot) => slot.startISO === start.toISOString());
}

/** GET /api/slots?date=YYYY-MM-DD (a calendar day of the business), or ?start=ISO&end=ISO (the business's days holding them). */
export function slotsApi(options: BookingsApiOptions) {
  return async (c: Context) => {
    const zone = options.timeZone?.() ?? DEFAULT_TIME_ZONE;
    const date = c.req.query("date");
    const start = date ? instantOf(date, "00:00", zone) : new Date(c.req.query("start") ?? "");
    const end = date ? instantOf(date, "23:59", zone) : new Date(c.req.query("end") ?? "");
    if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
      return c.json({ error: "bad_request" }, 400);
    c.header("Cache-Control", "no-store");
    return c.json(await freeSlots(options.store, start, end, options.now(), zone));
  };
}

/** The modal's contact step, checked by its declaration; errors in Spanish (the codes' source language). */
export function checkBookingContact(input: Record<string, unknown>): CheckResult {
  const checked = checkSubmission(bookingContactForm, input);
  if (checked.ok) return checked;
  return {
    ok: false,
    errors: Object.fromEntries(
      Object.entries(checked.errors).map(([name, code]) => [
        name,
        bookingErrorMessagesEs[code as BookingFieldError] ?? (code || "El formato no es válido."),
      ]),
    ),
  };
}

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

export function bookingsApi(options: BookingsApiOptions) {
  return async (c: Context) => {
    const request = await readJsonRequest(c, options.maxJsonBytes);
    if ("refusal" in request) return request.refusal;
    const { key, body } = request;

    // The modal's contact step is a declared form (contact-form.ts): checked
    // like every form, its error codes said in Spanish. The slot is the
    // server's own: one offered now.
    const { slot: rawSlot, [HONEYPOT]: _trap, ...input } = body;
    const checked = checkBookingContact(input);
    const errors: Record<string, string> = checked.ok ? {} : checked.errors;
    const slot =
      typeof rawSlot === "object" && rawSlot !== null
        ? offeredSlot(
            text((rawSlot as Record<string, unknown>).startISO) ?? "",
            options.now(),
            options.timeZone?.() ?? DEFAULT_TIME_ZONE,
          )
        : undefined;
    if (!slot) errors.slot = "Elige un horario disponible.";
    if (!checked.ok || !slot) return c.json({ errors }, 422);
    const fields = checked.values as {
      name: string;
      email: string;
      phone: string;
      restaurant: string;
      acceptedMarketing: boolean;
    };

    const contact = {
      name: fields.name.trim(),
      email: fields.email.trim().toLowerCase(),
      phone: fields.phone.trim(),
      restaurant: fields.restaurant.trim(),
      acceptedPrivacy: true,
      acceptedMarketing: fields.acceptedMarketing,
    };
    const now = options.now();
    const booking: NewBooking = {
      slotStart: slot.startISO,
      slotLabel: slot.label,
      ...contact,
      source: "modal",
      eventId: `evt_${randomUUID().replaceAll("-", "").slice(0, 16)}`,
      idempotencyKey: scopedKey("booking", key),
      requestHash: requestHash({ ...contact, slot: slot.startISO }),
      clientHash: await clientHash(options.store, options.addressOf(c)),
      phoneKey: phoneKey(contact.phone),
      page: options.pageOf?.(c) ?? "",
      createdAt: now.toISOString(),
    };
    if (caughtByHoneypot(body)) {
      await keepSpamBooking(options.store, booking);
      return c.json({ eventId: booking.eventId, meetUrl: options.meetUrl }, 201);
    }
    const result = await options.store.addBooking(booking, capsAt(options.bookingCaps, now));
    if (result.status === "capped") return bookingCapped(c);
    if (result.status === "taken") return c.json({ error: "slot_taken" }, 409);
    if (result.status === "key_reused") return keyReused(c);
    if (result.status === "created") options.onStored?.("booking", result.booking.id);
    return c.json(
      { eventId: result.booking.eventId, meetUrl: options.meetUrl },
      result.status === "created" ? 201 : 200,
    );
  };
}
