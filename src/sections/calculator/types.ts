/**
 * Types shared by the calculator's pure logic. Every figure (prices, caps,
 * defaults, bounds, constants) comes from the JSON page documents; the code
 * only knows the shapes.
 */

/** Billing period as used by the calculator (spec §3, §4). */
export type Billing = "mensual" | "anual";

/** The visitor's calculator inputs (spec §3). Percentages are 0–100. */
export interface CalculatorInputs {
  /** Average ticket per person, euros. */
  ticket: number;
  reservationsPerDay: number;
  daysPerWeek: number;
  dinersPerReservation: number;
  /** Current no-show rate, percent (18 means 18 %). */
  noShowNow: number;
  /** No-show rate with the product, percent. */
  noShowWithProduct: number;
  /** Minutes per day spent on reservation management. */
  minutesPerDay: number;
  /** Team cost per hour, euros. */
  costPerHour: number;
  planId: string;
  billing: Billing;
}

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

/** Calculator constants (spec §9). */
export interface CalculatorParams {
  /** Weeks per month, 4.33 in the spec. */
  weeksPerMonth: number;
  /** Share of management time the product saves, as a fraction: 0.9 for 90 %. */
  managementTimeSaved: number;
  /** Days per month used by the payback formula, 30 in the spec. */
  daysPerMonth: number;
}

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
