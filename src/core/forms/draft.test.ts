import { describe, expect, it, vi } from "vitest";
import { clearDraft, draftKey, loadDraft, saveDraft } from "./draft";
import { flattenFields } from "./types";
import * as fx from "./__fixtures__/forms";

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}
const blocked = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceeded");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
} as unknown as Storage;

describe("form drafts", () => {
  const register = flattenFields(fx.register);
  const careers = flattenFields(fx.careers);
  const affiliate = flattenFields(fx.affiliate);

  it("round-trips text, never the password", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveDraft("/register#alta", register, { name: "Ana", email: "ana@bar.es", password: "secreta123" }, storage);
    expect(storage.getItem(draftKey("/register#alta"))).not.toContain("secreta");
    expect(loadDraft("/register#alta", register, storage)).toEqual({ name: "Ana", email: "ana@bar.es" });
  });

  it("never keeps files; keeps checkboxes", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveDraft(
      "k",
      careers,
      { fullName: "Ana", email: "", cv: { name: "cv.pdf", size: 3 }, privacy: true, start: "", code: "" },
      storage,
    );
    expect(loadDraft("k", careers, storage)).toEqual({
      fullName: "Ana",
      email: "",
      privacy: true,
      start: "",
      code: "",
    });
  });

  it("drops values of the wrong type and unknown options", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    storage.setItem(
      draftKey("k"),
      JSON.stringify({ fullName: 42, email: "a@b.co", audienceSize: "huge", website: "x.es" }),
    );
    expect(loadDraft("k", affiliate, storage)).toEqual({ email: "a@b.co", website: "x.es" });
    storage.setItem(draftKey("k"), "{not json");
    expect(loadDraft("k", affiliate, storage)).toEqual({});
  });

  it("removes an all-empty draft, and clearDraft forgets it", () => {
    const storage = new MemoryStorage() as unknown as Storage;
    saveDraft("k", register, { name: "Ana", email: "", password: "" }, storage);
    saveDraft("k", register, { name: "", email: "", password: "x" }, storage);
    expect(storage.getItem(draftKey("k"))).toBeNull();
    saveDraft("k", register, { name: "Ana", email: "", password: "" }, storage);
    clearDraft("k", storage);
    expect(storage.getItem(draftKey("k"))).toBeNull();
  });

  it("survives blocked storage with one warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(loadDraft("k", register, blocked)).toEqual({});
    saveDraft("k", register, { name: "Ana", email: "", password: "" }, blocked);
    clearDraft("k", blocked);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
