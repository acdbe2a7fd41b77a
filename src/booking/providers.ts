// Builds the slot and booking providers named in the site document's
// `booking.providers`, so a real endpoint replaces a fake by configuration.
import type { BookingConfig } from "../generated/schema";
import { createFakeBookingProvider, createHttpBookingProvider, type BookingProvider } from "../core/booking/booking";
import { createFakeSlotProvider, isTimeSlot, type SlotProvider, type TimeSlot } from "../core/booking/slots";
import { addDaysTo, DEFAULT_TIME_ZONE, instantOf } from "../core/booking/zone";

type ProviderConfig = BookingConfig["providers"]["slots"];

/**
 * Slot lookup over HTTP: GET url?date=YYYY-MM-DD&start=ISO&end=ISO → [{startISO, endISO, label}]:
 * the business's calendar day, and the instants it begins and ends in its zone (for an endpoint that reads those).
 */
export function createHttpSlotProvider(
  url: string,
  doFetch: typeof fetch = (...args) => fetch(...args),
  timeZone: string = DEFAULT_TIME_ZONE,
): SlotProvider {
  return {
    async getSlots(day) {
      const start = instantOf(day, "00:00", timeZone);
      const next = instantOf(addDaysTo(day, 1), "00:00", timeZone);
      if (!start || !next) return [];
      const query = new URLSearchParams({
        date: day,
        start: start.toISOString(),
        end: new Date(next.getTime() - 1).toISOString(),
      });
      const response = await doFetch(`${url}${url.includes("?") ? "&" : "?"}${query}`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`Slot lookup failed with HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body)) throw new Error("Slot lookup answered something other than a list");
      return body.filter(isTimeSlot).map((s: TimeSlot) => ({ startISO: s.startISO, endISO: s.endISO, label: s.label }));
    },
  };
}

/** A path (/api/slots) goes to the site document's API origin when it names one. */
const endpoint = (url: string, apiBase = "") =>
  url.startsWith("/") && apiBase ? `${apiBase.replace(/\/$/, "")}${url}` : url;

/** The slot lookup the site document names, its days and hours in the business's zone. */
export function createSlotProvider(
  config: ProviderConfig,
  apiBase?: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): SlotProvider {
  return config.kind === "http"
    ? createHttpSlotProvider(endpoint(config.url, apiBase), undefined, timeZone)
    : createFakeSlotProvider({ delayMs: config.delayMs, slotOptions: { timeZone } });
}

export function createBookingProvider(config: ProviderConfig, apiBase?: string): BookingProvider {
  return config.kind === "http"
    ? createHttpBookingProvider(endpoint(config.url, apiBase))
    : createFakeBookingProvider({ delayMs: config.delayMs });
}
