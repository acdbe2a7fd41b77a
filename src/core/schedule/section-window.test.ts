// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isShownAt, nextChange, scheduleInstant, scheduleProblems, shownWindow } from "./section-window.ts";

const at = (iso: string) => Date.parse(iso);

describe("a section's schedule", () => {
  it("reads a wall time in Madrid, whatever the process's zone: winter +01:00, summer +02:00", () => {
    expect(scheduleInstant("2026-11-30T23:59")).toBe(at("2026-11-30T22:59:00Z"));
    expect(scheduleInstant("2026-07-01T09:00:30")).toBe(at("2026-07-01T07:00:30Z"));
    // An explicit offset is an instant as written.
    expect(scheduleInstant("2026-12-07T08:00:30+01:00")).toBe(at("2026-12-07T07:00:30Z"));
    expect(scheduleInstant("2026-12-07T08:00Z")).toBe(at("2026-12-07T08:00:00Z"));
  });

  it("shows a Sunday-night offer until midnight across the end of summer time, and from 03:00 across its start", () => {
    // Sunday 25 October 2026, clocks go back at 03:00 CEST: 23:59 that night is winter time.
    expect(scheduleInstant("2026-10-25T23:59")).toBe(at("2026-10-25T22:59:00Z"));
    // Sunday 28 March 2027, clocks go forward at 02:00: 02:30 does not exist and reads as 03:30 CEST.
    expect(scheduleInstant("2027-03-28T02:30")).toBe(at("2027-03-28T01:30:00Z"));
    expect(scheduleInstant("2027-03-28T01:59:59")).toBe(at("2027-03-28T00:59:59Z"));
    // 02:30 on 25 October 2026 happens twice: the second time (winter time).
    expect(scheduleInstant("2026-10-25T02:30")).toBe(at("2026-10-25T01:30:00Z"));
  });

  it("refuses times no calendar has", () => {
    for (const text of [
      "2026-02-30T10:00",
      "2026-02-30T10:00Z",
      "2026-12-07T24:00",
      "2026-07-01T12:00:60",
      "30/11/2026",
    ])
      expect(scheduleInstant(text), text).toBeNull();
  });

  it("shows from `from` (included) until `until` (excluded), either end open", () => {
    const window = shownWindow({ from: "2026-11-27T00:00", until: "2026-11-30T23:59" });
    expect(isShownAt(window, at("2026-11-26T22:59:59.999Z"))).toBe(false);
    expect(isShownAt(window, at("2026-11-26T23:00:00Z"))).toBe(true);
    expect(isShownAt(window, at("2026-11-30T22:58:59.999Z"))).toBe(true);
    expect(isShownAt(window, at("2026-11-30T22:59:00Z"))).toBe(false);
    expect(isShownAt(shownWindow({ until: "2026-11-30T23:59" }), at("2000-01-01T00:00Z"))).toBe(true);
    expect(isShownAt(shownWindow({ from: "2026-11-27T00:00" }), at("2100-01-01T00:00Z"))).toBe(true);
  });

  it("names the next moment a page changes: the nearest start or end still to come", () => {
    const windows = [
      shownWindow({ from: "2026-12-01T00:00", until: "2026-12-24T00:00" }),
      shownWindow({ until: "2026-12-08T12:00" }),
    ];
    expect(nextChange(windows, at("2026-11-30T12:00Z"))).toBe(at("2026-11-30T23:00:00Z"));
    expect(nextChange(windows, at("2026-12-01T12:00Z"))).toBe(at("2026-12-08T11:00:00Z"));
    expect(nextChange(windows, at("2026-12-30T12:00Z"))).toBeUndefined();
  });

  it("says when `until` is not after `from`, and which end is no date", () => {
    expect(scheduleProblems({ from: "2026-11-30T23:59", until: "2026-11-30T23:59" })).toEqual([
      { kind: "until-not-after-from", from: "2026-11-30T23:59", until: "2026-11-30T23:59" },
    ]);
    expect(scheduleProblems({ from: "2026-02-29T10:00" })).toEqual([
      { kind: "not-a-date", end: "from", value: "2026-02-29T10:00" },
    ]);
    // Another shape is the schema's pattern's to report.
    expect(scheduleProblems({ until: "mañana" })).toEqual([]);
    expect(scheduleProblems({ from: "2026-11-27T00:00", until: "2026-11-30T23:59" })).toEqual([]);
  });
});
