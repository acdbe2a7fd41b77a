import { isPlanDisabled, planPriceFor, recommendPlan, roundVolume, sortPlansByCap } from "./plans.ts";
import type { CalculatorInputs, CalculatorParams, ImpactResult, PlanPricing } from "./types.ts";

/**
 * The savings calculator (spec §9 "Calculator"):
 *
 * - monthly reservations = reservations/day × days/week × weeksPerMonth
 * - monthly diners       = monthly reservations × diners/reservation
 * - no-shows             = monthly diners × percentage / 100
 * - euros recovered      = max(0, (no-shows now − no-shows with product) × ticket)
 * - minutes saved/month  = minutes/day × days/week × weeksPerMonth × managementTimeSaved
 *   (the product is assumed to save that share, 90 % in the spec, of the
 *   management time the visitor reports)
 * - time value           = minutes saved / 60 × cost/hour
 * - total impact         = euros recovered + time value
 * - net impact           = total impact − plan price (per month, for the billing period)
 * - payback days         = ceil(plan price / (total impact / daysPerMonth)); null when
 *   total impact ≤ 0 (the UI shows a dash)
 *
 * Figures are returned unrounded; rounding is a display concern.
 *
 * If `inputs.planId` names no plan (stale storage, renamed plan), the smallest
 * plan is priced instead and its id is returned as `planId`. With no plans at
 * all the price is 0 and `planId` echoes the input.
 */
export function computeImpact(
  inputs: CalculatorInputs,
  plans: readonly PlanPricing[],
  params: CalculatorParams,
): ImpactResult {
  const { weeksPerMonth, managementTimeSaved, daysPerMonth } = params;

  const monthlyReservations = inputs.reservationsPerDay * inputs.daysPerWeek * weeksPerMonth;
  const monthlyVolume = roundVolume(monthlyReservations);
  const monthlyDiners = monthlyReservations * inputs.dinersPerReservation;
  const noShowsNow = (monthlyDiners * inputs.noShowNow) / 100;
  const noShowsWithProduct = (monthlyDiners * inputs.noShowWithProduct) / 100;
  const eurosRecovered = Math.max(0, (noShowsNow - noShowsWithProduct) * inputs.ticket);

  const minutesSavedPerMonth = inputs.minutesPerDay * inputs.daysPerWeek * weeksPerMonth * managementTimeSaved;
  const timeValue = (minutesSavedPerMonth / 60) * inputs.costPerHour;
  const totalImpact = eurosRecovered + timeValue;

  const plan = plans.find((p) => p.id === inputs.planId) ?? sortPlansByCap(plans)[0];
  const planPrice = plan ? planPriceFor(plan, inputs.billing) : 0;
  const netImpact = totalImpact - planPrice;

  return {
    monthlyReservations,
    monthlyVolume,
    monthlyDiners,
    eurosRecovered,
    minutesSavedPerMonth,
    timeValue,
    totalImpact,
    planId: plan ? plan.id : inputs.planId,
    planPrice,
    netImpact,
    paybackDays: paybackDays(planPrice, totalImpact, daysPerMonth),
    recommendedPlanId: recommendPlan(plans, monthlyVolume)?.id ?? null,
    currentPlanExceeded: plan ? isPlanDisabled(plan, monthlyVolume) : false,
  };
}

/**
 * ceil(price / (impact / daysPerMonth)), or null when impact ≤ 0. The
 * quotient is cut to 12 significant digits before `ceil`, so a true 2 that
 * floats as 2.0000000000000004 does not become 3 days.
 */
export function paybackDays(planPrice: number, totalImpact: number, daysPerMonth: number): number | null {
  if (!(totalImpact > 0)) return null;
  const days = planPrice / (totalImpact / daysPerMonth);
  return Math.max(0, Math.ceil(Number(days.toPrecision(12))));
}
