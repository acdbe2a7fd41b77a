// The inline demo form (sections whose type's server.ts declares `booking`:
// demoBooking) on the server: POST books one of the section's times on a
// day, in the same bookings table as the modal (the slot start is UNIQUE
// across both), checked with the browser's own rules (the section folder's
// declaration and validation, src/sections/demoBooking/server.ts); GET
// …/taken lists the booked times.
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import type { BookingSection, SectionServer } from "../src/forms/section-server.ts";
import { isoDay, slotStart } from "../src/sections/demoBooking/dates.ts";
import { DEFAULT_TIME_ZONE } from "../src/core/booking/zone.ts";
import { keyReused, requestHash, scopedKey } from "./idempotency.ts";
import { readJsonRequest } from "./http/read-body.ts";
import { phoneKey } from "./phone-key.ts";
import { bookingCapped, capsAt, clientHash, keepSpamBooking, type BookingCaps } from "./booking-guards.ts";
import { caughtByHoneypot, checkSubmission, HONEYPOT, pageDocs, serverOf } from "./forms.ts";
import type { NewBooking, Store } from "./store/index.ts";

/** A section that books demo slots, with its type's rules (from its folder's server.ts). */
export interface DemoSection {
  section: BookingSection;
  booking: NonNullable<SectionServer<BookingSection>["booking"]>;
}

/** Every section of the pages that books demo slots (its type's server.ts declares `booking`), by id (the first one of an id wins). */
export function loadDemoSections(pagesDir: string): Map<string, DemoSection> {
  const sections = new Map<string, DemoSection>();
  for (const doc of pageDocs(pagesDir)) {
    for (const s of doc.sections) {
      const booking = serverOf(s)?.booking as DemoSection["booking"] | undefined;
      if (booking && s.id && !sections.has(s.id))
        sections.set(s.id, { section: s as unknown as BookingSection, booking });
    }
  }
  return sections;
}

export interface DemoApiOptions {
  store: Store;
  sections: Map<string, DemoSection>;
  now: () => Date;
  maxJsonBytes: number;
  onStored?: (kind: "booking", id: number) => void;
  addressOf: (c: Context) => string;
  /** The path of the page the lead came from. */
  pageOf?: (c: Context) => string;
  /** Upcoming bookings per email and per address (default 2 and 5). */
  bookingCaps?: BookingCaps;
  /** The business's zone (the published `booking.timeZone`). */
  timeZone?: () => string;
}

export function demoTakenApi(options: DemoApiOptions) {
  return async (c: Context) => {
    const section = options.sections.get(c.req.param("sectionId") ?? "")?.section;
    const date = c.req.query("date") ?? "";
    if (!section) return c.json({ error: "not_found" }, 404);
    const zone = options.timeZone?.() ?? DEFAULT_TIME_ZONE;
    const starts = section.slots.flatMap((time) => {
      const start = slotStart(date, time, zone);
      return start ? [{ time, iso: start.toISOString() }] : [];
    });
    if (starts.length === 0) return c.json([]);
    const sorted = starts.map((s) => s.iso).sort();
    const booked = new Set(await options.store.bookedStarts(sorted[0]!, `${sorted.at(-1)!}~`));
    c.header("Cache-Control", "no-store");
    return c.json(starts.filter((s) => booked.has(s.iso)).map((s) => s.time));
  };
}

export function demoApi(options: DemoApiOptions) {
  return async (c: Context) => {
    const demo = options.sections.get(c.req.param("sectionId") ?? "");
    if (!demo) return c.json({ error: "not_found" }, 404);
    const { section, booking: rules } = demo;
    const request = await readJsonRequest(c, options.maxJsonBytes);
    if ("refusal" in request) return request.refusal;
    const { key, body } = request;
    const spam = caughtByHoneypot(body);
    delete body[HONEYPOT];
    const now = options.now();
    // The business's zone: the day and the time posted are its wall clock, whatever the server's TZ.
    const zone = options.timeZone?.() ?? DEFAULT_TIME_ZONE;
    // The section's declared form, checked like every form, with the demo's own rules on top (bookable day, offered time).
    const checked = checkSubmission(rules.form(section), body, { schema: rules.schema(section, now, zone) });
    if (!checked.ok) return c.json({ errors: checked.errors }, 422);
    const values = checked.values as Record<string, string>;
    const start = slotStart(values.date ?? "", values.time ?? "", zone);
    if (!start) return c.json({ errors: { date: section.fields.date.required } }, 422);

    const contact = {
      name: (values.name ?? "").trim(),
      email: (values.email ?? "").trim().toLowerCase(),
      phone: (values.phone ?? "").trim(),
      restaurant: (values.restaurant ?? "").trim(),
    };
    const booking: NewBooking = {
      slotStart: start.toISOString(),
      slotLabel: values.time ?? "",
      ...contact,
      // The inline form has no consent boxes; the privacy notice sits under it.
      acceptedPrivacy: false,
      acceptedMarketing: false,
      source: "inline",
      eventId: `evt_${randomUUID().replaceAll("-", "").slice(0, 16)}`,
      idempotencyKey: scopedKey(`demo:${section.id}`, key),
      requestHash: requestHash({ ...contact, slot: start.toISOString() }),
      clientHash: await clientHash(options.store, options.addressOf(c)),
      phoneKey: contact.phone ? phoneKey(contact.phone) : "",
      page: options.pageOf?.(c) ?? "",
      createdAt: now.toISOString(),
    };
    const answer = { date: values.date, time: values.time, today: isoDay(now, zone) };
    if (spam) {
      await keepSpamBooking(options.store, booking);
      return c.json(answer, 201);
    }
    const result = await options.store.addBooking(booking, capsAt(options.bookingCaps, now));
    if (result.status === "capped") return bookingCapped(c);
    if (result.status === "taken") return c.json({ error: "slot_taken" }, 409);
    if (result.status === "key_reused") return keyReused(c);
    if (result.status === "created") options.onStored?.("booking", result.booking.id);
    return c.json(answer, result.status === "created" ? 201 : 200);
  };
}
