// A figure as authored in JSON ("+85%", "144M", "4,9/5", "1.200 €") split into
// the number that can be animated and the text around it, and printed again in
// exactly the authored style at any intermediate value. Pure: no React, no DOM.

export interface DisplayNumber {
  /** Text before the number ("+", "-", "€ ", "<"). */
  prefix: string;
  /** The number's absolute value (the sign stays in the prefix). */
  value: number;
  /** Text after it ("%", "M", "/5", " €"). */
  suffix: string;
  /** Fraction digits as authored ("4,9" → 1). */
  decimals: number;
  /** Decimal separator as authored ("." or ","). */
  decimalSep: string;
  /** Thousands separator as authored, or "" when the figure has none. */
  groupSep: string;
}

const SEPARATORS = ".,\u00a0\u202f ";
const isDigit = (c: string) => c >= "0" && c <= "9";

/**
 * Reads the first number in `text`. A separator is a decimal point when it is
 * the last of two kinds ("1.234,5"), or the only one and not followed by
 * exactly three digits ("4,9", "2.50"); otherwise it groups thousands
 * ("1.234", "18 000"). Returns null when `text` holds no digit.
 */
export function parseDisplayNumber(text: string): DisplayNumber | null {
  const start = [...text].findIndex(isDigit);
  if (start < 0) return null;
  let end = start;
  while (end < text.length && (isDigit(text[end]) || SEPARATORS.includes(text[end]))) end++;
  while (end > start && !isDigit(text[end - 1])) end--;
  const token = text.slice(start, end);
  const seps = [...token].filter((c) => !isDigit(c));
  const kinds = [...new Set(seps)];
  let decimalSep = "";
  let groupSep = "";
  if (kinds.length >= 2) {
    decimalSep = seps[seps.length - 1];
    groupSep = kinds.find((k) => k !== decimalSep) ?? "";
  } else if (kinds.length === 1) {
    const sep = kinds[0];
    const after = token.length - token.lastIndexOf(sep) - 1;
    if (sep === "." || sep === ",") {
      if (seps.length === 1 && after !== 3) decimalSep = sep;
      else groupSep = sep;
    } else groupSep = sep;
  }
  const [intPart, fracPart = ""] = decimalSep
    ? [token.slice(0, token.lastIndexOf(decimalSep)), token.slice(token.lastIndexOf(decimalSep) + 1)]
    : [token, ""];
  const digits = (s: string) => [...s].filter(isDigit).join("");
  const value = Number(`${digits(intPart) || "0"}.${digits(fracPart) || "0"}`);
  return {
    prefix: text.slice(0, start),
    value,
    suffix: text.slice(end),
    decimals: fracPart.length,
    decimalSep: decimalSep || (groupSep === "." ? "," : "."),
    groupSep,
  };
}

/** Prints `value` the way `shape` was authored: same decimals, separators, prefix and suffix. */
export function formatLike(shape: DisplayNumber, value: number): string {
  const fixed = Math.max(0, value).toFixed(shape.decimals);
  const [int, frac] = fixed.split(".");
  const grouped = shape.groupSep ? int.replace(/\B(?=(\d{3})+(?!\d))/g, shape.groupSep) : int;
  return `${shape.prefix}${grouped}${frac ? shape.decimalSep + frac : ""}${shape.suffix}`;
}

/** Ease-out cubic: quick start, gentle landing. */
export const easeOutCubic = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;

/** The figure shown `elapsedMs` into an animation from 0 lasting `durationMs`. */
export function frameText(shape: DisplayNumber, elapsedMs: number, durationMs: number): string {
  if (durationMs <= 0 || elapsedMs >= durationMs) return formatLike(shape, shape.value);
  return formatLike(shape, shape.value * easeOutCubic(elapsedMs / durationMs));
}
