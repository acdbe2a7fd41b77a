import { describe, expect, it } from "vitest";
import { formatEuros, formatNumber, formatPercent } from "./number.ts";

// Intl inserts no-break spaces: U+00A0 before "€" and "%", U+202F as the French group separator.
const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("formatNumber", () => {
  it("groups four-digit numbers in Spanish too (useGrouping: 'always')", () => {
    expect(formatNumber(1234, "es")).toBe("1.234");
    expect(formatNumber(1234567, "es")).toBe("1.234.567");
  });
  it("uses each language's separators", () => {
    expect(formatNumber(1234.5, "es", { decimals: 1 })).toBe("1.234,5");
    expect(formatNumber(1234.5, "en", { decimals: 1 })).toBe("1,234.5");
    expect(formatNumber(1234.5, "fr", { decimals: 1 })).toBe(`1${NNBSP}234,5`);
    expect(formatNumber(1234.5, "it", { decimals: 1 })).toBe("1.234,5");
  });
  it("rounds to whole numbers by default", () => {
    expect(formatNumber(216.5, "es")).toBe("217");
    expect(formatNumber(389.7, "es")).toBe("390");
  });
  it("pads only when fixed", () => {
    expect(formatNumber(2, "es", { decimals: 2 })).toBe("2");
    expect(formatNumber(2, "es", { decimals: 2, fixed: true })).toBe("2,00");
  });
  it("does not print -0", () => {
    expect(formatNumber(-0.2, "es")).toBe("0");
    expect(formatNumber(-3, "es")).toBe("-3");
  });
});

describe("formatEuros", () => {
  it("formats whole euros the Spanish way", () => {
    expect(formatEuros(1234, "es")).toBe(`1.234${NBSP}€`);
    expect(formatEuros(39, "es")).toBe(`39${NBSP}€`);
    expect(formatEuros(1612.925, "es")).toBe(`1.613${NBSP}€`);
  });
  it("shows fixed decimals when asked", () => {
    expect(formatEuros(1234.5, "es", { decimals: 2 })).toBe(`1.234,50${NBSP}€`);
    expect(formatEuros(97.425, "es", { decimals: 2 })).toBe(`97,43${NBSP}€`);
  });
  it("follows the language's currency layout", () => {
    expect(formatEuros(1234, "en")).toBe("€1,234");
    expect(formatEuros(1234, "fr")).toBe(`1${NNBSP}234${NBSP}€`);
    expect(formatEuros(1234, "it")).toBe(`1.234${NBSP}€`);
  });
  it("keeps the sign of negative amounts, never -0", () => {
    expect(formatEuros(-39, "es")).toBe(`-39${NBSP}€`);
    expect(formatEuros(-0.3, "es")).toBe(`0${NBSP}€`);
  });
});

describe("formatPercent", () => {
  it("takes percentage points", () => {
    expect(formatPercent(18, "es")).toBe(`18${NBSP}%`);
    expect(formatPercent(18, "en")).toBe("18%");
    expect(formatPercent(4, "fr")).toBe(`4${NBSP}%`);
    expect(formatPercent(100, "it")).toBe("100%");
  });
  it("supports decimals", () => {
    expect(formatPercent(12.5, "es", { decimals: 1 })).toBe(`12,5${NBSP}%`);
  });
});
