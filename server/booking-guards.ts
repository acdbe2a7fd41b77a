// What bookings (modal and inline demo) share against abuse: the honeypot
// (a caught booking looks booked but takes no slot; it waits in the spam
// view) and caps on upcoming bookings, so one email or one address cannot
// take the whole window.
import { createHmac } from "node:crypto";
import type { Context } from "hono";
import type { NewBooking, Store } from "./store/index.ts";
import { visitorMessage } from "./visitor-language.ts";

/** Upcoming bookings one email may hold (BOOKINGS_PER_EMAIL). */
export const MAX_UPCOMING_PER_EMAIL = 2;
/** Upcoming bookings one address may hold (BOOKINGS_PER_ADDRESS): an office or a NAT books for a few people. */
export const MAX_UPCOMING_PER_ADDRESS = 5;

export interface BookingCaps {
  perEmail: number;
  perAddress: number;
}

/** A keyed hash of the address: enough to count, not enough to read the address back. */
export async function clientHash(store: Store, address: string): Promise<string> {
  return createHmac("sha256", await store.secret("client-hash-key"))
    .update(address)
    .digest("base64url");
}

/** The caps as the store applies them, from now. */
export const capsAt = (
  caps: BookingCaps = { perEmail: MAX_UPCOMING_PER_EMAIL, perAddress: MAX_UPCOMING_PER_ADDRESS },
  now: Date,
) => ({ ...caps, after: now.toISOString() });

/** The answer when the email or the address already holds its share of upcoming bookings. */
export const bookingCapped = (c: Context) =>
  c.json({ error: "booking_limit", message: visitorMessage(c, "bookingCap") }, 429);

/** Keeps a caught booking for review; the caller answers as if it were booked. */
export const keepSpamBooking = (store: Store, booking: NewBooking) => store.addSpamBooking(booking);
