import type { Billing, PlanPricing } from "./types.ts";

/**
 * Rounds the monthly reservations to the whole volume compared with caps.
 * The value is first cut to 12 significant digits so binary noise such as
 * 216.49999999999997 (a true 216.5) rounds like the decimal figure would.
 */
export function roundVolume(monthlyReservations: number): number {
  return Math.round(Number(monthlyReservations.toPrecision(12)));
}

/** A plan is disabled when its cap is below the (rounded) monthly volume. */
export function isPlanDisabled(plan: PlanPricing, volume: number): boolean {
  return plan.cap !== null && plan.cap < volume;
}

/** Plans by ascending cap, unlimited (`null`) last; ties keep their order. */
export function sortPlansByCap(plans: readonly PlanPricing[]): PlanPricing[] {
  const capOf = (p: PlanPricing) => (p.cap === null ? Number.POSITIVE_INFINITY : p.cap);
  return [...plans].sort((a, b) => capOf(a) - capOf(b));
}

/**
 * The smallest plan whose cap covers `volume` (spec §9: first plan whose cap
 * covers the rounded monthly volume). `null` when no plan covers it, which
 * can only happen when the list has no unlimited plan.
 */
export function recommendPlan(plans: readonly PlanPricing[], volume: number): PlanPricing | null {
  return sortPlansByCap(plans).find((plan) => !isPlanDisabled(plan, volume)) ?? null;
}

/** Per-month price for the billing period: annual billing uses `yearlyPrice`. */
export function planPriceFor(plan: PlanPricing, billing: Billing): number {
  return billing === "anual" ? plan.yearlyPrice : plan.monthlyPrice;
}
