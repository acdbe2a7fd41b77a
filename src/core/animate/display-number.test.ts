import { describe, expect, it } from "vitest";
import { easeOutCubic, formatLike, frameText, parseDisplayNumber } from "./display-number.ts";

describe("parseDisplayNumber", () => {
  it("splits the spec's figures into prefix, number and suffix", () => {
    expect(parseDisplayNumber("+85%")).toMatchObject({ prefix: "+", value: 85, suffix: "%", decimals: 0 });
    expect(parseDisplayNumber("-50%")).toMatchObject({ prefix: "-", value: 50, suffix: "%" });
    expect(parseDisplayNumber("144M")).toMatchObject({ prefix: "", value: 144, suffix: "M" });
    expect(parseDisplayNumber("4,9/5")).toMatchObject({ value: 4.9, suffix: "/5", decimals: 1, decimalSep: "," });
    expect(parseDisplayNumber("+35")).toMatchObject({ prefix: "+", value: 35, suffix: "" });
  });
  it("tells thousands separators from decimal points", () => {
    expect(parseDisplayNumber("1.234")).toMatchObject({ value: 1234, groupSep: ".", decimals: 0 });
    expect(parseDisplayNumber("2,000+")).toMatchObject({ value: 2000, groupSep: ",", suffix: "+" });
    expect(parseDisplayNumber("1.234,5 €")).toMatchObject({
      value: 1234.5,
      groupSep: ".",
      decimalSep: ",",
      decimals: 1,
      suffix: " €",
    });
    expect(parseDisplayNumber("1,234.56")).toMatchObject({
      value: 1234.56,
      groupSep: ",",
      decimalSep: ".",
      decimals: 2,
    });
    expect(parseDisplayNumber("18 000 reservas")).toMatchObject({ value: 18000, groupSep: " ", suffix: " reservas" });
    expect(parseDisplayNumber("2.50")).toMatchObject({ value: 2.5, decimals: 2, decimalSep: "." });
  });
  it("leaves a trailing separator to the suffix", () => {
    expect(parseDisplayNumber("Más de 500.")).toMatchObject({ prefix: "Más de ", value: 500, suffix: "." });
  });
  it("returns null without digits", () => {
    expect(parseDisplayNumber("24/7")).not.toBeNull();
    expect(parseDisplayNumber("sin cifras")).toBeNull();
    expect(parseDisplayNumber("")).toBeNull();
  });
});

describe("formatLike", () => {
  it("round-trips every authored figure", () => {
    for (const text of ["+85%", "-50%", "144M", "18M", "4,9/5", "+35", "1.234", "1.234,5 €", "1,234.56", "2.50", "0"]) {
      expect(formatLike(parseDisplayNumber(text)!, parseDisplayNumber(text)!.value)).toBe(text);
    }
  });
  it("prints intermediate values in the authored style", () => {
    expect(formatLike(parseDisplayNumber("4,9/5")!, 2.345)).toBe("2,3/5");
    expect(formatLike(parseDisplayNumber("12.500")!, 999.6)).toBe("1.000");
    expect(formatLike(parseDisplayNumber("+85%")!, 0)).toBe("+0%");
  });
});

describe("frameText", () => {
  const shape = parseDisplayNumber("+85%")!;
  it("starts at 0, eases out and lands exactly on the final value", () => {
    expect(frameText(shape, 0, 1200)).toBe("+0%");
    expect(frameText(shape, 600, 1200)).toBe(`+${Math.round(85 * easeOutCubic(0.5))}%`);
    expect(frameText(shape, 1200, 1200)).toBe("+85%");
    expect(frameText(shape, 5000, 1200)).toBe("+85%");
    expect(frameText(shape, 0, 0)).toBe("+85%");
  });
  it("is monotonic", () => {
    const values = Array.from({ length: 25 }, (_, i) =>
      parseFloat(frameText(parseDisplayNumber("144")!, i * 50, 1200)),
    );
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});
