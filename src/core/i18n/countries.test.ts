import { describe, expect, it } from "vitest";
import { COUNTRY_LANGUAGES, languageForCountry } from "./countries.ts";
import { LANGS } from "./languages.ts";
import { countries as COUNTRIES } from "../booking/countries.ts";

describe("country → language table", () => {
  it("holds two-letter upper-case codes mapped to site languages other than the fallback", () => {
    for (const [code, lang] of Object.entries(COUNTRY_LANGUAGES)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(LANGS).toContain(lang);
      expect(lang).not.toBe("en");
      expect(languageForCountry(code)).toBe(lang);
    }
  });

  it("covers every Spanish-speaking country the phone selector knows", () => {
    const spanishSpeaking = [
      "ES",
      "MX",
      "AR",
      "CO",
      "CL",
      "PE",
      "VE",
      "EC",
      "GT",
      "CU",
      "BO",
      "DO",
      "HN",
      "PY",
      "SV",
      "NI",
      "CR",
      "PA",
      "UY",
      "PR",
    ];
    const known = COUNTRIES.map((c) => c.code).filter((code) => spanishSpeaking.includes(code));
    expect(known.length).toBeGreaterThan(5);
    for (const code of known) expect(COUNTRY_LANGUAGES[code]).toBe("es");
  });

  it("sends the rest of the phone selector's countries to English, French or Italian only as the spec says", () => {
    for (const { code } of COUNTRIES) {
      const lang = languageForCountry(code);
      if (["IT", "SM", "VA"].includes(code)) expect(lang).toBe("it");
      else if (["FR", "BE", "LU", "MC"].includes(code)) expect(lang).toBe("fr");
      else if (["US", "GB", "DE", "PT", "BR", "CH", "CA", "NL", "IE"].includes(code)) expect(lang).toBe("en");
    }
  });
});
