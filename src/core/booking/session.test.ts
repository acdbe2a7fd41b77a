import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import {
  clearSession,
  createEmptySession,
  fromIsoDate,
  loadSession,
  saveSession,
  sessionKey,
  toIsoDate,
  type BookingSession,
} from "./session.ts";

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length(): number {
    return this.data.size;
  }
  clear(): void {
    this.data.clear();
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
  setItem(key: string, value: string): void {
    this.data.set(key, String(value));
  }
}

class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException("denied", "SecurityError");
  }
  override setItem(): void {
    throw new DOMException("full", "QuotaExceededError");
  }
  override removeItem(): void {
    throw new DOMException("denied", "SecurityError");
  }
}

const key = sessionKey("mesa");
const full: BookingSession = {
  name: "Ana",
  email: "ana@example.com",
  phone: "612 345 678",
  restaurant: "Casa Ana",
  selectedCountry: "ES",
  acceptedPrivacy: true,
  acceptedMarketing: false,
  currentStep: 2,
  selectedDate: "2025-01-15",
  selectedSlot: { startISO: "2025-01-15T12:00:00.000Z", endISO: "2025-01-15T13:00:00.000Z", label: "13:00" },
};

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe("sessionKey", () => {
  it("is {product}_booking_session", () => {
    expect(sessionKey("mesa")).toBe("mesa_booking_session");
  });
});

describe("save/load/clear", () => {
  it("round-trips a session", () => {
    const storage = new MemoryStorage();
    saveSession(storage, key, full);
    expect(loadSession(storage, key)).toEqual(full);
    expect(warn).not.toHaveBeenCalled();
  });

  it("round-trips an empty session", () => {
    const storage = new MemoryStorage();
    saveSession(storage, key, createEmptySession("MX"));
    expect(loadSession(storage, key)).toEqual(createEmptySession("MX"));
  });

  it("returns null silently when nothing is saved or there is no storage", () => {
    expect(loadSession(new MemoryStorage(), key)).toBeNull();
    expect(loadSession(undefined, key)).toBeNull();
    expect(() => saveSession(undefined, key, full)).not.toThrow();
    expect(() => clearSession(undefined, key)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it("clears the session", () => {
    const storage = new MemoryStorage();
    saveSession(storage, key, full);
    clearSession(storage, key);
    expect(loadSession(storage, key)).toBeNull();
  });

  it("returns null and warns on corrupt JSON", () => {
    const storage = new MemoryStorage();
    storage.setItem(key, "{not json");
    expect(loadSession(storage, key)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["array", [full]],
    ["number", 42],
    ["missing field", { ...full, email: undefined }],
    ["wrong type", { ...full, acceptedPrivacy: "yes" }],
    ["unknown country", { ...full, selectedCountry: "ZZ" }],
    ["bad step", { ...full, currentStep: 3 }],
    ["bad date", { ...full, selectedDate: "2025-02-30" }],
    ["non ISO date", { ...full, selectedDate: "15/01/2025" }],
    ["bad slot", { ...full, selectedSlot: { label: "13:00" } }],
  ])("returns null and warns on a wrong shape: %s", (_label, value) => {
    const storage = new MemoryStorage();
    storage.setItem(key, JSON.stringify(value));
    expect(loadSession(storage, key)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("drops unknown extra properties", () => {
    const storage = new MemoryStorage();
    storage.setItem(key, JSON.stringify({ ...full, extra: "x", selectedSlot: { ...full.selectedSlot, more: 1 } }));
    expect(loadSession(storage, key)).toEqual(full);
  });

  it("only warns when the storage throws", () => {
    const storage = new ThrowingStorage();
    expect(loadSession(storage, key)).toBeNull();
    expect(() => saveSession(storage, key, full)).not.toThrow();
    expect(() => clearSession(storage, key)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("works with the jsdom sessionStorage", () => {
    saveSession(window.sessionStorage, key, full);
    expect(JSON.parse(window.sessionStorage.getItem("mesa_booking_session") ?? "null")).toEqual(full);
    expect(loadSession(window.sessionStorage, key)).toEqual(full);
    clearSession(window.sessionStorage, key);
    expect(window.sessionStorage.getItem(key)).toBeNull();
  });
});

describe("toIsoDate / fromIsoDate", () => {
  it("round-trips local calendar dates", () => {
    const d = new Date(2025, 0, 5, 23, 30);
    expect(toIsoDate(d)).toBe("2025-01-05");
    expect(fromIsoDate("2025-01-05")?.getTime()).toBe(new Date(2025, 0, 5).getTime());
  });

  it("rejects invalid dates", () => {
    expect(fromIsoDate("2025-13-01")).toBeNull();
    expect(fromIsoDate("2025-02-29")).toBeNull();
    expect(fromIsoDate("2024-02-29")).not.toBeNull();
    expect(fromIsoDate("x")).toBeNull();
  });
});
