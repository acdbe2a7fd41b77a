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

  it("names the next variant after the arms the page has", () => {
    expect(nextVariantName(["control"])).toBe("b");
    expect(nextVariantName(["control", "b"])).toBe("c");
  });
});
