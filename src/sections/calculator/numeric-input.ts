import type { NumericBounds } from "./types.ts";

/**
 * Input rules for the calculator's numeric fields (spec §5 "Calculator
 * numerics"): only digits, one dot and a leading minus are kept while typing;
 * the value is clamped on blur, Enter or the +/- buttons; an empty or
 * unparsable field becomes 1 and is then clamped; arrow keys step by 1 and
 * Home/End jump to the bounds.
 */

/**
 * Keeps digits, the first decimal separator and a minus typed before any
 * digit. A comma counts as a decimal separator and becomes a dot, so
 * Spanish-style "12,5" means 12.5 rather than 125.
 */
export function sanitizeNumericInput(raw: string): string {
  let out = "";
  let hasDot = false;
  for (const ch of raw) {
    if (ch >= "0" && ch <= "9") {
      out += ch;
    } else if ((ch === "." || ch === ",") && !hasDot) {
      out += ".";
      hasDot = true;
    } else if (ch === "-" && out === "") {
      out = "-";
    }
  }
  return out;
}

/** Clamps a number into the bounds (no max = unbounded above). */
export function clampNumber(value: number, bounds: NumericBounds): number {
  const low = Math.max(value, bounds.min);
  return bounds.max === undefined ? low : Math.min(low, bounds.max);
}

/** Parses the field text (sanitised first); empty or unparsable gives 1, then clamps. */
export function clampValue(raw: string, bounds: NumericBounds): number {
  const text = sanitizeNumericInput(raw);
  const parsed = Number.parseFloat(text);
  return clampNumber(Number.isFinite(parsed) ? parsed : 1, bounds);
}

/** value + delta, clamped; a non-finite value counts as 1 (as an empty field would). */
export function stepValue(value: number, delta: number, bounds: NumericBounds): number {
  const base = Number.isFinite(value) ? value : 1;
  return clampNumber(base + delta, bounds);
}

export type NumericKey = "ArrowUp" | "ArrowDown" | "Home" | "End";

export function isNumericKey(key: string): key is NumericKey {
  return key === "ArrowUp" || key === "ArrowDown" || key === "Home" || key === "End";
}

/** The value after a key press: arrows step by 1, Home → min, End → max (unchanged without max). */
export function keyToValue(key: NumericKey, value: number, bounds: NumericBounds): number {
  switch (key) {
    case "ArrowUp":
      return stepValue(value, 1, bounds);
    case "ArrowDown":
      return stepValue(value, -1, bounds);
    case "Home":
      return bounds.min;
    case "End":
      return bounds.max ?? value;
  }
}
