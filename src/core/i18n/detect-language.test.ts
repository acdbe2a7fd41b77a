import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createGeoLookup,
  detectLanguage,
  languageForCountry,
  languageFromBrowser,
  parseGeoResponse,
  type CountryLookup,
} from "./detect-language.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("languageForCountry", () => {
  it("maps Spanish-speaking countries to es", () => {
    for (const code of [
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
      "GQ",
    ]) {
      expect(languageForCountry(code)).toBe("es");
    }
  });
  it("maps IT, SM and VA to it", () => {
    for (const code of ["IT", "SM", "VA"]) expect(languageForCountry(code)).toBe("it");
  });
  it("maps French-speaking countries and French overseas codes to fr", () => {
    for (const code of ["FR", "MC", "BE", "LU", "SN", "CI", "CD", "CF", "DJ", "HT", "RE", "GP"])
      expect(languageForCountry(code)).toBe("fr");
  });
  it("sends everyone else, including CH and CA, to en", () => {
    for (const code of ["US", "GB", "DE", "BR", "PT", "CH", "CA", "XX"]) expect(languageForCountry(code)).toBe("en");
  });
  it("is case-insensitive and tolerates blanks and missing codes", () => {
    expect(languageForCountry("mx")).toBe("es");
    expect(languageForCountry(" it ")).toBe("it");
    expect(languageForCountry("")).toBe("en");
    expect(languageForCountry(null)).toBe("en");
    expect(languageForCountry(undefined)).toBe("en");
  });
});

describe("languageFromBrowser", () => {
  it("returns the first supported primary subtag", () => {
    expect(languageFromBrowser(["de-DE", "fr-CA", "es-ES"])).toBe("fr");
    expect(languageFromBrowser(["es-419"])).toBe("es");
    expect(languageFromBrowser(["IT"])).toBe("it");
    expect(languageFromBrowser(["en_GB"])).toBe("en");
  });
  it("returns null when nothing is supported", () => {
    expect(languageFromBrowser(["de", "pt-BR"])).toBeNull();
    expect(languageFromBrowser([])).toBeNull();
    expect(languageFromBrowser([""])).toBeNull();
  });
});

describe("parseGeoResponse", () => {
  it("reads country_code first, then country", () => {
    expect(parseGeoResponse({ country_code: "es", country: "FR" })).toBe("ES");
    expect(parseGeoResponse({ country: "IT" })).toBe("IT");
  });
  it("ignores full country names and non-strings", () => {
    expect(parseGeoResponse({ country: "Spain" })).toBeNull();
    expect(parseGeoResponse({ country_code: "Spain", country: "ES" })).toBe("ES");
    expect(parseGeoResponse({ country_code: 34 })).toBeNull();
  });
  it("returns null for non-objects", () => {
    for (const body of [null, undefined, "ES", 1, true]) expect(parseGeoResponse(body)).toBeNull();
  });
});

describe("detectLanguage", () => {
  const lookupOf = (code: string | null) => vi.fn<CountryLookup>(async () => code);

  it("uses a valid stored value first, without asking anything else", async () => {
    const lookup = lookupOf("FR");
    await expect(detectLanguage({ stored: "it", browserLanguages: ["es"], lookupCountry: lookup })).resolves.toBe("it");
    expect(lookup).not.toHaveBeenCalled();
  });

  it("ignores an invalid stored value and uses the browser list", async () => {
    const lookup = lookupOf("FR");
    await expect(
      detectLanguage({ stored: "de", browserLanguages: ["de-DE", "es-MX"], lookupCountry: lookup }),
    ).resolves.toBe("es");
    expect(lookup).not.toHaveBeenCalled();
  });

  it("falls through to the country lookup", async () => {
    await expect(
      detectLanguage({ stored: null, browserLanguages: ["de"], lookupCountry: lookupOf("AR") }),
    ).resolves.toBe("es");
    await expect(detectLanguage({ browserLanguages: [], lookupCountry: lookupOf("SM") })).resolves.toBe("it");
    await expect(detectLanguage({ lookupCountry: lookupOf("DE") })).resolves.toBe("en");
  });

  it("falls back to en when the lookup finds no country or there is no lookup", async () => {
    await expect(detectLanguage({ lookupCountry: lookupOf(null) })).resolves.toBe("en");
    await expect(detectLanguage({})).resolves.toBe("en");
  });

  it("is silent when the lookup rejects or throws", async () => {
    const rejecting: CountryLookup = () => Promise.reject(new Error("network"));
    const throwing: CountryLookup = () => {
      throw new Error("sync");
    };
    const errorSpy = vi.spyOn(console, "error");
    await expect(detectLanguage({ lookupCountry: rejecting })).resolves.toBe("en");
    await expect(detectLanguage({ lookupCountry: throwing })).resolves.toBe("en");
    expect(errorSpy).not.toHaveBeenCalled();
    errorSpy.mockRestore();
  });

  it("aborts the lookup after 2200 ms by default and answers en", async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const never: CountryLookup = (signal) => {
      seen = signal;
      return new Promise(() => {}); // ignores the signal on purpose
    };
    let result: string | undefined;
    void detectLanguage({ lookupCountry: never }).then((lang) => (result = lang));

    await vi.advanceTimersByTimeAsync(2199);
    expect(result).toBeUndefined();
    expect(seen?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(seen?.aborted).toBe(true);
    expect(result).toBe("en");
  });

  it("uses a lookup answer that arrives before the time-out and clears the timer", async () => {
    vi.useFakeTimers();
    const slow: CountryLookup = () => new Promise((resolve) => setTimeout(() => resolve("FR"), 2000));
    const pending = detectLanguage({ lookupCountry: slow });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toBe("fr");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("honours a custom timeout", async () => {
    vi.useFakeTimers();
    const slow: CountryLookup = () => new Promise((resolve) => setTimeout(() => resolve("IT"), 600));
    const pending = detectLanguage({ lookupCountry: slow, timeoutMs: 500 });
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toBe("en");
  });
});

describe("createGeoLookup", () => {
  const signal = new AbortController().signal;

  it("fetches the URL with the signal and parses the body", async () => {
    const fetchImpl = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ country_code: "MX" }), { status: 200 }),
    );
    const lookup = createGeoLookup("https://geo.example/json", fetchImpl);
    await expect(lookup(signal)).resolves.toBe("MX");
    expect(fetchImpl).toHaveBeenCalledWith("https://geo.example/json", expect.objectContaining({ signal }));
  });

  it("returns null on an HTTP error", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response("nope", { status: 429 }));
    await expect(createGeoLookup("https://geo.example/json", fetchImpl)(signal)).resolves.toBeNull();
  });
});
