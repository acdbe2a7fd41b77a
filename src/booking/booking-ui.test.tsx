import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CountryPanel } from "./CountryPicker";
import { createHttpSlotProvider } from "./providers";
import { SlotPicker } from "./SlotPicker";
import { restoreSession } from "./useBookingFlow";
import { WithI18n } from "./test-utils";

const KEY = "Mesalia_booking_session";
const session = (patch: object) => ({
  name: "Ana",
  email: "ana@example.com",
  phone: "612 345 678",
  restaurant: "",
  selectedCountry: "ES",
  acceptedPrivacy: true,
  acceptedMarketing: false,
  currentStep: 2,
  selectedDate: "2025-01-16",
  selectedSlot: { startISO: new Date(2025, 0, 16, 12).toISOString(), endISO: new Date(2025, 0, 16, 13).toISOString(), label: "12:00" },
  ...patch,
});

afterEach(() => sessionStorage.clear());

describe("restoreSession", () => {
  const now = new Date(2025, 0, 15, 10);

  it("restores a saved session as it was", () => {
    sessionStorage.setItem(KEY, JSON.stringify(session({})));
    expect(restoreSession(KEY, now, ["es-ES"])).toEqual(session({}));
  });

  it("drops a day that is no longer bookable and goes back to step 1", () => {
    sessionStorage.setItem(KEY, JSON.stringify(session({ selectedDate: "2025-01-14" })));
    expect(restoreSession(KEY, now, [])).toMatchObject({ name: "Ana", selectedDate: null, selectedSlot: null, currentStep: 1 });
  });

  it("drops a slot now less than 2 hours away", () => {
    const soon = { startISO: new Date(2025, 0, 15, 11).toISOString(), endISO: new Date(2025, 0, 15, 12).toISOString(), label: "11:00" };
    sessionStorage.setItem(KEY, JSON.stringify(session({ selectedDate: "2025-01-15", selectedSlot: soon })));
    expect(restoreSession(KEY, now, [])).toMatchObject({ selectedDate: "2025-01-15", selectedSlot: null, currentStep: 1 });
  });

  it("starts empty with the browser language's country, or Spain", () => {
    expect(restoreSession(KEY, now, ["es-MX", "es"]).selectedCountry).toBe("MX");
    expect(restoreSession(KEY, now, ["en"]).selectedCountry).toBe("ES");
  });
});

describe("createHttpSlotProvider", () => {
  it("asks for the range and keeps well-formed slots only", async () => {
    const good = { startISO: "2025-01-16T08:00:00.000Z", endISO: "2025-01-16T09:00:00.000Z", label: "09:00" };
    const fetch = vi.fn(async () => new Response(JSON.stringify([good, { label: "x" }]), { status: 200 }));
    const provider = createHttpSlotProvider("https://api.example.com/slots", fetch as unknown as typeof globalThis.fetch);
    const slots = await provider.getSlots(new Date("2025-01-16T00:00:00Z"), new Date("2025-01-16T23:59:59Z"));
    expect(slots).toEqual([good]);
    const url = new URL((fetch.mock.calls[0] as unknown as [string])[0]);
    expect(url.searchParams.get("start")).toBe("2025-01-16T00:00:00.000Z");
  });

  it("rejects on an HTTP error (the caller retries)", async () => {
    const provider = createHttpSlotProvider("https://api.example.com/slots", (async () => new Response("no", { status: 503 })) as unknown as typeof fetch);
    await expect(provider.getSlots(new Date(), new Date())).rejects.toThrow(/503/);
  });
});

describe("SlotPicker", () => {
  it("shows six skeleton cells while loading and the spec's message when there are none", () => {
    const { rerender } = render(
      <WithI18n>
        <SlotPicker state={{ status: "loading" }} value={null} onChange={() => {}} labelledBy="x" />
      </WithI18n>,
    );
    expect(screen.getByTestId("slot-skeleton").querySelectorAll("span[aria-hidden]")).toHaveLength(6);
    rerender(
      <WithI18n>
        <SlotPicker state={{ status: "ready", slots: [] }} value={null} onChange={() => {}} labelledBy="x" />
      </WithI18n>,
    );
    expect(screen.getByRole("status").textContent).toBe("No hay horarios disponibles para esta fecha");
  });
});

describe("CountryPanel", () => {
  it("searches, says when nothing matches, and keeps Escape from closing the modal", () => {
    const onDismiss = vi.fn();
    render(
      <WithI18n>
        <CountryPanel id="c" value="ES" onSelect={() => {}} onDismiss={onDismiss} />
      </WithI18n>,
    );
    expect(screen.getAllByRole("option")).toHaveLength(40);
    const search = screen.getByRole("combobox");
    fireEvent.change(search, { target: { value: "+52" } });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["🇲🇽México+52"]);
    fireEvent.change(search, { target: { value: "qqq" } });
    expect(screen.getByText("No se encontró el país.")).toBeTruthy();
    const escape = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    search.dispatchEvent(escape);
    expect(onDismiss).toHaveBeenCalled();
    expect(escape.defaultPrevented).toBe(true);
  });
});
