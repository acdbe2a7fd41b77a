import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CountryPanel } from "./CountryPicker";
import { createHttpSlotProvider } from "./providers";
import { SlotPicker } from "./SlotPicker";
import { restoreSession } from "./useBookingFlow";
import { WithI18n } from "./test-utils";
import { useZoneCopy } from "../i18n/zone-copy";

/** The zone words outside a component (the SlotPicker tests that need no visitor zone). */
function zones(zone: string) {
  let copy: ReturnType<typeof useZoneCopy> | undefined;
  function Grab() {
    copy = useZoneCopy(zone, zone);
    return null;
  }
  render(
    <WithI18n>
      <Grab />
    </WithI18n>,
  );
  return copy!;
}

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
  selectedSlot: { startISO: "2025-01-16T11:00:00.000Z", endISO: "2025-01-16T12:00:00.000Z", label: "12:00" },
  ...patch,
});

afterEach(() => sessionStorage.clear());

describe("restoreSession", () => {
  const now = new Date("2025-01-15T10:00:00+01:00"); // Madrid, the business's zone

  it("restores a saved session as it was", () => {
    sessionStorage.setItem(KEY, JSON.stringify(session({})));
    expect(restoreSession(KEY, now, ["es-ES"])).toEqual(session({}));
  });

  it("drops a day that is no longer bookable and goes back to step 1", () => {
    sessionStorage.setItem(KEY, JSON.stringify(session({ selectedDate: "2025-01-14" })));
    expect(restoreSession(KEY, now, [])).toMatchObject({
      name: "Ana",
      selectedDate: null,
      selectedSlot: null,
      currentStep: 1,
    });
  });

  it("drops a slot now less than 2 hours away", () => {
    const soon = { startISO: "2025-01-15T10:00:00.000Z", endISO: "2025-01-15T11:00:00.000Z", label: "11:00" };
    sessionStorage.setItem(KEY, JSON.stringify(session({ selectedDate: "2025-01-15", selectedSlot: soon })));
    expect(restoreSession(KEY, now, [])).toMatchObject({
      selectedDate: "2025-01-15",
      selectedSlot: null,
      currentStep: 1,
    });
  });

  it("starts empty with the browser language's country, or Spain", () => {
    expect(restoreSession(KEY, now, ["es-MX", "es"]).selectedCountry).toBe("MX");
    expect(restoreSession(KEY, now, ["en"]).selectedCountry).toBe("ES");
  });
});

describe("createHttpSlotProvider", () => {
  it("asks for the business's day (and the instants it spans in its zone) and keeps well-formed slots only", async () => {
    const good = { startISO: "2025-01-16T08:00:00.000Z", endISO: "2025-01-16T09:00:00.000Z", label: "09:00" };
    const fetch = vi.fn(async () => new Response(JSON.stringify([good, { label: "x" }]), { status: 200 }));
    const provider = createHttpSlotProvider(
      "https://api.example.com/slots",
      fetch as unknown as typeof globalThis.fetch,
      "Europe/Madrid",
    );
    const slots = await provider.getSlots("2025-01-16");
    expect(slots).toEqual([good]);
    const url = new URL((fetch.mock.calls[0] as unknown as [string])[0]);
    expect(url.searchParams.get("date")).toBe("2025-01-16");
    expect(url.searchParams.get("start")).toBe("2025-01-15T23:00:00.000Z");
    expect(url.searchParams.get("end")).toBe("2025-01-16T22:59:59.999Z");
  });

  it("rejects on an HTTP error (the caller retries)", async () => {
    const provider = createHttpSlotProvider(
      "https://api.example.com/slots",
      (async () => new Response("no", { status: 503 })) as unknown as typeof fetch,
    );
    await expect(provider.getSlots("2025-01-16")).rejects.toThrow(/503/);
  });
});

describe("SlotPicker", () => {
  it("shows six skeleton cells while loading and the spec's message when there are none", () => {
    const { rerender } = render(
      <WithI18n>
        <SlotPicker
          state={{ status: "loading" }}
          value={null}
          onChange={() => {}}
          labelledBy="x"
          zones={zones("Europe/Madrid")}
        />
      </WithI18n>,
    );
    expect(screen.getByTestId("slot-skeleton").querySelectorAll("span[aria-hidden]")).toHaveLength(6);
    rerender(
      <WithI18n>
        <SlotPicker
          state={{ status: "ready", slots: [] }}
          value={null}
          onChange={() => {}}
          labelledBy="x"
          zones={zones("Europe/Madrid")}
        />
      </WithI18n>,
    );
    expect(screen.getByRole("status").textContent).toBe("No hay horarios disponibles para esta fecha");
  });
});

describe("SlotPicker across zones", () => {
  const day = ["09:00", "10:00", "19:00"].map((label) => {
    const start = new Date(`2026-11-24T${label}:00+01:00`);
    return { startISO: start.toISOString(), endISO: new Date(start.getTime() + 3_600_000).toISOString(), label };
  });

  function Picker({ visitor, value = null }: { visitor: string; value?: (typeof day)[number] | null }) {
    return (
      <SlotPicker
        state={{ status: "ready", slots: day }}
        value={value}
        onChange={() => {}}
        labelledBy="x"
        zones={useZoneCopy("Europe/Madrid", visitor)}
      />
    );
  }

  it("in the business's zone: Madrid hours only, nothing added", () => {
    render(
      <WithI18n>
        <Picker visitor="Europe/Madrid" />
      </WithI18n>,
    );
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      "09:00",
      "10:00",
      "19:00",
    ]);
    expect(screen.queryByTestId("slot-summary")).toBeNull();
  });

  it("in Tokyo: each Madrid hour with the visitor's under it (+1 the next day), and the chosen one in words", () => {
    render(
      <WithI18n>
        <Picker visitor="Asia/Tokyo" value={day[1]} />
      </WithI18n>,
    );
    expect(screen.getAllByTestId("slot-yours").map((el) => el.textContent)).toEqual(["17:00", "18:00", "03:00+1"]);
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("aria-label"))).toEqual([
      "09:00 en Madrid · 17:00 en tu hora",
      "10:00 en Madrid · 18:00 en tu hora",
      "19:00 en Madrid · 03:00 del día siguiente en tu hora",
    ]);
    expect(screen.getByTestId("slot-summary").textContent).toBe("10:00 en Madrid · 18:00 en tu hora");
  });

  it("in Mexico City, before choosing: says which hours are whose", () => {
    render(
      <WithI18n>
        <Picker visitor="America/Mexico_City" />
      </WithI18n>,
    );
    expect(screen.getAllByTestId("slot-yours")[1]?.textContent).toBe("03:00");
    expect(screen.getByTestId("slot-summary").textContent).toBe("Horas de Madrid; debajo, la tuya (Mexico City)");
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
    const escapeKey = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    search.dispatchEvent(escapeKey);
    expect(onDismiss).toHaveBeenCalled();
    expect(escapeKey.defaultPrevented).toBe(true);
  });
});
