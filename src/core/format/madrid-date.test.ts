// One date format across /admin and the editor, in Madrid time, and scheduled times that name their zone.
import { describe, expect, it } from "vitest";
import { madridDate, madridDateTime, madridScheduled } from "./madrid-date";

describe("madridDateTime", () => {
  it("writes an instant in Madrid's time, winter and summer, whatever the machine's zone", () => {
    expect(madridDateTime("2026-11-26T09:42:00.000Z")).toBe("26 nov 2026, 10:42");
    expect(madridDateTime("2026-07-01T07:05:00.000Z")).toBe("1 jul 2026, 09:05");
    expect(madridDateTime("2026-12-31T23:30:00.000Z")).toBe("1 ene 2027, 00:30");
  });

  it("gives back what is not a date", () => {
    expect(madridDateTime("")).toBe("");
  });
});

describe("madridScheduled", () => {
  it("says whose time a scheduled time is", () => {
    expect(madridScheduled("2026-11-27T08:30:00.000Z")).toBe("27 nov 2026, 09:30 (hora de Madrid)");
  });
});

describe("madridDate", () => {
  it("writes a day in the same words, a calendar day as it is and an instant by Madrid's calendar", () => {
    expect(madridDate("2026-12-06")).toBe("6 dic 2026");
    expect(madridDate("2026-12-31T23:30:00.000Z")).toBe("1 ene 2027");
    expect(madridDate("ayer")).toBe("ayer");
  });
});
