import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bookingWindow,
  businessDays,
  createFakeSlotProvider,
  generateSlots,
  isBookableDate,
  isTimeSlot,
  loadSlotsForDay,
  withRetry,
  type SlotProvider,
  type TimeSlot,
} from "./slots.ts";

// The business's zone is Madrid (the default); every instant here is written
// with its offset, so the tests hold whatever the process's TZ (they also run
// under several in slots-zones.test.ts). January 2025 (CET, +01:00):
// Wed 15, Fri 17, Sat 18, Sun 19, Mon 20.
const madrid = (d: number, h = 0, m = 0) =>
  new Date(
    `2025-01-${String(d).padStart(2, "0")}T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00+01:00`,
  );
const day = (d: number) => `2025-01-${String(d).padStart(2, "0")}`;
const labels = (slots: TimeSlot[]) => slots.map((s) => s.label);
const ALL = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00"];

describe("generateSlots", () => {
  const earlier = madrid(10, 8); // Friday before

  it("gives hourly slots starting 09:00..19:00 on a future weekday, last ending 20:00", () => {
    const slots = generateSlots(day(15), earlier);
    expect(labels(slots)).toEqual(ALL);
    const last = slots.at(-1);
    expect(last && new Date(last.endISO).getTime()).toBe(madrid(15, 20).getTime());
  });

  it("each slot lasts 60 minutes, uses UTC ISO strings and starts at its label, Madrid time", () => {
    for (const s of generateSlots(day(15), earlier)) {
      expect(s.startISO).toMatch(/Z$/);
      expect(Date.parse(s.endISO) - Date.parse(s.startISO)).toBe(60 * 60 * 1000);
      expect(s.startISO).toBe(new Date(`2025-01-15T${s.label}:00+01:00`).toISOString());
    }
  });

  it("gives [] for a malformed or impossible day", () => {
    expect(generateSlots("2025-1-15", earlier)).toEqual([]);
    expect(generateSlots("2025-02-30", earlier)).toEqual([]);
  });

  it("gives [] on Saturday and Sunday, slots on Friday and Monday", () => {
    expect(generateSlots(day(18), earlier)).toEqual([]);
    expect(generateSlots(day(19), earlier)).toEqual([]);
    expect(generateSlots(day(17), earlier)).toHaveLength(11);
    expect(generateSlots(day(20), earlier)).toHaveLength(11);
  });

  it("today: skips slots starting within 2 hours (Wednesday 10:30 → first 13:00)", () => {
    expect(labels(generateSlots(day(15), madrid(15, 10, 30)))[0]).toBe("13:00");
    expect(generateSlots(day(15), madrid(15, 10, 30))).toHaveLength(7);
  });

  it("today: keeps a slot exactly 2 hours ahead", () => {
    expect(labels(generateSlots(day(15), madrid(15, 11)))[0]).toBe("13:00");
    expect(labels(generateSlots(day(15), madrid(15, 11, 1)))[0]).toBe("14:00");
  });

  it("today: early morning keeps every slot, evening keeps none", () => {
    expect(labels(generateSlots(day(15), madrid(15, 6)))).toEqual(ALL);
    expect(labels(generateSlots(day(15), madrid(15, 7, 1)))[0]).toBe("10:00");
    expect(generateSlots(day(15), madrid(15, 17, 1))).toEqual([]);
  });

  it("late evening the day before still hides the first morning slots", () => {
    expect(labels(generateSlots(day(16), madrid(15, 23, 30)))).toEqual(ALL);
    expect(labels(generateSlots(day(16), madrid(16, 0, 0)))).toEqual(ALL);
  });

  it("a past day gives []", () => {
    expect(generateSlots(day(14), madrid(15, 8))).toEqual([]);
  });

  it("honours options", () => {
    expect(labels(generateSlots(day(15), earlier, { firstHour: 10, endHour: 12, slotMinutes: 30 }))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });
});

describe("bookingWindow / isBookableDate", () => {
  const now = madrid(15, 10, 30); // Wednesday

  it("spans the business's today to today + 14 days", () => {
    expect(bookingWindow(now)).toEqual({ first: day(15), last: day(29) });
  });

  it("today is the business's: 23:30 in Madrid is already tomorrow in UTC+9, still today here", () => {
    expect(bookingWindow(madrid(15, 23, 30)).first).toBe(day(15));
    expect(bookingWindow(madrid(15, 23, 30), "Asia/Tokyo").first).toBe(day(16));
  });

  it("accepts today and the last day of the window when weekdays", () => {
    expect(isBookableDate(day(15), now)).toBe(true);
    expect(isBookableDate(day(29), now)).toBe(true); // Wednesday, +14
  });

  it("rejects past, beyond-window, weekend and malformed dates", () => {
    expect(isBookableDate(day(14), now)).toBe(false);
    expect(isBookableDate(day(30), now)).toBe(false); // +15
    expect(isBookableDate(day(18), now)).toBe(false); // Saturday
    expect(isBookableDate(day(19), now)).toBe(false); // Sunday
    expect(isBookableDate("nope", now)).toBe(false);
    expect(isBookableDate("2025-01-32", now)).toBe(false);
  });

  it("window starting on a Saturday ends on a Saturday, so the last bookable day is Friday +13", () => {
    const sat = madrid(18, 9);
    expect(isBookableDate(day(18), sat)).toBe(false);
    expect(isBookableDate(day(31), sat)).toBe(true); // Friday
    expect(isBookableDate("2025-02-01", sat)).toBe(false); // Saturday
  });
});

describe("businessDays", () => {
  it("lists the business's calendar days holding two instants", () => {
    // 23:30 UTC on the 14th is already the 15th in Madrid.
    expect(businessDays(new Date("2025-01-14T23:30:00Z"), new Date("2025-01-16T12:00:00Z"))).toEqual([
      day(15),
      day(16),
    ]);
    expect(businessDays(new Date("2025-01-14T23:30:00Z"), new Date("2025-01-16T12:00:00Z"), "UTC")).toEqual([
      day(14),
      day(15),
      day(16),
    ]);
    expect(businessDays(madrid(16), madrid(15))).toEqual([]);
  });
});

describe("createFakeSlotProvider", () => {
  afterEach(() => vi.useRealTimers());

  it("waits 600 ms by default, then returns the day's slots", async () => {
    vi.useFakeTimers();
    const provider = createFakeSlotProvider({ now: () => madrid(15, 10, 30) });
    let result: TimeSlot[] | undefined;
    void provider.getSlots(day(15)).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(599);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toHaveLength(7); // after the 2-hour rule
  });

  it("returns slots that pass the runtime guard, in the zone it is given", async () => {
    const provider = createFakeSlotProvider({
      delayMs: 0,
      now: () => madrid(10),
      slotOptions: { timeZone: "America/Mexico_City" },
    });
    const slots = await provider.getSlots(day(15));
    expect(slots.every(isTimeSlot)).toBe(true);
    expect(slots[0]?.startISO).toBe("2025-01-15T15:00:00.000Z"); // 09:00 in Mexico City (UTC-6)
  });
});

describe("isTimeSlot", () => {
  it("rejects wrong shapes", () => {
    expect(isTimeSlot(null)).toBe(false);
    expect(isTimeSlot("x")).toBe(false);
    expect(isTimeSlot({ startISO: "nope", endISO: "nope", label: "09:00" })).toBe(false);
    expect(isTimeSlot({ startISO: "2025-01-15T09:00:00Z", endISO: "2025-01-15T10:00:00Z" })).toBe(false);
  });
});

describe("withRetry", () => {
  it("returns the first success without retrying", async () => {
    const fn = vi.fn(async () => 42);
    await expect(withRetry(fn)).resolves.toBe(42);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("retries up to 3 times by default (4 calls) then rejects with the last error", async () => {
    let calls = 0;
    const fn = vi.fn(async () => {
      calls += 1;
      throw new Error(`fail ${calls}`);
    });
    await expect(withRetry(fn)).rejects.toThrow("fail 4");
    expect(fn).toHaveBeenCalledTimes(4);
  });

  it("succeeds after transient failures", async () => {
    let calls = 0;
    const fn = async () => {
      calls += 1;
      if (calls < 3) throw new Error("transient");
      return "ok";
    };
    await expect(withRetry(fn, 3)).resolves.toBe("ok");
    expect(calls).toBe(3);
  });

  it("with 0 retries calls once", async () => {
    const fn = vi.fn(async () => {
      throw new Error("x");
    });
    await expect(withRetry(fn, 0)).rejects.toThrow("x");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("waits the backoff between attempts", async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const fn = async () => {
        calls += 1;
        if (calls < 2) throw new Error("transient");
        return "ok";
      };
      const backoffMs = vi.fn((attempt: number) => attempt * 1000);
      const p = withRetry(fn, 3, { backoffMs });
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(p).resolves.toBe("ok");
      expect(backoffMs).toHaveBeenCalledWith(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops when the signal is aborted", async () => {
    const controller = new AbortController();
    const fn = vi.fn(async () => {
      controller.abort(new Error("aborted"));
      throw new Error("fail");
    });
    await expect(withRetry(fn, 3, { signal: controller.signal })).rejects.toThrow("fail");
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("loadSlotsForDay", () => {
  it("asks the provider for the business's day and retries failures", async () => {
    const calls: string[] = [];
    let failures = 2;
    const provider: SlotProvider = {
      async getSlots(d) {
        calls.push(d);
        if (failures-- > 0) throw new Error("network");
        return generateSlots(d, madrid(10));
      },
    };
    const slots = await loadSlotsForDay(provider, day(15));
    expect(slots).toHaveLength(11);
    expect(calls).toEqual([day(15), day(15), day(15)]);
  });
});
