import { clampNumber } from "./numeric-input.ts";
import { NUMERIC_FIELDS, type Billing, type CalculatorBounds, type CalculatorInputs } from "./types.ts";

/**
 * Persistence of the calculator inputs (spec §3: each input persisted in
 * browser storage; §3 browser-stored keys: calculator values and a
 * calculator defaults-version flag).
 *
 * Two keys: the values as JSON under `key`, the defaults version under
 * `defaultsVersionKey(key)`. When the page's defaults change, the page bumps
 * its version; values saved under another version are discarded so every
 * visitor sees the new defaults. Nothing here throws: unavailable storage,
 * corrupt JSON or bad values log a warning and fall back to defaults,
 * field by field where possible.
 */

/** The part of `Storage` used here, so tests and SSR can pass their own. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface StoredStateConstraints {
  /** Out-of-range stored numbers are clamped into these. */
  bounds: CalculatorBounds;
  /** When given, a stored plan id outside this list falls back to the default. */
  planIds?: readonly string[];
}

export function defaultsVersionKey(key: string): string {
  return `${key}:defaultsVersion`;
}

const warn = (message: string, detail?: unknown) =>
  console.warn(`[calculator storage] ${message}`, ...(detail === undefined ? [] : [detail]));

const isBilling = (value: unknown): value is Billing => value === "mensual" || value === "anual";

export function loadCalculatorState(
  storage: KeyValueStorage | null | undefined,
  key: string,
  defaults: CalculatorInputs,
  defaultsVersion: string | number,
  constraints: StoredStateConstraints,
): CalculatorInputs {
  if (!storage) return { ...defaults };

  let raw: string | null;
  let storedVersion: string | null;
  try {
    raw = storage.getItem(key);
    storedVersion = storage.getItem(defaultsVersionKey(key));
  } catch (error) {
    warn("could not read stored values; using defaults", error);
    return { ...defaults };
  }
  if (raw === null) return { ...defaults };

  if (storedVersion !== String(defaultsVersion)) {
    try {
      storage.removeItem(key);
    } catch (error) {
      warn("could not discard values saved for other defaults", error);
    }
    return { ...defaults };
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    warn("stored values are not valid JSON; using defaults", error);
    return { ...defaults };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    warn("stored values are not an object; using defaults");
    return { ...defaults };
  }
  return mergeStored(parsed as Record<string, unknown>, defaults, constraints);
}

function mergeStored(
  stored: Record<string, unknown>,
  defaults: CalculatorInputs,
  { bounds, planIds }: StoredStateConstraints,
): CalculatorInputs {
  const result: CalculatorInputs = { ...defaults };
  const rejected: string[] = [];

  for (const field of NUMERIC_FIELDS) {
    const value = stored[field];
    if (value === undefined) continue;
    if (typeof value === "number" && Number.isFinite(value)) result[field] = clampNumber(value, bounds[field]);
    else rejected.push(field);
  }

  const { planId, billing } = stored;
  if (typeof planId === "string" && (!planIds || planIds.includes(planId))) result.planId = planId;
  else if (planId !== undefined) rejected.push("planId");

  if (isBilling(billing)) result.billing = billing;
  else if (billing !== undefined) rejected.push("billing");

  if (rejected.length > 0) warn(`ignored invalid stored fields: ${rejected.join(", ")}`);
  return result;
}

/** Saves the inputs and the defaults version; returns false (and warns) if storage fails. */
export function saveCalculatorState(
  storage: KeyValueStorage | null | undefined,
  key: string,
  values: CalculatorInputs,
  defaultsVersion: string | number,
): boolean {
  if (!storage) return false;
  const { planId, billing } = values;
  const numbers = Object.fromEntries(NUMERIC_FIELDS.map((field) => [field, values[field]]));
  try {
    storage.setItem(key, JSON.stringify({ ...numbers, planId, billing }));
    storage.setItem(defaultsVersionKey(key), String(defaultsVersion));
    return true;
  } catch (error) {
    warn("could not save values", error);
    return false;
  }
}
