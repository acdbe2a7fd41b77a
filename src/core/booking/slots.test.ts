import { afterEach, describe, expect, it, vi } from "vitest";
import {
  bookingWindow,
  createFakeSlotProvider,
  generateSlots,
  isBookableDate,
  isTimeSlot,
  loadSlotsForDay,
  withRetry,
  type SlotProvider,
  type TimeSlot,
} from "./slots.ts";

// Local-time dates, so the tests hold in any time zone. January 2025:
// Wed 15, Fri 17, Sat 18, Sun 19, Mon 20.
const local = (d: number, h = 0, m = 0) => new Date(2025, 0, d, h, m);
const labels = (slots: TimeSlot[]) => slots.map((s) => s.label);
const ALL = ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00"];

describe("generateSlots", () => {
  const earlier = local(10, 8); // Friday before

  it("gives hourly slots starting 09:00..19:00 on a future weekday, last ending 20:00", () => {
    const slots = generateSlots(local(15), earlier);
    expect(labels(slots)).toEqual(ALL);
    const last = slots.at(-1);
    expect(last && new Date(last.endISO).getTime()).toBe(local(15, 20).getTime());
  });

  it("each slot lasts 60 minutes and uses UTC ISO strings", () => {
    for (const s of generateSlots(local(15), earlier)) {
      expect(s.startISO).toMatch(/Z$/);
      expect(Date.parse(s.endISO) - Date.parse(s.startISO)).toBe(60 * 60 * 1000);
      expect(new Date(s.startISO).getHours()).toBe(Number(s.label.slice(0, 2)));
    }
  });

  it("is independent of the time of day passed as `day`", () => {
    expect(generateSlots(local(15, 23, 59), earlier)).toEqual(generateSlots(local(15), earlier));
  });

  it("gives [] on Saturday and Sunday, slots on Friday and Monday", () => {
    expect(generateSlots(local(18), earlier)).toEqual([]);
    expect(generateSlots(local(19), earlier)).toEqual([]);
    expect(generateSlots(local(17), earlier)).toHaveLength(11);
    expect(generateSlots(local(20), earlier)).toHaveLength(11);
  });

  it("today: skips slots starting within 2 hours (Wednesday 10:30 → first 13:00)", () => {
    expect(labels(generateSlots(local(15), local(15, 10, 30)))[0]).toBe("13:00");
    expect(generateSlots(local(15), local(15, 10, 30))).toHaveLength(7);
  });

  it("today: keeps a slot exactly 2 hours ahead", () => {
    expect(labels(generateSlots(local(15), local(15, 11)))[0]).toBe("13:00");
    expect(labels(generateSlots(local(15), local(15, 11, 1)))[0]).toBe("14:00");
  });

  it("today: early morning keeps every slot, evening keeps none", () => {
    expect(labels(generateSlots(local(15), local(15, 6)))).toEqual(ALL);
    expect(labels(generateSlots(local(15), local(15, 7, 1)))[0]).toBe("10:00");
    expect(generateSlots(local(15), local(15, 17, 1))).toEqual([]);
  });

  it("late evening the day before still hides the first morning slots", () => {
    expect(labels(generateSlots(local(16), local(15, 23, 30)))).toEqual(ALL);
    expect(labels(generateSlots(local(16), local(16, 0, 0)))).toEqual(ALL);
  });

  it("a past day gives []", () => {
    expect(generateSlots(local(14), local(15, 8))).toEqual([]);
  });

  it("honours options", () => {
    expect(labels(generateSlots(local(15), earlier, { firstHour: 10, endHour: 12, slotMinutes: 30 }))).toEqual([
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
  });
});

describe("bookingWindow / isBookableDate", () => {
  const now = local(15, 10, 30); // Wednesday

  it("spans today to today + 14 days at start of day", () => {
    const { first, last } = bookingWindow(now);
    expect(first.getTime()).toBe(local(15).getTime());
    expect(last.getTime()).toBe(local(29).getTime());
  });

  it("accepts today and the last day of the window when weekdays", () => {
    expect(isBookableDate(local(15, 23), now)).toBe(true);
    expect(isBookableDate(local(29, 18), now)).toBe(true); // Wednesday, +14
  });

  it("rejects past, beyond-window and weekend dates", () => {
    expect(isBookableDate(local(14), now)).toBe(false);
    expect(isBookableDate(local(30), now)).toBe(false); // +15
    expect(isBookableDate(local(18), now)).toBe(false); // Saturday
    expect(isBookableDate(local(19), now)).toBe(false); // Sunday
    expect(isBookableDate(new Date(Number.NaN), now)).toBe(false);
  });

  it("window starting on a Saturday ends on a Saturday, so the last bookable day is Friday +13", () => {
    const sat = local(18, 9);
    expect(isBookableDate(local(18), sat)).toBe(false);
    expect(isBookableDate(local(31), sat)).toBe(true); // Friday
    expect(isBookableDate(local(32), sat)).toBe(false); // Saturday Feb 1
  });
});

describe("createFakeSlotProvider", () => {
  afterEach(() => vi.useRealTimers());

  it("waits 600 ms by default, then returns slots for each day in range", async () => {
    vi.useFakeTimers();
    const provider = createFakeSlotProvider({ now: () => local(15, 10, 30) });
    let result: TimeSlot[] | undefined;
    void provider.getSlots(local(15), local(20, 23, 59)).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(599);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    // Wed (7 after the 2-hour rule) + Thu + Fri + Mon (11 each), weekend none.
    expect(result).toHaveLength(7 + 11 + 11 + 11);
  });

  it("returns [] for an inverted range", async () => {
    const provider = createFakeSlotProvider({ delayMs: 0, now: () => local(10) });
    expect(await provider.getSlots(local(20), local(15))).toEqual([]);
  });

  it("returns slots that pass the runtime guard", async () => {
    const provider = createFakeSlotProvider({ delayMs: 0, now: () => local(10) });
    const slots = await provider.getSlots(local(15), local(15));
    expect(slots.every(isTimeSlot)).toBe(true);
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
  it("asks the provider for the whole local day and retries failures", async () => {
    const calls: Array<[Date, Date]> = [];
    let failures = 2;
    const provider: SlotProvider = {
      async getSlots(start, end) {
        calls.push([start, end]);
        if (failures-- > 0) throw new Error("network");
        return generateSlots(start, local(10));
      },
    };
    const slots = await loadSlotsForDay(provider, local(15, 14));
    expect(slots).toHaveLength(11);
    expect(calls).toHaveLength(3);
    expect(calls[0]?.[0].getTime()).toBe(local(15).getTime());
    expect(calls[0]?.[1].getTime()).toBe(new Date(2025, 0, 15, 23, 59, 59, 999).getTime());
  });
});
