/**
 * Types shared by the calculator's pure logic. Every figure (prices, caps,
 * defaults, bounds, constants) comes from the JSON page documents; the code
 * only knows the shapes; those of the document's own fields come from the
 * schema (generated), the rest are the calculator's.
 */
import type { CalculatorSection } from "../../generated/schema.ts";

/** The visitor's calculator inputs (spec §3): the shape of the document's `defaults`. Percentages are 0–100. */
export type CalculatorInputs = CalculatorSection["defaults"];

/** Billing period as used by the calculator (spec §3, §4). */
export type Billing = CalculatorInputs["billing"];

/** The numeric inputs, i.e. those with bounds and a stepper. */
export type NumericField = Exclude<keyof CalculatorInputs, "planId" | "billing">;

export const NUMERIC_FIELDS = [
  "ticket",
  "reservationsPerDay",
  "daysPerWeek",
  "dinersPerReservation",
  "noShowNow",
  "noShowWithProduct",
  "minutesPerDay",
  "costPerHour",
] as const satisfies readonly NumericField[];

/** Inclusive bounds; no `max` means unbounded above. */
export interface NumericBounds {
  min: number;
  max?: number;
}

export type CalculatorBounds = Record<NumericField, NumericBounds>;

/** A plan as far as the calculator cares (spec §9 Plans table). */
export interface PlanPricing {
  id: string;
  name: string;
  /** Euros per month when billed monthly. */
  monthlyPrice: number;
  /** Euros per month when billed annually. */
  yearlyPrice: number;
  /** Monthly reservation cap; `null` means unlimited. */
  cap: number | null;
}

/** Calculator constants (spec §9): weeks per month, the share of management time saved (0.9 for 90 %), days per month for the payback. */
export type CalculatorParams = CalculatorSection["constants"];

export interface ImpactResult {
  /** reservationsPerDay × daysPerWeek × weeksPerMonth (unrounded). */
  monthlyReservations: number;
  /** Rounded monthly reservations, the figure compared with plan caps. */
  monthlyVolume: number;
  monthlyDiners: number;
  eurosRecovered: number;
  minutesSavedPerMonth: number;
  timeValue: number;
  totalImpact: number;
  /** Id of the plan actually priced (see `computeImpact` for unknown ids). */
  planId: string;
  /** Per-month price of that plan for the chosen billing period. */
  planPrice: number;
  netImpact: number;
  /** Days to pay the plan back; `null` (shown as a dash) when total impact ≤ 0. */
  paybackDays: number | null;
  /** Smallest plan covering the volume; `null` only if no plan covers it. */
  recommendedPlanId: string | null;
  /** True when the priced plan's cap is below the monthly volume. */
  currentPlanExceeded: boolean;
}
