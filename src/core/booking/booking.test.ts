import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BookingRefusedError,
  BookingError,
  canSubmitBooking,
  createFakeBookingProvider,
  createHttpBookingProvider,
  SlotTakenError,
  fakeMeetUrl,
  isBookingConfirmation,
  validateBookingContact,
  type BookingRequest,
} from "./booking.ts";

const request: BookingRequest = {
  name: "Ana",
  email: "ana@example.com",
  phone: "+34 612 345 678",
  restaurant: "Casa Ana",
  slot: { startISO: "2025-01-15T12:00:00.000Z", label: "13:00" },
  acceptedPrivacy: true,
  acceptedMarketing: false,
};

const MEET = /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/;

describe("fakeMeetUrl", () => {
  it("looks like a Meet link with letters only", () => {
    for (let i = 0; i < 50; i++) expect(fakeMeetUrl()).toMatch(MEET);
    expect(fakeMeetUrl(() => 0)).toBe("https://meet.google.com/aaa-aaaa-aaa");
    expect(fakeMeetUrl(() => 0.999999)).toBe("https://meet.google.com/zzz-zzzz-zzz");
  });
});

describe("createFakeBookingProvider", () => {
  afterEach(() => vi.useRealTimers());

  it("resolves after the delay with a random eventId and meet URL", async () => {
    vi.useFakeTimers();
    const provider = createFakeBookingProvider({ delayMs: 500 });
    let done = false;
    const p = provider.book(request).then((r) => {
      done = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const confirmation = await p;
    expect(confirmation.meetUrl).toMatch(MEET);
    expect(confirmation.eventId).toMatch(/^evt_[a-z0-9]{16}$/);
    expect(isBookingConfirmation(confirmation)).toBe(true);
  });

  it("gives different ids on each call", async () => {
    const provider = createFakeBookingProvider({ delayMs: 0 });
    const [a, b] = await Promise.all([provider.book(request), provider.book(request)]);
    expect(a.eventId).not.toBe(b.eventId);
  });
});

describe("isBookingConfirmation", () => {
  it("validates the shape", () => {
    expect(isBookingConfirmation({ eventId: "e1", meetUrl: "https://meet.google.com/abc-defg-hij" })).toBe(true);
    expect(isBookingConfirmation({ eventId: "", meetUrl: "https://x.y" })).toBe(false);
    expect(isBookingConfirmation({ eventId: "e1", meetUrl: "not a url" })).toBe(false);
    expect(isBookingConfirmation({ eventId: "e1", meetUrl: "javascript:alert(1)" })).toBe(false);
    expect(isBookingConfirmation({ eventId: 1, meetUrl: "https://x.y" })).toBe(false);
    expect(isBookingConfirmation(null)).toBe(false);
    expect(isBookingConfirmation("x")).toBe(false);
  });
});

describe("createHttpBookingProvider", () => {
  it("a 409 means someone else just booked the slot; each request carries an idempotency key", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 409 }));
    const provider = createHttpBookingProvider("/api/bookings", { fetch: fetchMock });
    await expect(provider.book(request)).rejects.toBeInstanceOf(SlotTakenError);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/.{8,}/);
    await expect(
      createHttpBookingProvider("/x", { fetch: async () => new Response("{}", { status: 500 }) }).book(request),
    ).rejects.not.toBeInstanceOf(SlotTakenError);
  });

  const jsonResponse = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  it("a 429 carries the server's reason (rate limit, booking cap) in the visitor's language", async () => {
    const limited = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: "booking_limit", message: "Ya tienes demos reservadas con estos datos." }),
          { status: 429 },
        ),
    );
    const error = await createHttpBookingProvider("/api/bookings", { fetch: limited })
      .book(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BookingRefusedError);
    expect((error as BookingRefusedError).reason).toBe("Ya tienes demos reservadas con estos datos.");
    // Without a readable reason it is a plain failure.
    const bare = vi.fn(async () => new Response("", { status: 429 }));
    const plain = await createHttpBookingProvider("/api/bookings", { fetch: bare })
      .book(request)
      .catch((e: unknown) => e);
    expect(plain).not.toBeInstanceOf(BookingRefusedError);
  });

  it("POSTs the request as JSON and returns the confirmation", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({ eventId: "abc", meetUrl: "https://meet.google.com/abc-defg-hij", extra: 1 }),
    );
    const provider = createHttpBookingProvider("/api/bookings", { fetch: fetchMock });
    await expect(provider.book(request)).resolves.toEqual({
      eventId: "abc",
      meetUrl: "https://meet.google.com/abc-defg-hij",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/bookings");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(request);
  });

  it("rejects on non-2xx without retrying", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ error: "x" }, 500));
    const provider = createHttpBookingProvider("/api/bookings", { fetch: fetchMock });
    await expect(provider.book(request)).rejects.toThrow(/HTTP 500/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("rejects on a wrong shape", async () => {
    const provider = createHttpBookingProvider("/x", { fetch: async () => jsonResponse({ eventId: "a" }) });
    await expect(provider.book(request)).rejects.toBeInstanceOf(BookingError);
  });

  it("rejects on non-JSON bodies", async () => {
    const provider = createHttpBookingProvider("/x", { fetch: async () => new Response("<html>", { status: 200 }) });
    await expect(provider.book(request)).rejects.toThrow(/not JSON/);
  });

  it("wraps network errors", async () => {
    const provider = createHttpBookingProvider("/x", {
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    const error = await provider.book(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BookingError);
    expect((error as BookingError).cause).toBeInstanceOf(TypeError);
  });
});

describe("validateBookingContact", () => {
  const valid = { name: "Ana", email: "ana@example.com", phone: "612 345 678", acceptedPrivacy: true };

  it("accepts valid fields", () => {
    expect(validateBookingContact(valid)).toEqual({});
    expect(canSubmitBooking(valid, { startISO: "x", label: "09:00" })).toBe(true);
  });

  it("reports each required field", () => {
    expect(validateBookingContact({ name: "  ", email: "", phone: "", acceptedPrivacy: false })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      phone: "phoneRequired",
      acceptedPrivacy: "privacyRequired",
    });
  });

  it("reports an invalid email format", () => {
    expect(validateBookingContact({ ...valid, email: "ana@example" }).email).toBe("emailInvalid");
    expect(validateBookingContact({ ...valid, email: "a na@example.com" }).email).toBe("emailInvalid");
  });

  it("blocks submit without a slot", () => {
    expect(canSubmitBooking(valid, null)).toBe(false);
  });
});
