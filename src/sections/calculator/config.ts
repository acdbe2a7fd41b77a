// Turns the calculator section's JSON into what the pure calculator logic
// (compute.ts, plans.ts, summary.ts here) takes: bounds per field, constants, plan pricing.
import type { CalculatorBounds, CalculatorInputs, CalculatorParams, NumericField, PlanPricing } from "./types";
import { NUMERIC_FIELDS } from "./types";
import type { PlanEntry } from "../../components/usePlans";
import type { SectionOf } from "../types";

export type CalculatorSectionData = SectionOf<"calculator">;
export type InputDef = CalculatorSectionData["groups"][number]["inputs"][number];

/** Bounds of every numeric field; a field without an input is left unbounded. */
export function boundsOf(section: CalculatorSectionData): CalculatorBounds {
  const inputs = new Map<string, InputDef>(
    section.groups.flatMap((g) => g.inputs.map((input) => [input.field, input] as const)),
  );
  return Object.fromEntries(
    NUMERIC_FIELDS.map((field) => {
      const input = inputs.get(field);
      return [
        field,
        input
          ? { min: input.min, ...(input.max === undefined ? {} : { max: input.max }) }
          : { min: Number.NEGATIVE_INFINITY },
      ];
    }),
  ) as Record<NumericField, { min: number; max?: number }>;
}

export function paramsOf(section: CalculatorSectionData): CalculatorParams {
  return { ...section.constants };
}

export function defaultsOf(section: CalculatorSectionData): CalculatorInputs {
  return { ...section.defaults };
}

export function pricingOf(plans: readonly PlanEntry[]): PlanPricing[] {
  return plans.map(({ id, name, monthlyPrice, yearlyPrice, cap }) => ({ id, name, monthlyPrice, yearlyPrice, cap }));
}
