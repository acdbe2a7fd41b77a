import { describe, expect, it } from "vitest";
import { madridDateTime, madridTime, madridToUtc, utcToMadridInput } from "./madrid-time";

describe("Madrid time", () => {
  it("reads a typed date and time as Madrid's, in winter and in summer, and shows it back", () => {
    expect(madridToUtc("2026-11-26T10:42")).toBe("2026-11-26T09:42:00.000Z");
    expect(madridToUtc("2026-07-01T10:00")).toBe("2026-07-01T08:00:00.000Z");
    expect(madridDateTime("2026-11-26T09:42:00.000Z")).toBe("26 nov 2026, 10:42");
    expect(madridTime("2026-07-01T08:00:00.000Z")).toBe("10:00");
    expect(utcToMadridInput("2026-07-01T08:00:00.000Z")).toBe("2026-07-01T10:00");
    expect(madridToUtc("mañana")).toBeUndefined();
  });
});
