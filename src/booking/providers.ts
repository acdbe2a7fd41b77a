// Builds the slot and booking providers named in the site document's
// `booking.providers`, so a real endpoint replaces a fake by configuration.
import type { BookingConfig } from "../generated/schema";
import { createFakeBookingProvider, createHttpBookingProvider, type BookingProvider } from "../core/booking/booking";
import { createFakeSlotProvider, isTimeSlot, type SlotProvider, type TimeSlot } from "../core/booking/slots";

type ProviderConfig = BookingConfig["providers"]["slots"];

/** Slot lookup over HTTP: GET url?start=ISO&end=ISO → [{startISO, endISO, label}]. */
export function createHttpSlotProvider(url: string, doFetch: typeof fetch = (...args) => fetch(...args)): SlotProvider {
  return {
    async getSlots(start, end) {
      const query = new URLSearchParams({ start: start.toISOString(), end: end.toISOString() });
      const response = await doFetch(`${url}${url.includes("?") ? "&" : "?"}${query}`, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`Slot lookup failed with HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body)) throw new Error("Slot lookup answered something other than a list");
      return body.filter(isTimeSlot).map((s: TimeSlot) => ({ startISO: s.startISO, endISO: s.endISO, label: s.label }));
    },
  };
}

/** A path (/api/slots) goes to the site document's API origin when it names one. */
const endpoint = (url: string, apiBase = "") => (url.startsWith("/") && apiBase ? `${apiBase.replace(/\/$/, "")}${url}` : url);

export function createSlotProvider(config: ProviderConfig, apiBase?: string): SlotProvider {
  return config.kind === "http" ? createHttpSlotProvider(endpoint(config.url, apiBase)) : createFakeSlotProvider({ delayMs: config.delayMs });
}

export function createBookingProvider(config: ProviderConfig, apiBase?: string): BookingProvider {
  return config.kind === "http" ? createHttpBookingProvider(endpoint(config.url, apiBase)) : createFakeBookingProvider({ delayMs: config.delayMs });
}
