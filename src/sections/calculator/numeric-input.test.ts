import { describe, expect, it } from "vitest";
import { clampNumber, clampValue, isNumericKey, keyToValue, sanitizeNumericInput, stepValue } from "./numeric-input.ts";

const days = { min: 1, max: 7 };
const percent = { min: 0, max: 100 };
const ticket = { min: 1 };

describe("sanitizeNumericInput", () => {
  it("keeps digits, one dot and a leading minus", () => {
    expect(sanitizeNumericInput("25")).toBe("25");
    expect(sanitizeNumericInput("12.5")).toBe("12.5");
    expect(sanitizeNumericInput("-3")).toBe("-3");
  });
  it("drops letters, spaces, symbols and currency signs", () => {
    expect(sanitizeNumericInput("25 €")).toBe("25");
    expect(sanitizeNumericInput("1e5")).toBe("15");
    expect(sanitizeNumericInput("abc")).toBe("");
    expect(sanitizeNumericInput("+7")).toBe("7");
  });
  it("keeps only the first dot", () => {
    expect(sanitizeNumericInput("1.2.3")).toBe("1.23");
  });
  it("keeps a minus only before any digit, and only one", () => {
    expect(sanitizeNumericInput("5-3")).toBe("53");
    expect(sanitizeNumericInput("--5")).toBe("-5");
    expect(sanitizeNumericInput("x-5")).toBe("-5");
    expect(sanitizeNumericInput("-")).toBe("-");
  });
  it("reads a comma as the decimal separator", () => {
    expect(sanitizeNumericInput("12,5")).toBe("12.5");
    expect(sanitizeNumericInput("1,2.3")).toBe("1.23");
  });
  it("keeps an empty string empty", () => {
    expect(sanitizeNumericInput("")).toBe("");
  });
});

describe("clampValue", () => {
  it("parses and keeps in-range values", () => {
    expect(clampValue("5", days)).toBe(5);
    expect(clampValue("12.5", percent)).toBe(12.5);
  });
  it("clamps to min and max", () => {
    expect(clampValue("9", days)).toBe(7);
    expect(clampValue("0", days)).toBe(1);
    expect(clampValue("-20", percent)).toBe(0);
    expect(clampValue("150", percent)).toBe(100);
  });
  it("has no upper limit without max", () => {
    expect(clampValue("100000", ticket)).toBe(100000);
  });
  it("turns empty or unparsable text into 1, then clamps", () => {
    expect(clampValue("", ticket)).toBe(1);
    expect(clampValue("-", percent)).toBe(1);
    expect(clampValue(".", days)).toBe(1);
    expect(clampValue("abc", { min: 5, max: 10 })).toBe(5);
    expect(clampValue("", { min: 0, max: 0.5 })).toBe(0.5);
  });
  it("sanitises before parsing", () => {
    expect(clampValue("25 €", ticket)).toBe(25);
  });
});

describe("clampNumber", () => {
  it("clamps both ways", () => {
    expect(clampNumber(-1, percent)).toBe(0);
    expect(clampNumber(101, percent)).toBe(100);
    expect(clampNumber(50, percent)).toBe(50);
  });
});

describe("stepValue", () => {
  it("adds the delta within bounds", () => {
    expect(stepValue(5, 1, days)).toBe(6);
    expect(stepValue(5, -1, days)).toBe(4);
  });
  it("stops at the bounds", () => {
    expect(stepValue(7, 1, days)).toBe(7);
    expect(stepValue(1, -1, days)).toBe(1);
    expect(stepValue(0, -1, percent)).toBe(0);
  });
  it("treats a non-finite value as 1", () => {
    expect(stepValue(Number.NaN, 1, days)).toBe(2);
  });
});

describe("keyToValue", () => {
  it("steps by 1 with the arrows", () => {
    expect(keyToValue("ArrowUp", 3, days)).toBe(4);
    expect(keyToValue("ArrowDown", 3, days)).toBe(2);
    expect(keyToValue("ArrowUp", 7, days)).toBe(7);
    expect(keyToValue("ArrowDown", 1, days)).toBe(1);
  });
  it("jumps to min with Home and to max with End", () => {
    expect(keyToValue("Home", 4, days)).toBe(1);
    expect(keyToValue("End", 4, days)).toBe(7);
    expect(keyToValue("Home", 40, percent)).toBe(0);
    expect(keyToValue("End", 40, percent)).toBe(100);
  });
  it("leaves the value alone on End when there is no max", () => {
    expect(keyToValue("End", 25, ticket)).toBe(25);
  });
});

describe("isNumericKey", () => {
  it("recognises only the four handled keys", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Home", "End"]) expect(isNumericKey(key)).toBe(true);
    for (const key of ["ArrowLeft", "PageUp", "Enter", "a"]) expect(isNumericKey(key)).toBe(false);
  });
});
