import { describe, expect, it } from "vitest";
import { fillTemplate } from "./template.ts";

describe("fillTemplate", () => {
  it("fills every known placeholder", () => {
    expect(fillTemplate("Subir a {plan} · {price} / mes", { plan: "Plata", price: "89 €" })).toBe(
      "Subir a Plata · 89 € / mes",
    );
  });
  it("accepts numbers and repeated placeholders", () => {
    expect(fillTemplate("{n} y {n}", { n: 3 })).toBe("3 y 3");
  });
  it("leaves unknown placeholders visible", () => {
    expect(fillTemplate("Hola {nombre}", {})).toBe("Hola {nombre}");
  });
});
