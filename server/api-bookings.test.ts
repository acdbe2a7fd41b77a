// @vitest-environment node
// The slots the server offers are the business's (booking.timeZone), never
// the process's TZ: a server in UTC answers what a server in Madrid answers,
// and a booking is checked against the same instants.
import { afterAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { freeSlots, offeredSlot, slotsApi, type BookingsApiOptions } from "./api-bookings.ts";
import { siteTimeZone } from "./booking-zone.ts";
import type { Store } from "./store/index.ts";

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const NOW = new Date("2026-11-23T12:00:00Z"); // Monday 13:00 in Madrid
const booked: string[] = ["2026-11-24T09:00:00.000Z"]; // Tuesday 10:00 in Madrid
const store = {
  bookedStarts: async (from: string, to: string) => booked.filter((s) => s >= from && s < to),
} as unknown as Store;

function app(timeZone?: string) {
  const options = {
    store,
    now: () => NOW,
    timeZone: timeZone ? () => timeZone : undefined,
  } as unknown as BookingsApiOptions;
  return new Hono().get("/api/slots", slotsApi(options));
}
const ask = async (path: string, timeZone?: string) =>
  (await (await app(timeZone).request(path)).json()) as Array<{ startISO: string; label: string }>;

describe("GET /api/slots with the server in UTC", () => {
  it("answers the same slots as a server in Madrid, for a day and for a range", async () => {
    const answers: Record<string, unknown> = {};
    for (const zone of ["Europe/Madrid", "UTC", "Asia/Tokyo", "America/Mexico_City"]) {
      process.env.TZ = zone;
      answers[zone] = [
        await ask("/api/slots?date=2026-11-24"),
        await ask("/api/slots?start=2026-11-23T23:00:00.000Z&end=2026-11-24T22:59:59.999Z"),
      ];
    }
    expect(answers.UTC).toEqual(answers["Europe/Madrid"]);
    expect(answers["Asia/Tokyo"]).toEqual(answers["Europe/Madrid"]);
    expect(answers["America/Mexico_City"]).toEqual(answers["Europe/Madrid"]);
    const [day, range] = answers.UTC as Array<Array<{ startISO: string; label: string }>>;
    expect(day).toEqual(range);
    // 09:00 Madrid is 08:00 UTC in November; 10:00 is booked.
    expect(day.map((s) => s.label)).toEqual([
      "09:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
    ]);
    expect(day[0]?.startISO).toBe("2026-11-24T08:00:00.000Z");
  });

  it("a business in Mexico City gets Mexico City's hours", async () => {
    process.env.TZ = "UTC";
    const day = await ask("/api/slots?date=2026-11-24", "America/Mexico_City");
    expect(day[0]).toMatchObject({ label: "09:00", startISO: "2026-11-24T15:00:00.000Z" });
    expect(day).toHaveLength(11);
  });
});

describe("offeredSlot / freeSlots", () => {
  it("accept a Madrid slot and refuse an instant that is no slot, in any process zone", async () => {
    for (const zone of ["UTC", "Europe/Madrid", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(offeredSlot("2026-11-24T08:00:00.000Z", NOW)?.label, zone).toBe("09:00");
      expect(offeredSlot("2026-11-24T09:00:00.000Z", NOW, "Europe/Madrid")?.label, zone).toBe("10:00");
      expect(offeredSlot("2026-11-24T09:00:00.000Z", NOW, "UTC")?.label, zone).toBe("09:00");
      expect(offeredSlot("2026-11-24T08:30:00.000Z", NOW), zone).toBeUndefined();
      // 19:00 on Friday in Madrid is Saturday 03:00 in Tokyo: still Friday's slot.
      expect(offeredSlot("2026-11-27T18:00:00.000Z", NOW)?.label, zone).toBe("19:00");
      expect(
        (await freeSlots(store, new Date("2026-11-24T00:00:00+01:00"), new Date("2026-11-24T23:59:00+01:00"), NOW))
          .length,
        zone,
      ).toBe(10);
    }
  });
});

describe("siteTimeZone", () => {
  it("reads booking.timeZone, Madrid by default", () => {
    expect(siteTimeZone({ booking: { timeZone: "Atlantic/Canary" } })).toBe("Atlantic/Canary");
    expect(siteTimeZone({})).toBe("Europe/Madrid");
  });
});
