import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { SPEC_BOUNDS, SPEC_DEFAULTS, SPEC_PLANS } from "./fixtures.ts";
import { defaultsVersionKey, loadCalculatorState, saveCalculatorState, type KeyValueStorage } from "./storage.ts";

const KEY = "calc";
const VERSION = "2";
const constraints = { bounds: SPEC_BOUNDS, planIds: SPEC_PLANS.map((p) => p.id) };

class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

function seeded(values: unknown, version: string | null = VERSION, raw = false): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(KEY, raw ? String(values) : JSON.stringify(values));
  if (version !== null) storage.setItem(defaultsVersionKey(KEY), version);
  return storage;
}

const load = (storage: KeyValueStorage | null) =>
  loadCalculatorState(storage, KEY, SPEC_DEFAULTS, VERSION, constraints);

let warnSpy: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnSpy = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warnSpy.mockRestore());

describe("loadCalculatorState", () => {
  it("returns a copy of the defaults when nothing is stored", () => {
    const result = load(new MemoryStorage());
    expect(result).toEqual(SPEC_DEFAULTS);
    expect(result).not.toBe(SPEC_DEFAULTS);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it("returns defaults without storage (server rendering, blocked storage)", () => {
    expect(load(null)).toEqual(SPEC_DEFAULTS);
  });

  it("restores what was saved under the same defaults version", () => {
    const values = { ...SPEC_DEFAULTS, ticket: 40, daysPerWeek: 6, planId: "oro", billing: "mensual" as const };
    const storage = new MemoryStorage();
    expect(saveCalculatorState(storage, KEY, values, VERSION)).toBe(true);
    expect(load(storage)).toEqual(values);
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it("discards values saved under another defaults version", () => {
    const storage = seeded({ ...SPEC_DEFAULTS, ticket: 40 }, "1");
    expect(load(storage)).toEqual(SPEC_DEFAULTS);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it("discards values saved without any version flag", () => {
    expect(load(seeded({ ...SPEC_DEFAULTS, ticket: 40 }, null))).toEqual(SPEC_DEFAULTS);
  });

  it("accepts a numeric defaults version", () => {
    const storage = new MemoryStorage();
    saveCalculatorState(storage, KEY, { ...SPEC_DEFAULTS, ticket: 30 }, 3);
    expect(loadCalculatorState(storage, KEY, SPEC_DEFAULTS, 3, constraints).ticket).toBe(30);
  });

  it("falls back to defaults on corrupt JSON, with a warning", () => {
    expect(load(seeded("{not json", VERSION, true))).toEqual(SPEC_DEFAULTS);
    expect(warnSpy).toHaveBeenCalledOnce();
  });

  it("falls back to defaults when the JSON is not an object", () => {
    for (const value of [null, 42, "x", [1, 2]]) expect(load(seeded(value))).toEqual(SPEC_DEFAULTS);
    expect(warnSpy).toHaveBeenCalledTimes(4);
  });

  it("replaces wrongly typed fields one by one and keeps the good ones", () => {
    const result = load(
      seeded({ ticket: "40", reservationsPerDay: 12, daysPerWeek: null, billing: "weekly", planId: 7 }),
    );
    expect(result).toEqual({ ...SPEC_DEFAULTS, reservationsPerDay: 12 });
    expect(warnSpy).toHaveBeenCalledOnce();
    expect(String(warnSpy.mock.calls[0]?.[0])).toContain("ticket, daysPerWeek, planId, billing");
  });

  it("fills missing fields from the defaults silently", () => {
    expect(load(seeded({ ticket: 30 }))).toEqual({ ...SPEC_DEFAULTS, ticket: 30 });
    expect(warnSpy).not.toHaveBeenCalled();
  });

  it("clamps out-of-bound numbers into the bounds", () => {
    const result = load(seeded({ daysPerWeek: 9, noShowNow: 140, noShowWithProduct: -3, ticket: 0 }));
    expect(result.daysPerWeek).toBe(7);
    expect(result.noShowNow).toBe(100);
    expect(result.noShowWithProduct).toBe(0);
    expect(result.ticket).toBe(1);
  });

  it("rejects a plan id the page does not offer", () => {
    expect(load(seeded({ planId: "platinium" })).planId).toBe("bronce");
    expect(
      loadCalculatorState(seeded({ planId: "platinium" }), KEY, SPEC_DEFAULTS, VERSION, { bounds: SPEC_BOUNDS }).planId,
    ).toBe("platinium");
  });

  it("never throws when the storage throws", () => {
    expect(load(throwing)).toEqual(SPEC_DEFAULTS);
    expect(warnSpy).toHaveBeenCalledOnce();
  });

  it("survives a failing removeItem when discarding stale values", () => {
    const storage = seeded({ ticket: 40 }, "1");
    storage.removeItem = () => {
      throw new Error("nope");
    };
    expect(load(storage)).toEqual(SPEC_DEFAULTS);
  });

  it("works with the browser's localStorage", () => {
    localStorage.clear();
    saveCalculatorState(localStorage, KEY, { ...SPEC_DEFAULTS, costPerHour: 20 }, VERSION);
    expect(load(localStorage).costPerHour).toBe(20);
    localStorage.clear();
  });
});

describe("saveCalculatorState", () => {
  it("writes the values and the version flag", () => {
    const storage = new MemoryStorage();
    saveCalculatorState(storage, KEY, SPEC_DEFAULTS, VERSION);
    expect(JSON.parse(storage.getItem(KEY) ?? "")).toEqual(SPEC_DEFAULTS);
    expect(storage.getItem(defaultsVersionKey(KEY))).toBe(VERSION);
  });

  it("stores only the calculator fields", () => {
    const storage = new MemoryStorage();
    const withExtra = { ...SPEC_DEFAULTS, extra: "x" };
    saveCalculatorState(storage, KEY, withExtra, VERSION);
    expect(JSON.parse(storage.getItem(KEY) ?? "")).not.toHaveProperty("extra");
  });

  it("returns false and warns instead of throwing", () => {
    expect(saveCalculatorState(throwing, KEY, SPEC_DEFAULTS, VERSION)).toBe(false);
    expect(saveCalculatorState(null, KEY, SPEC_DEFAULTS, VERSION)).toBe(false);
    expect(warnSpy).toHaveBeenCalledOnce();
  });
});
