/**
 * Booking creation for the demo booking modal: request/confirmation shapes,
 * the provider contract, a fake provider and an HTTP provider, plus the
 * step-2 validation rules. Bookings are mutations: never retried.
 */

import type { TimeSlot } from "./slots.ts";
import { contactErrorCodes } from "./contact-form.ts";
import { newIdempotencyKey } from "../forms/idempotency.ts";

export interface BookingRequest {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly restaurant?: string;
  readonly slot: Pick<TimeSlot, "startISO" | "label">;
  readonly acceptedPrivacy: boolean;
  readonly acceptedMarketing: boolean;
}

export interface BookingConfirmation {
  readonly eventId: string;
  readonly meetUrl: string;
}

export interface BookingProvider {
  book(req: BookingRequest): Promise<BookingConfirmation>;
}

export class BookingError extends Error {
  override readonly name = "BookingError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The slot was booked by someone else meanwhile (HTTP 409): choose another. */
export class SlotTakenError extends BookingError {
  constructor() {
    super("The slot was just taken");
  }
}

/** The server refused for a reason the visitor should read (too many bookings or tries), already in their language. */
export class BookingRefusedError extends BookingError {
  readonly reason: string;
  constructor(reason: string) {
    super(`Booking refused: ${reason}`);
    this.reason = reason;
  }
}

/** Runtime guard for a booking confirmation (eventId non-empty, meetUrl http(s)). */
export function isBookingConfirmation(value: unknown): value is BookingConfirmation {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.eventId !== "string" || v.eventId.trim() === "") return false;
  if (typeof v.meetUrl !== "string" || !URL.canParse(v.meetUrl)) return false;
  const protocol = new URL(v.meetUrl).protocol;
  return protocol === "https:" || protocol === "http:";
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomString(length: number, alphabet: string, random: () => number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
  return out;
}

/** Fake Google Meet link, "https://meet.google.com/abc-defg-hij" (lower-case letters only). */
export function fakeMeetUrl(random: () => number = Math.random): string {
  const part = (n: number) => randomString(n, LETTERS, random);
  return `https://meet.google.com/${part(3)}-${part(4)}-${part(3)}`;
}

export interface FakeBookingProviderOptions {
  /** Simulated latency. Default 1000 ms (the spec does not state one). */
  readonly delayMs?: number;
  /** Random source in [0, 1), injectable for tests. */
  readonly random?: () => number;
}

/** Fake booking: resolves after `delayMs` with a random eventId and a fake Meet URL. */
export function createFakeBookingProvider(options: FakeBookingProviderOptions = {}): BookingProvider {
  const { delayMs = 1000, random = Math.random } = options;
  return {
    async book() {
      if (delayMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, delayMs));
      return { eventId: `evt_${randomString(16, ALPHANUMERIC, random)}`, meetUrl: fakeMeetUrl(random) };
    },
  };
}

export interface HttpBookingProviderOptions {
  /** fetch implementation, injectable for tests. Default: global fetch. */
  readonly fetch?: typeof fetch;
}

/**
 * Booking over HTTP: POSTs the request as JSON to `url` and expects a JSON
 * body {eventId, meetUrl}. Network errors, non-2xx statuses, non-JSON
 * bodies and wrong shapes reject with a BookingError. No retries.
 */
export function createHttpBookingProvider(url: string, options: HttpBookingProviderOptions = {}): BookingProvider {
  return {
    async book(req) {
      const doFetch = options.fetch ?? globalThis.fetch;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          // The server stores a booking once per key; the flow never retries, this guards a replayed request.
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            "Idempotency-Key": newIdempotencyKey(),
          },
          body: JSON.stringify(req),
        });
      } catch (cause) {
        throw new BookingError("Booking request failed", { cause });
      }
      if (response.status === 409) throw new SlotTakenError();
      if (response.status === 429) {
        const reason = await response.json().then(
          (body: { message?: unknown }) => body?.message,
          () => undefined,
        );
        if (typeof reason === "string" && reason.trim()) throw new BookingRefusedError(reason);
      }
      if (!response.ok) throw new BookingError(`Booking failed with HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (cause) {
        throw new BookingError("Booking response is not JSON", { cause });
      }
      if (!isBookingConfirmation(body)) throw new BookingError("Booking response has an unexpected shape");
      return { eventId: body.eventId, meetUrl: body.meetUrl };
    },
  };
}

export type BookingFieldError =
  | "nameRequired"
  | "emailRequired"
  | "emailInvalid"
  | "phoneRequired"
  | "phoneInvalid"
  | "nameTooLong"
  | "restaurantTooLong"
  | "privacyRequired";

/** Spanish texts for the step-2 field errors (source language of the site). */
export const bookingErrorMessagesEs: Readonly<Record<BookingFieldError, string>> = {
  nameRequired: "El nombre es obligatorio",
  emailRequired: "El email es obligatorio",
  emailInvalid: "Email inválido",
  phoneRequired: "El teléfono es obligatorio",
  phoneInvalid: "Teléfono inválido",
  nameTooLong: "El nombre es demasiado largo",
  restaurantTooLong: "El nombre del restaurante es demasiado largo",
  privacyRequired: "Debes aceptar la política de privacidad",
};

export interface BookingContactFields {
  readonly name: string;
  readonly email: string;
  /** As sent: international ("+34 612 345 678"). */
  readonly phone: string;
  readonly restaurant?: string;
  readonly acceptedPrivacy: boolean;
}

export type BookingContactErrors = Partial<
  Record<"name" | "email" | "phone" | "restaurant" | "acceptedPrivacy", BookingFieldError>
>;

/** Step-2 validation, on the contact step's declaration (contact-form.ts). Restaurant and marketing consent are optional. */
export function validateBookingContact(fields: BookingContactFields): BookingContactErrors {
  const { name, email, phone, restaurant = "", acceptedPrivacy } = fields;
  return contactErrorCodes({ name, email, phone, restaurant, acceptedPrivacy }) as BookingContactErrors;
}

/** Submit is allowed only with valid contact fields and a selected slot. */
export function canSubmitBooking(fields: BookingContactFields, slot: unknown): boolean {
  return slot != null && Object.keys(validateBookingContact(fields)).length === 0;
}
