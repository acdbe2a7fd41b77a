import { describe, expect, it } from "vitest";
import { VISIT_SEED_KEY, variantIndex, visitSeed } from "./variant.ts";

describe("variantIndex", () => {
  it("stays within range and is 0 without alternatives", () => {
    for (let seed = 0; seed < 200; seed++) {
      expect(variantIndex(seed, 3, 3)).toBeGreaterThanOrEqual(0);
      expect(variantIndex(seed, 3, 3)).toBeLessThan(3);
      expect(variantIndex(seed, 0, 1)).toBe(0);
      expect(variantIndex(seed, 0, 0)).toBe(0);
    }
  });
  it("keeps a visit's phrasings across pages, lets the cards of a visit differ, and reaches every phrasing across seeds", () => {
    const data: Record<string, string> = {};
    const storage = { getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
    const cards = (seed: number) => [0, 1, 2, 3].map((card) => variantIndex(seed, card, 3));
    const firstPage = cards(visitSeed(storage, () => 0.3));
    expect(cards(visitSeed(storage, () => 0.9)), "the next page of the same visit").toEqual(firstPage);
    const visitsWithMixedCards = Array.from({ length: 50 }, (_, seed) => new Set(cards(seed * 7919)).size > 1).filter(
      Boolean,
    );
    expect(visitsWithMixedCards.length).toBeGreaterThan(25);
    const seen = new Set(Array.from({ length: 60 }, (_, seed) => variantIndex(seed * 7919, 2, 3)));
    expect(seen).toEqual(new Set([0, 1, 2]));
  });
});

describe("visitSeed", () => {
  it("reuses the stored seed and stores a new one otherwise", () => {
    const data: Record<string, string> = {};
    const storage = { getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
    const first = visitSeed(storage, () => 0.5);
    expect(data[VISIT_SEED_KEY]).toBe(String(first));
    expect(visitSeed(storage, () => 0.1)).toBe(first);
  });
  it("works when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    expect(visitSeed(broken, () => 0.25)).toBe(Math.floor(0.25 * 0xffffffff));
  });
});
