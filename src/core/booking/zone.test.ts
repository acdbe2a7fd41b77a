import { describe, expect, it } from "vitest";
import {
  addDaysTo,
  businessZone,
  calendarDateIn,
  dayIn,
  daysBetween,
  instantOf,
  isTimeZone,
  timeIn,
  visitorTime,
  weekdayOf,
  zoneCity,
} from "./zone.ts";

describe("isTimeZone", () => {
  it("accepts IANA names", () => {
    for (const zone of [
      "Europe/Madrid",
      "Atlantic/Canary",
      "America/Mexico_City",
      "Asia/Tokyo",
      "America/Argentina/Buenos_Aires",
      "Asia/Kolkata",
      "UTC",
      "Etc/GMT+5",
    ])
      expect(isTimeZone(zone), zone).toBe(true);
  });

  it("refuses misspelt names, lower case, abbreviations, offsets and non-strings", () => {
    for (const zone of [
      "Europe/Madri",
      "europe/madrid",
      "Madrid",
      "CET",
      "+01:00",
      "UTC+1",
      "",
      " Europe/Madrid",
      3,
      null,
    ])
      expect(isTimeZone(zone), String(zone)).toBe(false);
  });
});

describe("businessZone", () => {
  it("is the document's zone, or Madrid", () => {
    expect(businessZone({ timeZone: "America/Mexico_City" })).toBe("America/Mexico_City");
    expect(businessZone({})).toBe("Europe/Madrid");
    expect(businessZone(undefined)).toBe("Europe/Madrid");
    expect(businessZone({ timeZone: "Mars/Olympus" })).toBe("Europe/Madrid");
  });
});

describe("zoneCity", () => {
  it("names the city of the zone", () => {
    expect(zoneCity("Europe/Madrid")).toBe("Madrid");
    expect(zoneCity("America/Mexico_City")).toBe("Mexico City");
    expect(zoneCity("Atlantic/Canary")).toBe("Canary");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zoneCity("UTC")).toBe("UTC");
  });
});

describe("calendar days and wall times in a zone", () => {
  const instant = new Date("2026-11-24T18:30:00Z"); // 19:30 in Madrid, 03:30 the next day in Tokyo

  it("reads an instant's day and time in any zone", () => {
    expect([dayIn(instant, "Europe/Madrid"), timeIn(instant, "Europe/Madrid")]).toEqual(["2026-11-24", "19:30"]);
    expect([dayIn(instant, "Asia/Tokyo"), timeIn(instant, "Asia/Tokyo")]).toEqual(["2026-11-25", "03:30"]);
    expect([dayIn(instant, "America/Mexico_City"), timeIn(instant, "America/Mexico_City")]).toEqual([
      "2026-11-24",
      "12:30",
    ]);
  });

  it("finds the instant of a wall time, across daylight saving time", () => {
    expect(instantOf("2026-11-24", "10:00", "Europe/Madrid")?.toISOString()).toBe("2026-11-24T09:00:00.000Z");
    expect(instantOf("2026-06-24", "10:00", "Europe/Madrid")?.toISOString()).toBe("2026-06-24T08:00:00.000Z");
    expect(instantOf("2026-06-24", "10:00", "America/Mexico_City")?.toISOString()).toBe("2026-06-24T16:00:00.000Z");
    // The days the clocks change: 09:00 is after the change on both.
    expect(instantOf("2026-03-29", "09:00", "Europe/Madrid")?.toISOString()).toBe("2026-03-29T07:00:00.000Z");
    expect(instantOf("2026-10-25", "09:00", "Europe/Madrid")?.toISOString()).toBe("2026-10-25T08:00:00.000Z");
    expect(instantOf("2026-03-08", "09:00", "America/New_York")?.toISOString()).toBe("2026-03-08T13:00:00.000Z");
    expect(instantOf("2026-11-24", "10:00", "Mars/Olympus")).toBeNull();
    expect(instantOf("2026-02-30", "10:00", "Europe/Madrid")).toBeNull();
    expect(instantOf("2026-02-10", "25:00", "Europe/Madrid")).toBeNull();
  });

  it("gives the zone's calendar day as a plain local date, for formatting day names", () => {
    const tuesdayInTokyo = calendarDateIn(instant, "Asia/Tokyo");
    expect([
      tuesdayInTokyo.getFullYear(),
      tuesdayInTokyo.getMonth(),
      tuesdayInTokyo.getDate(),
      tuesdayInTokyo.getDay(),
    ]).toEqual([2026, 10, 25, 3]);
    expect(calendarDateIn(instant, "Europe/Madrid").getDate()).toBe(24);
  });

  it("counts calendar days without a zone", () => {
    expect(weekdayOf("2026-11-24")).toBe(2);
    expect(addDaysTo("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDaysTo("2026-12-31", 14)).toBe("2027-01-14");
    expect(daysBetween("2026-11-30", "2026-12-01")).toBe(1);
    expect(daysBetween("2026-03-30", "2026-03-28")).toBe(-2);
  });
});

describe("visitorTime", () => {
  const tenInMadrid = new Date("2026-11-24T09:00:00Z");

  it("is null in the business's zone, or in one that reads the same hour", () => {
    expect(visitorTime(tenInMadrid, "Europe/Madrid", "Europe/Madrid")).toBeNull();
    expect(visitorTime(tenInMadrid, "Europe/Madrid", "Europe/Paris")).toBeNull();
  });

  it("gives the visitor's hour and the day it falls on", () => {
    expect(visitorTime(tenInMadrid, "Europe/Madrid", "Atlantic/Canary")).toEqual({ time: "09:00", dayShift: 0 });
    expect(visitorTime(tenInMadrid, "Europe/Madrid", "America/Mexico_City")).toEqual({ time: "03:00", dayShift: 0 });
    expect(visitorTime(tenInMadrid, "Europe/Madrid", "Asia/Tokyo")).toEqual({ time: "18:00", dayShift: 0 });
    expect(visitorTime(new Date("2026-11-24T18:00:00Z"), "Europe/Madrid", "Asia/Tokyo")).toEqual({
      time: "03:00",
      dayShift: 1,
    });
    expect(visitorTime(new Date("2026-11-24T08:00:00Z"), "Europe/Madrid", "Pacific/Honolulu")).toEqual({
      time: "22:00",
      dayShift: -1,
    });
  });

  it("follows each zone's own daylight saving: New York is 5 hours behind Madrid between their changes, 6 otherwise", () => {
    // The US moves on 8 March 2026, Europe on 29 March.
    expect(
      visitorTime(instantOf("2026-03-02", "10:00", "Europe/Madrid")!, "Europe/Madrid", "America/New_York")?.time,
    ).toBe("04:00");
    expect(
      visitorTime(instantOf("2026-03-16", "10:00", "Europe/Madrid")!, "Europe/Madrid", "America/New_York")?.time,
    ).toBe("05:00");
    expect(
      visitorTime(instantOf("2026-03-30", "10:00", "Europe/Madrid")!, "Europe/Madrid", "America/New_York")?.time,
    ).toBe("04:00");
  });
});
