import { describe, expect, it } from "vitest";
import { MS_PER_DAY, MS_PER_MINUTE, firstVisitEnd, isUrgent, pad2, parseStoredEnd, remaining } from "./countdown.ts";

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

describe("parseStoredEnd", () => {
  it("reads epoch milliseconds and ISO dates", () => {
    expect(parseStoredEnd(String(NOW + 5000), NOW)).toBe(NOW + 5000);
    expect(parseStoredEnd("2026-11-29T10:00:00.000Z", NOW)).toBe(Date.UTC(2026, 10, 29, 10));
    expect(parseStoredEnd(`  ${NOW + 1}  `, NOW)).toBe(NOW + 1);
  });
  it("treats missing, empty or corrupt values as absent", () => {
    for (const raw of [null, undefined, "", "   ", "soon", "NaN", "0", "-5", "12abc", "{}", "Infinity"])
      expect(parseStoredEnd(raw, NOW)).toBeNull();
  });
  it("rejects a date absurdly far in the future", () => {
    expect(parseStoredEnd(String(NOW + 400 * MS_PER_DAY), NOW)).toBeNull();
  });
  it("keeps a past date, so the caller can see it expired", () => {
    expect(parseStoredEnd(String(NOW - 1000), NOW)).toBe(NOW - 1000);
  });
});

describe("remaining", () => {
  it("splits a fresh 7-day countdown", () => {
    expect(remaining(firstVisitEnd(NOW, 7), NOW)).toEqual({
      totalMs: 7 * MS_PER_DAY,
      days: 7,
      hours: 0,
      minutes: 0,
      seconds: 0,
      expired: false,
    });
  });
  it("rounds partial seconds down", () => {
    const end = NOW + 2 * MS_PER_DAY + 3 * 3600_000 + 4 * 60_000 + 5_999;
    expect(remaining(end, NOW)).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5, expired: false });
  });
  it("never goes negative and reports expiry", () => {
    expect(remaining(NOW - 10, NOW)).toEqual({ totalMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0, expired: true });
    expect(remaining(NOW, NOW).expired).toBe(true);
  });
});

describe("isUrgent", () => {
  it("is true strictly under the threshold and false once expired", () => {
    expect(isUrgent(remaining(NOW + 10 * MS_PER_MINUTE, NOW), 10)).toBe(false);
    expect(isUrgent(remaining(NOW + 10 * MS_PER_MINUTE - 1000, NOW), 10)).toBe(true);
    expect(isUrgent(remaining(NOW - 1, NOW), 10)).toBe(false);
  });
});

it("pads countdown cells to two digits", () => {
  expect([pad2(0), pad2(7), pad2(59), pad2(123)]).toEqual(["00", "07", "59", "123"]);
});
