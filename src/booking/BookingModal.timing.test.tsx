import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BookingConfig } from "../generated/schema";
import BookingModal from "./BookingModal";
import { renderOpenBooking } from "./test-utils";

// The booking modal's timings (spec §4 "Booking modal", §8, §9) on a fake
// clock: the modal is rendered directly (not through the lazy BookingHost) so
// its timers start on the fake clock the moment it opens.

const fakeProviders: BookingConfig["providers"] = {
  slots: { kind: "fake", delayMs: 0 },
  booking: { kind: "fake", delayMs: 0 },
};

function renderModal(patch: Partial<BookingConfig>) {
  const { booking } = renderOpenBooking(patch, (config) => <BookingModal config={config} />);
  return screen.getByRole("dialog", { name: booking.title });
}

/** Lets `ms` of fake time pass, running the timers due and the promises they settle. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  sessionStorage.clear();
  // A Tuesday morning, so today is bookable; timers are fake too.
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
  vi.setSystemTime(new Date("2026-11-24T09:30:00"));
});
afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("BookingModal: focus on opening (spec §4, §9: focus delay 100 ms)", () => {
  it("two steps: the dialog holds focus at 50 ms; at 100 ms focus is in the form, on the date picker", async () => {
    const dialog = renderModal({ providers: fakeProviders });
    const form = dialog.querySelector("form")!;
    expect(form).not.toBeNull();

    await elapse(50);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(form.contains(document.activeElement)).toBe(false);

    await elapse(50);
    expect(form.contains(document.activeElement)).toBe(true);
    expect(document.activeElement!.closest("[data-booking-dates]")).not.toBeNull();
  });

  it("single step: at 100 ms focus lands on the name input (not before)", async () => {
    renderModal({ singleStep: true, providers: fakeProviders });
    const name = screen.getByLabelText("Nombre", { exact: true });

    await elapse(99);
    expect(document.activeElement).not.toBe(name);

    await elapse(1);
    expect(document.activeElement).toBe(name);
  });
});

describe("BookingModal: slot lookup failure (spec §4, §8, §9: retries 3 for queries)", () => {
  it("a failing provider is tried once and retried 3 times, then the error is logged and the empty message shown", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = vi.fn(async () => new Response("down", { status: 503 }));
    vi.stubGlobal("fetch", fetch);
    renderModal({
      providers: {
        slots: { kind: "http", url: "https://api.example.com/slots" },
        booking: { kind: "fake", delayMs: 0 },
      },
    });
    await elapse(100);

    const chosen = document.querySelector<HTMLElement>("[data-date]:not([aria-disabled])")!;
    fireEvent.click(chosen);
    await elapse(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Loading until every attempt has failed: the six-cell skeleton, no message, nothing logged.
    const empty = () => screen.queryByText("No hay horarios disponibles para esta fecha");
    for (let waited = 0; !empty() && waited < 30_000; waited += 50) {
      expect(screen.getByTestId("slot-skeleton")).toBeTruthy();
      expect(error).not.toHaveBeenCalled();
      await elapse(50);
    }
    expect(fetch).toHaveBeenCalledTimes(4);

    await elapse(0);
    expect(screen.getByRole("status").textContent).toBe("No hay horarios disponibles para esta fecha");
    expect(screen.queryByTestId("slot-skeleton")).toBeNull();
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith("[booking] slot lookup failed", expect.any(Error));

    // No fourth retry: the provider is left alone afterwards.
    await elapse(10_000);
    expect(fetch).toHaveBeenCalledTimes(4);
    // The date asked for is the one chosen, a day of the business (Madrid), which starts at its midnight.
    const asked = new URL((fetch.mock.calls[0] as unknown as [string])[0]);
    expect(asked.searchParams.get("date")).toBe(chosen.dataset.date);
    expect(chosen.dataset.date).toMatch(/-24$/);
    expect(asked.searchParams.get("start")).toBe(new Date(`${chosen.dataset.date}T00:00:00+01:00`).toISOString());
  });
});
