import { describe, expect, it } from "vitest";
import { isPlanDisabled, planPriceFor, recommendPlan, roundVolume, sortPlansByCap } from "./plans.ts";
import { SPEC_PLANS } from "./fixtures.ts";

const [bronce, plata, , platinum] = SPEC_PLANS;

describe("isPlanDisabled", () => {
  it("disables a plan only when its cap is strictly below the volume", () => {
    expect(isPlanDisabled(bronce, 100)).toBe(false);
    expect(isPlanDisabled(bronce, 101)).toBe(true);
  });
  it("never disables an unlimited plan", () => {
    expect(isPlanDisabled(platinum, 1_000_000)).toBe(false);
  });
});

describe("recommendPlan", () => {
  it("picks the smallest covering plan", () => {
    expect(recommendPlan(SPEC_PLANS, 0)?.id).toBe("bronce");
    expect(recommendPlan(SPEC_PLANS, 100)?.id).toBe("bronce");
    expect(recommendPlan(SPEC_PLANS, 101)?.id).toBe("plata");
    expect(recommendPlan(SPEC_PLANS, 300)?.id).toBe("plata");
    expect(recommendPlan(SPEC_PLANS, 301)?.id).toBe("oro");
    expect(recommendPlan(SPEC_PLANS, 501)?.id).toBe("platinum");
  });
  it("orders by cap whatever the input order, unlimited last", () => {
    const shuffled = [SPEC_PLANS[3], SPEC_PLANS[2], SPEC_PLANS[0], SPEC_PLANS[1]];
    expect(recommendPlan(shuffled, 150)?.id).toBe("plata");
    expect(sortPlansByCap(shuffled).map((p) => p.id)).toEqual(["bronce", "plata", "oro", "platinum"]);
    expect(shuffled[0].id).toBe("platinum"); // input not mutated
  });
  it("returns null when nothing covers the volume", () => {
    expect(recommendPlan([bronce, plata], 301)).toBeNull();
    expect(recommendPlan([], 1)).toBeNull();
  });
});

describe("roundVolume", () => {
  it("rounds half up like the decimal figure", () => {
    expect(roundVolume(216.5)).toBe(217);
    expect(roundVolume(216.49999999999997)).toBe(217);
    expect(roundVolume(216.49)).toBe(216);
  });
});

describe("planPriceFor", () => {
  it("uses the yearly per-month price for 'anual' and the monthly one for 'mensual'", () => {
    expect(planPriceFor(plata, "anual")).toBe(89);
    expect(planPriceFor(plata, "mensual")).toBe(110);
  });
});
