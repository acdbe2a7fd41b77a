import { describe, expect, it } from "vitest";
import { defaultGoal, goalOptions, nextVariantName } from "./VariantDialog";

describe("Crear variante A/B's choices", () => {
  it("offers any lead, the demo booking and each form of the page; starts on what the page is for", () => {
    const contact = [
      { type: "pageHeader", id: "contacto" },
      { type: "form", id: "formulario" },
      { type: "demoBooking", id: "booking-demo" },
    ];
    expect(goalOptions(contact).map((g) => g.goal)).toEqual([
      { kind: "lead" },
      { kind: "booking" },
      { kind: "form", form: "formulario" },
    ]);
    expect(defaultGoal(contact)).toBe("form:formulario");
    expect(defaultGoal([{ type: "demoBooking", id: "d" }])).toBe("booking");
    expect(defaultGoal([{ type: "hero", id: "h" }])).toBe("lead");
  });

  it("starts on the page's form when the form is a shared section, under its id on this page", () => {
    const shared = { contacto: { type: "form", id: "formulario" }, cierre: { type: "ctaBanner", id: "empezar" } };
    const named = (name: string) => shared[name as keyof typeof shared];
    const oferta = [
      { type: "hero", id: "inicio" },
      { type: "shared", ref: "cierre" },
      { type: "shared", id: "formulario-oferta", ref: "contacto" },
    ];
    expect(defaultGoal(oferta, named)).toBe("form:formulario-oferta");
    expect(goalOptions(oferta, named).at(-1)?.goal).toEqual({ kind: "form", form: "formulario-oferta" });
    // Placed without an id of its own, the form keeps the shared section's.
    expect(defaultGoal([{ type: "shared", ref: "contacto" }], named)).toBe("form:formulario");
  });

  it("names the next variant after the arms the page has", () => {
    expect(nextVariantName(["control"])).toBe("b");
    expect(nextVariantName(["control", "b"])).toBe("c");
  });
});
