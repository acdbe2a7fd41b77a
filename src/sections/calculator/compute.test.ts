import { describe, expect, it } from "vitest";
import { computeImpact, paybackDays } from "./compute.ts";
import { SPEC_DEFAULTS, SPEC_PARAMS, SPEC_PLANS } from "./fixtures.ts";
import type { CalculatorInputs } from "./types.ts";

const run = (overrides: Partial<CalculatorInputs> = {}) =>
  computeImpact({ ...SPEC_DEFAULTS, ...overrides }, SPEC_PLANS, SPEC_PARAMS);

describe("computeImpact with the spec defaults (figures derived by hand)", () => {
  const r = run();

  it("monthly reservations = 10 × 5 × 4.33 = 216.5, volume Math.round → 217", () => {
    expect(r.monthlyReservations).toBeCloseTo(216.5, 10);
    expect(r.monthlyVolume).toBe(217);
  });

  it("monthly diners = 216.5 × 2 = 433", () => {
    expect(r.monthlyDiners).toBeCloseTo(433, 10);
  });

  it("euros recovered = (433 × 18 % − 433 × 4 %) × 25 = (77.94 − 17.32) × 25 = 60.62 × 25 = 1515.5", () => {
    expect(r.eurosRecovered).toBeCloseTo(1515.5, 9);
  });

  it("minutes saved = 20 × 5 × 4.33 × 0.9 = 433 × 0.9 = 389.7", () => {
    expect(r.minutesSavedPerMonth).toBeCloseTo(389.7, 9);
  });

  it("time value = 389.7 / 60 × 15 = 6.495 × 15 = 97.425", () => {
    expect(r.timeValue).toBeCloseTo(97.425, 9);
  });

  it("total = 1515.5 + 97.425 = 1612.925", () => {
    expect(r.totalImpact).toBeCloseTo(1612.925, 9);
  });

  it("plan price = bronce annual 39; net = 1612.925 − 39 = 1573.925", () => {
    expect(r.planId).toBe("bronce");
    expect(r.planPrice).toBe(39);
    expect(r.netImpact).toBeCloseTo(1573.925, 9);
  });

  it("payback = ceil(39 / (1612.925 / 30)) = ceil(39 / 53.764…) = ceil(0.725…) = 1 day", () => {
    expect(r.paybackDays).toBe(1);
  });

  it("217 > bronce cap 100: bronce exceeded, plata (cap 300) recommended", () => {
    expect(r.currentPlanExceeded).toBe(true);
    expect(r.recommendedPlanId).toBe("plata");
  });
});

