import { describe, expect, it, vi } from "vitest";
import { MS_PER_DAY } from "./countdown.ts";
import {
  PROMO_DISMISSED_KEY,
  PROMO_END_KEY,
  clearPromo,
  dismissPromo,
  loadPromo,
  type PromoStorage,
} from "./storage.ts";

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

function memory(initial: Record<string, string> = {}): PromoStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => void (data[k] = String(v)),
    removeItem: (k) => void delete data[k],
  };
}

const blocked: PromoStorage = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

describe("loadPromo", () => {
  it("stores now + days on the first visit", () => {
    const storage = memory();
    const warn = vi.fn();
    expect(loadPromo(storage, NOW, 7, warn)).toEqual({ end: NOW + 7 * MS_PER_DAY, dismissed: false });
    expect(storage.data[PROMO_END_KEY]).toBe(String(NOW + 7 * MS_PER_DAY));
    expect(warn).not.toHaveBeenCalled();
  });
  it("keeps the stored date on later visits", () => {
    const storage = memory({ [PROMO_END_KEY]: String(NOW + 1000), [PROMO_DISMISSED_KEY]: "1" });
    expect(loadPromo(storage, NOW, 7)).toEqual({ end: NOW + 1000, dismissed: true });
  });
  it("treats a corrupt date as a first visit and warns", () => {
    const storage = memory({ [PROMO_END_KEY]: "not a date" });
    const warn = vi.fn();
    expect(loadPromo(storage, NOW, 7, warn).end).toBe(NOW + 7 * MS_PER_DAY);
    expect(storage.data[PROMO_END_KEY]).toBe(String(NOW + 7 * MS_PER_DAY));
    expect(warn).toHaveBeenCalledOnce();
  });
  it("survives blocked or missing storage", () => {
    const warn = vi.fn();
    expect(loadPromo(blocked, NOW, 7, warn)).toEqual({ end: NOW + 7 * MS_PER_DAY, dismissed: false });
    expect(loadPromo(undefined, NOW, 3, warn)).toEqual({ end: NOW + 3 * MS_PER_DAY, dismissed: false });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("clearPromo and dismissPromo", () => {
  it("remember a dismissal and forget everything on expiry", () => {
    const storage = memory({ [PROMO_END_KEY]: String(NOW) });
    dismissPromo(storage);
    expect(storage.data[PROMO_DISMISSED_KEY]).toBe("1");
    clearPromo(storage);
    expect(storage.data).toEqual({});
  });
  it("only warn when storage is blocked", () => {
    const warn = vi.fn();
    expect(() => dismissPromo(blocked, warn)).not.toThrow();
    expect(() => clearPromo(blocked, warn)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
