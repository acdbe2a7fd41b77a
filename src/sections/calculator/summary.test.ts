import { describe, expect, it } from "vitest";
import { analysisSummary } from "./summary";
import { computeImpact } from "./compute";
import { SPEC_DEFAULTS, SPEC_PARAMS, SPEC_PLANS } from "./fixtures";
import type { CalculatorSection } from "../../generated/schema";
import home from "../../../pages/home.json";

// The shipped home page's calculator: its labels are what the owner reads.
const section = home.sections.find((s) => s.type === "calculator") as unknown as CalculatorSection;

describe("the analysis stored with an email request", () => {
  it("lists every input and result with the calculator's own labels, formatted as on screen", () => {
    const result = computeImpact(SPEC_DEFAULTS, SPEC_PLANS, SPEC_PARAMS);
    const text = analysisSummary(section, SPEC_DEFAULTS, result, "Bronce", "es");
    const lines = text.split("\n");
    expect(lines).toContain("Ticket medio por persona: 25 €");
    expect(lines).toContain("Reservas al día: 10 reservas");
    expect(lines).toContain("No-shows actuales: 18 %");
    expect(lines).toContain("Plan: Bronce (Anual)");
    expect(lines).toContain("Tu impacto estimado");
    expect(lines).toContain(`Reservas al mes: ${result.monthlyVolume}`);
    expect(lines).toContain("Plan Bronce: 39\u00a0€ / mes");
    // Every input of the section has its line.
    for (const input of section.groups.flatMap((g) => g.inputs)) expect(text).toContain(`${input.label}: `);
    expect(text).toMatch(/^Impacto total al mes: [\d.]+\u00a0€ \/ mes$/m);
    expect(text).toMatch(/^Recuperas la inversión en: \d+ días?$/m);
  });

  it("says monthly billing and a dash for payback when nothing is recovered", () => {
    const values = {
      ...SPEC_DEFAULTS,
      billing: "mensual" as const,
      noShowNow: 0,
      noShowWithProduct: 0,
      minutesPerDay: 0,
    };
    const text = analysisSummary(section, values, computeImpact(values, SPEC_PLANS, SPEC_PARAMS), "Bronce", "es");
    expect(text).toContain("Plan: Bronce (Mensual)");
    expect(text).toContain("Recuperas la inversión en: —");
  });
});
