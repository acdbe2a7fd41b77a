import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PlansCollection } from "../../generated/schema";
import { boundsOf, defaultsOf, paramsOf, pricingOf, type CalculatorSectionData } from "./config";
import { SPEC_BOUNDS, SPEC_DEFAULTS, SPEC_PARAMS, SPEC_PLANS } from "./fixtures.ts";

// The calculator's unit tests run on fixtures.ts, a hand copy of the spec's
// figures (§5, §9). The site runs on what the marketer ships in pages/home.json
// and pages/_data/plans.json. This ties the two together: a wrong figure typed
// into the JSON, or fixtures that drift from the spec, fail here. The JSON is
// read through the same mapping the Calculator component uses (config.ts).

const home = JSON.parse(readFileSync("pages/home.json", "utf8")) as { sections: Array<{ type: string }> };
const plans = JSON.parse(readFileSync("pages/_data/plans.json", "utf8")) as PlansCollection;
const calculators = home.sections.filter((s) => s.type === "calculator") as unknown as CalculatorSectionData[];
const calculator = calculators[0];

describe("figures the home calculator ships equal the spec's (fixtures.ts)", () => {
  it("home.json has exactly one calculator section", () => {
    expect(calculators).toHaveLength(1);
  });

  it("defaults: ticket 25, 10 reservations/day, 5 days, 2 diners, 18 % → 4 %, 20 min/day, 15 €/h, bronce, anual", () => {
    expect(defaultsOf(calculator)).toEqual(SPEC_DEFAULTS);
  });

  it("constants: 4.33 weeks per month, 90 % of management time saved, 30-day payback month", () => {
    expect(paramsOf(calculator)).toEqual(SPEC_PARAMS);
  });

  it("bounds of every numeric input (spec §5)", () => {
    expect(boundsOf(calculator)).toEqual(SPEC_BOUNDS);
  });

  it("every numeric field has exactly one input, so none is left unbounded", () => {
    const fields = calculator.groups.flatMap((g) => g.inputs.map((i) => i.field)).sort();
    expect(fields).toEqual(Object.keys(SPEC_BOUNDS).sort());
  });

  it("the calculator offers the four spec plans, in order", () => {
    expect(calculator.plans).toEqual(SPEC_PLANS.map((p) => p.id));
  });

  it("plan names, monthly and annual prices and caps in plans.json (spec §9)", () => {
    const shipped = pricingOf(calculator.plans.map((id) => ({ ...plans[id]!, id })));
    expect(shipped).toEqual(SPEC_PLANS);
  });

  it("the default plan is one the calculator offers", () => {
    expect(calculator.plans).toContain(calculator.defaults.planId);
  });

  it("fixtures match the spec's §9 table as written (monthly / annual / cap), and annual saves about 20 %", () => {
    const table = SPEC_PLANS.map((p) => [p.name, p.monthlyPrice, p.yearlyPrice, p.cap]);
    expect(table).toEqual([
      ["Bronce", 49, 39, 100],
      ["Plata", 110, 89, 300],
      ["Oro", 174, 139, 500],
      ["Platinum", 249, 199, null],
    ]);
    for (const p of SPEC_PLANS) expect(1 - p.yearlyPrice / p.monthlyPrice).toBeCloseTo(0.2, 1);
  });
});
