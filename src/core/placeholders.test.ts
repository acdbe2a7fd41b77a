import { describe, expect, it } from "vitest";
import { fillPlaceholders, placeholderValues } from "./placeholders.ts";

describe("site placeholders", () => {
  const values = placeholderValues(
    { brand: { name: "Mesalia" }, contact: { email: "hola@mesalia.com", phone: "+34 600 000 000" } },
    new Date("2026-11-30T10:00:00Z"),
  );

  it("fills {product}, {email}, {phone} and {year} from the site document", () => {
    expect(fillPlaceholders("{product} · {email} · {phone} · © {year}", values)).toBe(
      "Mesalia · hola@mesalia.com · +34 600 000 000 · © 2026",
    );
  });

  it("leaves other braces as written", () => {
    expect(fillPlaceholders("Hola {name}, {policy}", values)).toBe("Hola {name}, {policy}");
  });
});
