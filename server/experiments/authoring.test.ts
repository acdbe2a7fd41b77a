// @vitest-environment node
// The page changes behind "Crear variante A/B" and "Cambiar pesos": pure
// functions of the documents, refused in plain Spanish when they cannot be made.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { Refused } from "../../lib/editor/guard.ts";
import { pagesReader, variantChanges, weightChanges } from "./authoring.ts";

const base = {
  path: "/agendar-demo",
  meta: { title: "Demo" },
  sections: [
    { type: "hero", id: "hero" },
    { type: "faq", id: "faq" },
    { type: "form", id: "formulario" },
  ],
};
const NOW = new Date("2026-11-28T10:00:00Z");
const reader = (files: Record<string, unknown>) => (file: string) => files[file] as never;

describe("Crear variante A/B", () => {
  it("copies the page beside the base and declares a 50/50 test with the goal", () => {
    const plan = variantChanges(
      reader({ "pages/agendar-demo.json": base }),
      { file: "pages/agendar-demo.json", name: "b", goal: { kind: "booking" } },
      NOW,
    );
    expect(plan.variantFile).toBe("pages/agendar-demo.b.json");
    const variant = plan.files["pages/agendar-demo.b.json"]!;
    expect(Object.keys(variant).slice(0, 2)).toEqual(["path", "variant"]);
    expect(variant.sections).toEqual(base.sections);
    expect(plan.files["pages/agendar-demo.json"]!.experiment).toEqual({
      id: "agendar-demo-b-2026-11",
      weights: { control: 50, b: 50 },
      goal: { kind: "booking" },
    });
    expect(plan.message).toContain("Crea la variante b de /agendar-demo");
  });

  it("with chosen sections a shared section placed on the page goes with them, as the same reference (issue 43)", () => {
    // /agendar-demo ends with the shared «probar-por-tu-cuenta» banner, placed as #empezar.
    const plan = variantChanges(
      pagesReader(fileURLToPath(new URL("../../pages", import.meta.url))),
      { file: "agendar-demo.json", name: "prueba-corta", sections: ["booking-demo", "empezar"] },
      NOW,
    );
    expect(plan.files["agendar-demo.prueba-corta.json"]!.sections).toEqual([
      expect.objectContaining({ type: "demoBooking", id: "booking-demo" }),
      { type: "shared", id: "empezar", ref: "probar-por-tu-cuenta" },
    ]);
  });

  it("an audience (languages, device) goes into the test; an empty one is no audience; a bad device is refused", () => {
    const read = reader({ "pages/agendar-demo.json": base });
    const plan = (audience: unknown) =>
      variantChanges(read, { file: "pages/agendar-demo.json", name: "b", audience: audience as never }, NOW).files[
        "pages/agendar-demo.json"
      ]!.experiment;
    expect(plan({ languages: ["es"], device: "mobile" })).toMatchObject({
      audience: { languages: ["es"], device: "mobile" },
    });
    expect(plan({ languages: [] })).not.toHaveProperty("audience");
    expect(() => plan({ device: "tablet" })).toThrow(/mobile/);
  });

  it("with chosen sections the variant is the shorter page; an existing test keeps its id and arms", () => {
    const running = { ...base, experiment: { id: "demo-x", weights: { control: 70, b: 30 } } };
    const plan = variantChanges(
      reader({
        "pages/agendar-demo.json": running,
        "pages/agendar-demo.b.json": { path: "/agendar-demo", variant: "b" },
      }),
      { file: "pages/agendar-demo.json", name: "c", sections: ["hero", "formulario"] },
      NOW,
    );
    expect(plan.files["pages/agendar-demo.c.json"]!.sections!.map((s) => s.id)).toEqual(["hero", "formulario"]);
    expect(plan.files["pages/agendar-demo.json"]!.experiment).toEqual({
      id: "demo-x",
      weights: { control: 70, b: 30, c: 50 },
    });
  });

  it("refuses a bad name, a variant that exists, a variant of a variant, unknown sections, all weights at 0", () => {
    const read = reader({
      "pages/agendar-demo.json": base,
      "pages/agendar-demo.b.json": { path: "/agendar-demo", variant: "b" },
    });
    const attempt = (v: Partial<Parameters<typeof variantChanges>[1]>) => () =>
      variantChanges(read, { file: "pages/agendar-demo.json", name: "c", ...v }, NOW);
    expect(attempt({ name: "Control" })).toThrow(Refused);
    expect(attempt({ name: "control" })).toThrow(/control/);
    expect(attempt({ name: "b" })).toThrow(/Ya existe/);
    expect(attempt({ file: "pages/agendar-demo.b.json" })).toThrow(/ya es una variante/);
    expect(attempt({ sections: ["nope"] })).toThrow(/nope/);
    expect(attempt({ weights: { control: 0, c: 0 } })).toThrow(/nadie/);
    expect(attempt({ weights: { control: -1, c: 1 } })).toThrow(/de 0 a 1000/);
  });
});

describe("Cambiar pesos", () => {
  const running = { ...base, experiment: { id: "demo-x", weights: { control: 50, b: 50 }, goal: { kind: "booking" } } };
  it("pauses an arm or changes weights, keeping the order written and the goal", () => {
    const plan = weightChanges(reader({ "pages/agendar-demo.json": running }), "pages/agendar-demo.json", "demo-x", {
      b: "0",
    });
    expect(plan.files["pages/agendar-demo.json"]!.experiment).toEqual({
      id: "demo-x",
      weights: { control: 50, b: 0 },
      goal: { kind: "booking" },
    });
    expect(plan.message).toBe("Cambia el reparto de la prueba A/B de /agendar-demo: original 50, variante B en pausa");
  });

  it("refuses a test the page no longer declares, unknown arms and bad numbers", () => {
    const read = reader({ "pages/agendar-demo.json": running });
    expect(() => weightChanges(read, "pages/agendar-demo.json", "other", { b: 1 })).toThrow(/ya no declara/);
    expect(() => weightChanges(read, "pages/agendar-demo.json", "demo-x", { z: 1 })).toThrow(/z/);
    expect(() => weightChanges(read, "pages/agendar-demo.json", "demo-x", { b: "mucho" })).toThrow(/número/);
  });
});
