// The slot hours are the business's (booking.timeZone), whatever the zone
// of the process that generates them: a server in UTC, one in Madrid and one
// in Tokyo answer the same instants. Node reads process.env.TZ afresh when it
// changes, so each case runs under its own zone.
import { afterAll, describe, expect, it } from "vitest";
import { bookingWindow, businessDays, generateSlots, isBookableDate } from "./slots.ts";

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Runs `fn` with the process in `zone`. */
function inProcessZone<T>(zone: string, fn: () => T): T {
  process.env.TZ = zone;
  expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(
    zone === "UTC" ? 0 : zone === "Europe/Madrid" ? -60 : zone === "Asia/Tokyo" ? -540 : 360,
  );
  return fn();
}

const PROCESS_ZONES = ["UTC", "Europe/Madrid", "Asia/Tokyo", "America/Mexico_City"];
const starts = (day: string, now: Date, timeZone?: string) =>
  generateSlots(day, now, { timeZone }).map((s) => `${s.label} ${s.startISO}`);

describe("slots with the server in UTC and the business in Madrid", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("starts at 09:00 Madrid time (08:00 UTC in winter), whatever the process's zone", () => {
    const madrid = inProcessZone("Europe/Madrid", () => starts("2026-11-24", now));
    for (const zone of PROCESS_ZONES)
      expect(
        inProcessZone(zone, () => starts("2026-11-24", now)),
        zone,
      ).toEqual(madrid);
    expect(inProcessZone("UTC", () => starts("2026-11-24", now))[0]).toBe("09:00 2026-11-24T08:00:00.000Z");
    expect(inProcessZone("UTC", () => starts("2026-11-24", now)).at(-1)).toBe("19:00 2026-11-24T18:00:00.000Z");
  });

  it("in summer time 09:00 Madrid is 07:00 UTC", () => {
    const summer = new Date("2026-06-01T12:00:00Z");
    expect(inProcessZone("UTC", () => starts("2026-06-02", summer))[0]).toBe("09:00 2026-06-02T07:00:00.000Z");
  });

  it("the lead time and the days are Madrid's: at 23:30 UTC on Monday it is already Tuesday in Madrid", () => {
    const lateMonday = new Date("2026-11-23T23:30:00Z"); // 00:30 on Tuesday in Madrid
    for (const zone of PROCESS_ZONES) {
      inProcessZone(zone, () => {
        expect(bookingWindow(lateMonday).first, zone).toBe("2026-11-24");
        expect(isBookableDate("2026-11-23", lateMonday), zone).toBe(false);
        expect(businessDays(lateMonday, lateMonday), zone).toEqual(["2026-11-24"]);
      });
    }
    // 07:05 Madrid: the 2-hour margin drops 09:00 on that day, whatever the process's zone.
    const morning = new Date("2026-11-24T06:05:00Z");
    for (const zone of PROCESS_ZONES)
      expect(inProcessZone(zone, () => starts("2026-11-24", morning))[0], zone).toBe("10:00 2026-11-24T09:00:00.000Z");
  });

  it("Saturday and Sunday are Madrid's weekend, even where it is already Monday", () => {
    const friday = new Date("2026-11-27T12:00:00Z");
    for (const zone of PROCESS_ZONES) {
      expect(
        inProcessZone(zone, () => generateSlots("2026-11-29", friday)),
        zone,
      ).toEqual([]);
      expect(
        inProcessZone(zone, () => generateSlots("2026-11-30", friday)),
        zone,
      ).toHaveLength(11);
    }
  });
});

describe("a business in Mexico City (no daylight saving) against Madrid (daylight saving)", () => {
  const now = new Date("2026-03-20T12:00:00Z");
  const first = (day: string, zone: string) => inProcessZone("UTC", () => starts(day, now, zone)[0]);

  it("09:00 in Mexico City is 15:00 UTC all year", () => {
    expect(first("2026-03-23", "America/Mexico_City")).toBe("09:00 2026-03-23T15:00:00.000Z");
    expect(first("2026-03-30", "America/Mexico_City")).toBe("09:00 2026-03-30T15:00:00.000Z");
  });

  it("while 09:00 in Madrid moves from 08:00 to 07:00 UTC across Europe's change on 29 March", () => {
    expect(first("2026-03-23", "Europe/Madrid")).toBe("09:00 2026-03-23T08:00:00.000Z");
    expect(first("2026-03-30", "Europe/Madrid")).toBe("09:00 2026-03-30T07:00:00.000Z");
  });

  it("and the same in any process zone", () => {
    const inUtc = inProcessZone("UTC", () => starts("2026-03-30", now, "America/Mexico_City"));
    for (const zone of PROCESS_ZONES)
      expect(
        inProcessZone(zone, () => starts("2026-03-30", now, "America/Mexico_City")),
        zone,
      ).toEqual(inUtc);
    expect(inUtc).toHaveLength(11);
  });
});
