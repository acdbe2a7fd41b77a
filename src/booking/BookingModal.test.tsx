import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingConfig } from "../generated/schema";
import { bookingModalAtom } from "../state/booking-modal";
import { BookingHost } from "./BookingHost";
import { renderOpenBooking } from "./test-utils";

const renderHost = (patch: Partial<BookingConfig>) => renderOpenBooking(patch, () => <BookingHost />).store;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

// A Tuesday morning: the first bookable day (today) has slots whenever the
// tests run (on a weekday evening every slot of today is within the 2-hour
// margin). Only the clock is fixed; timers stay real.
beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T09:30:00"));
});
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("BookingModal", { timeout: 40_000 }, () => {
  it("single step: dates, slots and contact together; no slot blocks the booking", async () => {
    renderHost({
      singleStep: true,
      providers: { slots: { kind: "fake", delayMs: 0 }, booking: { kind: "fake", delayMs: 0 } },
    });
    await screen.findByRole("dialog", { name: "Agenda tu demo gratuita" }, { timeout: 10_000 });
    expect(screen.getByRole("grid")).toBeTruthy();
    expect(screen.getByLabelText("Nombre", { exact: true })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Siguiente|Volver/ })).toBeNull();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("Paso 1 de 1");

    fill("Nombre", "Ana");
    fill("Email", "ana@example.com");
    // The phone is checked for the selected country (from the browser's languages: en-US here).
    fill("Teléfono", "2125550100");
    fireEvent.click(screen.getByRole("checkbox", { name: "Acepto la política de privacidad" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirmar cita" }));
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.date).toBeTruthy(), { timeout: 5_000 });
    expect(screen.queryByText("Cita confirmada")).toBeNull();

    fireEvent.click(document.querySelector<HTMLElement>("[data-date]:not([aria-disabled])")!);
    const slot = (await screen.findAllByRole("radio", {}, { timeout: 5_000 }))[0];
    fireEvent.click(slot);
    fireEvent.click(screen.getByRole("button", { name: "Confirmar cita" }));
    expect(await screen.findByRole("heading", { name: "Cita confirmada" }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });

  it("a failed booking is logged and the visitor stays on step 2 with everything typed", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    const day = new Date();
    day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7)); // next Monday
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
    const start = new Date(day);
    start.setHours(10, 0, 0, 0);
    sessionStorage.setItem(
      "Mesalia_booking_session",
      JSON.stringify({
        name: "Ana",
        email: "ana@example.com",
        phone: "612 345 678",
        restaurant: "Casa Ana",
        selectedCountry: "ES",
        acceptedPrivacy: true,
        acceptedMarketing: false,
        currentStep: 2,
        selectedDate: iso,
        selectedSlot: {
          startISO: start.toISOString(),
          endISO: new Date(start.getTime() + 3_600_000).toISOString(),
          label: "10:00",
        },
      }),
    );
    renderHost({
      providers: {
        slots: { kind: "fake", delayMs: 0 },
        booking: { kind: "http", url: "https://api.example.com/bookings" },
      },
    });
    await screen.findByRole("heading", { name: "Información de contacto" }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole("button", { name: "Confirmar cita" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("[booking] booking failed", expect.anything()), {
      timeout: 5_000,
    });
    expect(fetch).toHaveBeenCalledTimes(1); // never retried
    expect(screen.getByRole("heading", { name: "Información de contacto" })).toBeTruthy();
    expect((screen.getByLabelText(/^Restaurante/) as HTMLInputElement).value).toBe("Casa Ana");
    expect(screen.getByRole("button", { name: "Confirmar cita" }).getAttribute("aria-disabled")).toBeNull();
    vi.unstubAllGlobals();
  });

  it("closing from X after a confirmation clears the session", async () => {
    const store = renderHost({
      providers: { slots: { kind: "fake", delayMs: 0 }, booking: { kind: "fake", delayMs: 0 } },
    });
    await screen.findByRole("dialog", {}, { timeout: 10_000 });
    fireEvent.click(document.querySelector<HTMLElement>("[data-date]:not([aria-disabled])")!);
    fireEvent.click((await screen.findAllByRole("radio", {}, { timeout: 5_000 }))[0]);
    fireEvent.click(screen.getByRole("button", { name: "Siguiente" }));
    fill("Nombre", "Ana");
    fill("Email", "ana@example.com");
    // The phone is checked for the selected country (from the browser's languages: en-US here).
    fill("Teléfono", "2125550100");
    fireEvent.click(screen.getByRole("checkbox", { name: "Acepto la política de privacidad" }));
    expect(sessionStorage.getItem("Mesalia_booking_session")).toContain("Ana");
    fireEvent.click(screen.getByRole("button", { name: "Confirmar cita" }));
    await screen.findByRole("heading", { name: "Cita confirmada" }, { timeout: 5_000 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cerrar" })));
    expect(store.get(bookingModalAtom).open).toBe(false);
    expect(sessionStorage.getItem("Mesalia_booking_session")).toBeNull();
  });
});
