import { describe, expect, it } from "vitest";
import type { Plan, PlansCollection } from "../../generated/schema";
import { ancestry, duplicateFeatureProblems, planFeatures } from "./features";

const plan = (name: string, [first, ...rest]: [string, ...string[]], inheritFrom?: string): Plan => ({
  name,
  description: `${name}.`,
  monthlyPrice: 10,
  yearlyPrice: 8,
  cap: null,
  users: null,
  isPopular: false,
  ...(inheritFrom ? { inheritFrom } : {}),
  features: [{ name: first }, ...rest.map((f) => ({ name: f }))],
});

const plans: PlansCollection = {
  bronce: plan("Bronce", ["Plano de sala", "CRM de clientes"]),
  plata: plan("Plata", ["Carta digital"], "bronce"),
  oro: plan("Oro", ["Soporte prioritario", "Pagos con tarjeta"], "plata"),
};

describe("plan features", () => {
  it("walks the plans a plan builds on, nearest first", () => {
    expect(ancestry(plans, "oro")).toEqual(["plata", "bronce"]);
    expect(ancestry(plans, "bronce")).toEqual([]);
    expect(ancestry({ a: plan("A", ["x"], "b"), b: plan("B", ["y"], "a") }, "a")).toEqual(["b"]);
  });

  it("gives a plan's own features and each inherited plan's, once each", () => {
    expect(planFeatures(plans, "oro")).toEqual({
      own: ["Soporte prioritario", "Pagos con tarjeta"],
      inherited: [
        { planId: "plata", planName: "Plata", features: ["Carta digital"] },
        { planId: "bronce", planName: "Bronce", features: ["Plano de sala", "CRM de clientes"] },
      ],
    });
  });

  it("accepts plans that list each feature once", () => {
    expect(duplicateFeatureProblems(plans)).toEqual([]);
  });

  it("refuses a feature listed twice in one plan, whatever its case and spacing", () => {
    const problems = duplicateFeatureProblems({
      ...plans,
      oro: plan("Oro", ["Soporte prioritario", "soporte  Prioritario "], "plata"),
    });
    expect(problems).toEqual([
      {
        pointer: "/oro/features/1/name",
        message: expect.stringContaining("repeats /oro/features/0"),
        es: expect.stringMatching(/está dos veces en este plan \(la 1\.ª\): nómbrala una sola vez$/),
      },
    ]);
  });

  it("refuses a feature a plan already includes through the plan it builds on", () => {
    const problems = duplicateFeatureProblems({
      ...plans,
      oro: plan("Oro", ["Soporte prioritario", "CRM de clientes"], "plata"),
    });
    expect(problems).toEqual([
      {
        pointer: "/oro/features/1/name",
        message: expect.stringContaining('already included through "bronce"'),
        es: expect.stringContaining("ya está incluida en el plan «bronce»"),
      },
    ]);
  });
});
