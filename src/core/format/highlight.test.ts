import { describe, expect, it } from "vitest";
import { splitHighlight } from "./highlight";

describe("splitHighlight", () => {
  it("splits around the first occurrence", () => {
    expect(splitHighlight("Tu carta, siempre al día", "siempre al día")).toEqual(["Tu carta, ", "siempre al día", ""]);
  });
  it("highlights nothing when absent or not found", () => {
    expect(splitHighlight("Hola", undefined)).toEqual(["Hola", "", ""]);
    expect(splitHighlight("Hola", "adiós")).toEqual(["Hola", "", ""]);
  });
});
