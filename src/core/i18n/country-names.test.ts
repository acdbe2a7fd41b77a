import { describe, expect, it } from "vitest";
import { searchCountries } from "../booking/countries.ts";
import { countryName } from "./country-names.ts";

describe("countryName", () => {
  it("names countries in the visitor's language", () => {
    expect(countryName("DE", "en", "Alemania")).toBe("Germany");
    expect(countryName("DE", "fr", "Alemania")).toBe("Allemagne");
    expect(countryName("DE", "it", "Alemania")).toBe("Germania");
    expect(countryName("mx", "en", "México")).toBe("Mexico");
  });
  it("keeps the authored Spanish name in Spanish", () => {
    expect(countryName("US", "es", "Estados Unidos")).toBe("Estados Unidos");
  });
  it("falls back to the given name for codes Intl cannot name", () => {
    expect(countryName("XX", "en", "Xlandia")).toBe("Xlandia");
    expect(countryName("not a code", "en", "Nada")).toBe("Nada");
  });
});

describe("phone country search in the visitor's language", () => {
  const english = (c: { code: string; name: string }) => countryName(c.code, "en", c.name);

  it("finds a country by its English name as well as its Spanish one", () => {
    expect(searchCountries("germany", english).map((c) => c.code)).toContain("DE");
    expect(searchCountries("alemania", english).map((c) => c.code)).toContain("DE");
    expect(searchCountries("germany").map((c) => c.code)).not.toContain("DE");
  });
});