describe("computeImpact, other cases", () => {
  it("monthly billing prices bronce at 49: net = 1612.925 − 49 = 1563.925", () => {
    const r = run({ billing: "mensual" });
    expect(r.planPrice).toBe(49);
    expect(r.netImpact).toBeCloseTo(1563.925, 9);
  });

  it("annual billing uses each plan's yearly per-month price (oro: 139)", () => {
    expect(run({ planId: "oro" }).planPrice).toBe(139);
    expect(run({ planId: "oro", billing: "mensual" }).planPrice).toBe(174);
  });

  it("zero impact → payback null (dash), net = −plan price", () => {
    // no-show rates equal → recovered 0; 0 min/day → time value 0; total 0.
    const r = run({ noShowNow: 4, noShowWithProduct: 4, minutesPerDay: 0 });
    expect(r.totalImpact).toBe(0);
    expect(r.paybackDays).toBeNull();
    expect(r.netImpact).toBe(-39);
  });

  it("no-shows with the product above current ones recover 0, never negative", () => {
    // only time value remains: 97.425
    const r = run({ noShowNow: 4, noShowWithProduct: 18 });
    expect(r.eurosRecovered).toBe(0);
    expect(r.totalImpact).toBeCloseTo(97.425, 9);
    // payback = ceil(39 / (97.425 / 30)) = ceil(39 / 3.2475) = ceil(12.009…) = 13
    expect(r.paybackDays).toBe(13);
  });

  it("7 days: 10 × 7 × 4.33 = 303.1 → 303 > plata 300 → oro", () => {
    const r = run({ daysPerWeek: 7 });
    expect(r.monthlyReservations).toBeCloseTo(303.1, 9);
    expect(r.monthlyVolume).toBe(303);
    // diners 606.2; recovered = 606.2 × 14 % × 25 = 84.868 × 25 = 2121.7
    expect(r.eurosRecovered).toBeCloseTo(2121.7, 9);
    // minutes = 20 × 7 × 4.33 × 0.9 = 606.2 × 0.9 = 545.58; value = 545.58 / 60 × 15 = 136.395
    expect(r.minutesSavedPerMonth).toBeCloseTo(545.58, 9);
    expect(r.timeValue).toBeCloseTo(136.395, 9);
    expect(r.totalImpact).toBeCloseTo(2258.095, 9);
    expect(r.recommendedPlanId).toBe("oro");
  });

  it("100 % current no-shows: recovered = 433 × (100 − 4) % × 25 = 415.68 × 25 = 10392", () => {
    const r = run({ noShowNow: 100 });
    expect(r.eurosRecovered).toBeCloseTo(10392, 9);
    expect(r.totalImpact).toBeCloseTo(10392 + 97.425, 9);
    // payback = ceil(39 / (10489.425 / 30)) = ceil(0.111…) = 1
    expect(r.paybackDays).toBe(1);
  });

  it("small volume: 4 × 5 × 4.33 = 86.6 → 87 ≤ 100: bronce fits and is recommended", () => {
    const r = run({ reservationsPerDay: 4 });
    expect(r.monthlyVolume).toBe(87);
    expect(r.currentPlanExceeded).toBe(false);
    expect(r.recommendedPlanId).toBe("bronce");
  });

  it("huge volume only fits the unlimited plan", () => {
    // 200 × 7 × 4.33 = 6062
    const r = run({ reservationsPerDay: 200, daysPerWeek: 7, planId: "oro" });
    expect(r.monthlyVolume).toBe(6062);
    expect(r.currentPlanExceeded).toBe(true);
    expect(r.recommendedPlanId).toBe("platinum");
    expect(run({ reservationsPerDay: 200, daysPerWeek: 7, planId: "platinum" }).currentPlanExceeded).toBe(false);
  });

  it("an unknown plan id prices the smallest plan and reports its id", () => {
    const r = run({ planId: "platinium" });
    expect(r.planId).toBe("bronce");
    expect(r.planPrice).toBe(39);
  });

  it("no plans: price 0, no recommendation, nothing exceeded", () => {
    const r = computeImpact(SPEC_DEFAULTS, [], SPEC_PARAMS);
    expect(r.planPrice).toBe(0);
    expect(r.recommendedPlanId).toBeNull();
    expect(r.currentPlanExceeded).toBe(false);
    expect(r.paybackDays).toBe(0);
  });

  it("uses the constants it is given, not built-in ones", () => {
    // 4 weeks, 50 % saved: minutes = 20 × 5 × 4 × 0.5 = 200
    const r = computeImpact(SPEC_DEFAULTS, SPEC_PLANS, {
      weeksPerMonth: 4,
      managementTimeSaved: 0.5,
      daysPerMonth: 30,
    });
    expect(r.monthlyReservations).toBe(200);
    expect(r.minutesSavedPerMonth).toBe(200);
  });
});

describe("paybackDays", () => {
  it("rounds up partial days", () => {
    // 39 / (584 / 30) = 2.003… → 3
    expect(paybackDays(39, 584, 30)).toBe(3);
  });
  it("an exact quotient stays exact: 39 / (585 / 30) = 2", () => {
    expect(paybackDays(39, 585, 30)).toBe(2);
  });
  it("ignores binary noise: 39 / (46.8 / 30) is 25 (floats give 25.000000000000004)", () => {
    expect(paybackDays(39, 46.8, 30)).toBe(25);
  });
  it("is null for zero, negative or NaN impact", () => {
    expect(paybackDays(39, 0, 30)).toBeNull();
    expect(paybackDays(39, -5, 30)).toBeNull();
    expect(paybackDays(39, Number.NaN, 30)).toBeNull();
  });
});
