import { describe, expect, it } from "vitest";
import { countries, defaultCountryFromLanguages, findCountry, flagEmoji, searchCountries } from "./countries.ts";

describe("countries", () => {
  it("has exactly 40 unique countries with Spain first", () => {
    expect(countries).toHaveLength(40);
    expect(new Set(countries.map((c) => c.code)).size).toBe(40);
    expect(countries[0]?.code).toBe("ES");
  });

  it.each([
    ["ES", "+34"],
    ["US", "+1"],
    ["MX", "+52"],
    ["AR", "+54"],
    ["CO", "+57"],
    ["DO", "+1"],
    ["CA", "+1"],
    ["FR", "+33"],
    ["DE", "+49"],
    ["IT", "+39"],
    ["PT", "+351"],
    ["GB", "+44"],
  ])("%s has prefix %s", (code, prefix) => {
    expect(findCountry(code)?.prefix).toBe(prefix);
  });

  it("every entry is well formed", () => {
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.prefix).toMatch(/^\+\d{1,3}$/);
      expect(c.name.length).toBeGreaterThan(0);
      expect(c.flag).toBe(flagEmoji(c.code));
    }
  });

  it("builds flag emoji from regional indicators", () => {
    expect(flagEmoji("ES")).toBe("🇪🇸");
    expect(flagEmoji("mx")).toBe("🇲🇽");
  });
});

describe("findCountry", () => {
  it("is case-insensitive and returns undefined for unknown codes", () => {
    expect(findCountry("mx")?.name).toBe("México");
    expect(findCountry("ZZ")).toBeUndefined();
    expect(findCountry("")).toBeUndefined();
  });
});

describe("searchCountries", () => {
  const codes = (q: string) => searchCountries(q).map((c) => c.code);

  it("returns all countries for an empty or blank query", () => {
    expect(searchCountries("")).toHaveLength(40);
    expect(searchCountries("   ")).toHaveLength(40);
  });

  it("matches names case- and accent-insensitively", () => {
    expect(codes("mexico")).toEqual(["MX"]);
    expect(codes("MÉXICO")).toEqual(["MX"]);
    expect(codes("peru")).toEqual(["PE"]);
    expect(codes("españa")).toEqual(["ES"]);
    expect(codes("espana")).toEqual(["ES"]);
    expect(codes("república")).toContain("DO");
  });

  it("matches substrings of names", () => {
    expect(codes("reino")).toEqual(["GB"]);
    expect(codes("unido").sort()).toEqual(["GB", "US"]);
  });

  it("matches the code exactly", () => {
    expect(codes("gb")).toEqual(["GB"]);
    expect(codes("DE")).toContain("DE");
  });

  it("matches prefix digits, with or without plus", () => {
    expect(codes("+34")).toEqual(["ES"]);
    expect(codes("34")).toEqual(["ES"]);
    expect(codes("351")).toEqual(["PT"]);
    expect(codes("+1").sort()).toEqual(["CA", "DO", "PR", "US"]);
    expect(codes("+35").sort()).toEqual(["IE", "LU", "PT"]);
  });

  it("returns [] when nothing matches", () => {
    expect(searchCountries("atlantida")).toEqual([]);
    expect(searchCountries("+999")).toEqual([]);
  });
});

describe("defaultCountryFromLanguages", () => {
  it("uses the region of the first language that has one", () => {
    expect(defaultCountryFromLanguages(["es-MX", "en-US"])).toBe("MX");
    expect(defaultCountryFromLanguages(["fr-FR"])).toBe("FR");
    expect(defaultCountryFromLanguages(["en", "de-DE"])).toBe("DE");
    expect(defaultCountryFromLanguages(["es_AR"])).toBe("AR");
  });

  it("falls back to ES when no region or region not listed", () => {
    expect(defaultCountryFromLanguages([])).toBe("ES");
    expect(defaultCountryFromLanguages(["es", "en"])).toBe("ES");
    expect(defaultCountryFromLanguages(["ja-JP", "en-IN"])).toBe("ES");
    expect(defaultCountryFromLanguages(["es-419"])).toBe("ES");
  });

  it("skips a region that is not one of the 40 and tries the next language", () => {
    expect(defaultCountryFromLanguages(["ja-JP", "es-MX"])).toBe("MX");
    expect(defaultCountryFromLanguages(["en-IN", "es-419", "pt-PT"])).toBe("PT");
  });

  it("skips malformed tags", () => {
    expect(defaultCountryFromLanguages(["!!", "it-IT"])).toBe("IT");
  });
});
