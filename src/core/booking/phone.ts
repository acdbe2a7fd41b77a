/**
 * As-you-type phone formatting for the booking modal, per selected country.
 * Only digits are kept; the output never ends with a separator, so a
 * backspace in the input always removes a digit.
 */

import { findCountry } from "./countries.ts";

/** E.164 allows at most 15 digits. */
export const MAX_PHONE_DIGITS = 15;

/** Digits only, e.g. "(212) 555-0100" → "2125550100". */
export function phoneDigits(formatted: string): string {
  return formatted.replace(/\D/g, "");
}

/** Split digits into consecutive groups of the given sizes; the last size repeats. */
function group(digits: string, sizes: readonly number[]): string[] {
  const parts: string[] = [];
  let i = 0;
  let g = 0;
  while (i < digits.length) {
    const size = sizes[Math.min(g, sizes.length - 1)] ?? 3;
    parts.push(digits.slice(i, i + size));
    i += size;
    g += 1;
  }
  return parts;
}

function formatNorthAmerica(digits: string): string {
  const d = digits.slice(0, 10);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Countries of the list whose national numbers start with a trunk 0 that the international form drops. */
const TRUNK_ZERO = new Set(["AT", "BE", "CH", "DE", "FR", "GB", "IE", "NL"]);

/**
 * The national digits of what was typed or pasted: a leading "+34" or "0034"
 * that repeats the selected country's own dial prefix is dropped (pasted or
 * autofilled numbers often carry it), so "+34 612 345 678" gives "612345678",
 * and the trunk 0 comes back where the country dials one ("+33 6…" → "06…").
 */
export function nationalDigits(countryCode: string, input: string): string {
  const digits = phoneDigits(input);
  const prefix = phoneDigits(findCountry(countryCode)?.prefix ?? "");
  const international = /^\s*(\+|00)/.exec(input);
  if (!international || !prefix) return digits;
  const afterPlus = international[1] === "00" ? digits.slice(2) : digits;
  if (!afterPlus.startsWith(prefix)) return digits;
  const national = afterPlus.slice(prefix.length);
  return TRUNK_ZERO.has(countryCode.trim().toUpperCase()) && national !== "" && !national.startsWith("0")
    ? `0${national}`
    : national;
}

/**
 * Format a phone number for a country (alpha-2 code, case-insensitive).
 * - ES: groups of 3, up to 9 digits ("612 345 678")
 * - US, CA: "(xxx) xxx-xxxx", up to 10 digits, partial input formatted progressively
 * - FR: pairs, up to 10 digits ("06 12 34 56 78")
 * - DE: 3-4-4, up to 11 digits ("030 1234 5678")
 * - others: groups of 3, up to 15 digits
 */
export function formatPhone(countryCode: string, input: string): string {
  const digits = nationalDigits(countryCode, input);
  switch (countryCode.trim().toUpperCase()) {
    case "ES":
      return group(digits.slice(0, 9), [3]).join(" ");
    case "US":
    case "CA":
      return formatNorthAmerica(digits);
    case "FR":
      return group(digits.slice(0, 10), [2]).join(" ");
    case "DE":
      return group(digits.slice(0, 11), [3, 4, 4]).join(" ");
    default:
      return group(digits.slice(0, MAX_PHONE_DIGITS), [3]).join(" ");
  }
}

/**
 * Number with the country's dial prefix, for sending with a booking:
 * ("ES", "612 345 678") → "+34 612 345 678", ("FR", "06 12 34 56 78") →
 * "+33 6 12 34 56 78" (no trunk 0). Empty input gives "".
 * Unknown countries get no prefix.
 */
export function internationalPhone(countryCode: string, input: string): string {
  const national = formatPhone(countryCode, input);
  if (national === "") return "";
  const prefix = findCountry(countryCode)?.prefix;
  if (!prefix) return national;
  // The trunk 0 is not dialled after the country prefix: +33 6 12 34 56 78.
  return `${prefix} ${TRUNK_ZERO.has(countryCode.trim().toUpperCase()) ? national.replace(/^0\s?/, "") : national}`;
}
