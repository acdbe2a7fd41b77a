/**
 * TEST FIXTURE ONLY. The spec's figures (§9) copied for unit tests. The
 * application reads these from the JSON page documents, never from here.
 */
import type { CalculatorBounds, CalculatorInputs, CalculatorParams, PlanPricing } from "./types.ts";

export const SPEC_PLANS: readonly PlanPricing[] = [
  { id: "bronce", name: "Bronce", monthlyPrice: 49, yearlyPrice: 39, cap: 100 },
  { id: "plata", name: "Plata", monthlyPrice: 110, yearlyPrice: 89, cap: 300 },
  { id: "oro", name: "Oro", monthlyPrice: 174, yearlyPrice: 139, cap: 500 },
  { id: "platinum", name: "Platinum", monthlyPrice: 249, yearlyPrice: 199, cap: null },
];

export const SPEC_PARAMS: CalculatorParams = {
  weeksPerMonth: 4.33,
  managementTimeSaved: 0.9,
  daysPerMonth: 30,
};

export const SPEC_DEFAULTS: CalculatorInputs = {
  ticket: 25,
  reservationsPerDay: 10,
  daysPerWeek: 5,
  dinersPerReservation: 2,
  noShowNow: 18,
  noShowWithProduct: 4,
  minutesPerDay: 20,
  costPerHour: 15,
  planId: "bronce",
  billing: "anual",
};

/** Spec §5 "Calculator numerics" bounds. */
export const SPEC_BOUNDS: CalculatorBounds = {
  ticket: { min: 1 },
  reservationsPerDay: { min: 1 },
  daysPerWeek: { min: 1, max: 7 },
  dinersPerReservation: { min: 1 },
  noShowNow: { min: 0, max: 100 },
  noShowWithProduct: { min: 0, max: 100 },
  minutesPerDay: { min: 0 },
  costPerHour: { min: 0 },
};
