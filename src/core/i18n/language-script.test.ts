// @vitest-environment node
// The inline first-visit script of the Spanish pages, run in a sandbox with a
// fake window: the order stored → browser → country → EN, the redirect that
// keeps path, query and hash, the hidden page while the lookup runs, the
// 2.2 s time-out and the silent failure.
import { afterEach, describe, expect, it, vi } from "vitest";
import { runInNewContext } from "node:vm";
import { detectLanguage } from "./detect-language";
import { GEO_LOOKUP_URL, GEO_SESSION_KEY, LANGUAGE_STORAGE_KEY, languageScript } from "./language-script";

afterEach(() => {
  vi.useRealTimers();
});

interface Visit {
  stored?: string | null;
  languages?: string[];
  sessionGeo?: string;
  userAgent?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  geo?: () => Promise<{ ok: boolean; json: () => Promise<unknown> }>;
  storageThrows?: boolean;
}

function visit(v: Visit) {
  const local: Record<string, string> = v.stored ? { [LANGUAGE_STORAGE_KEY]: v.stored } : {};
  const session: Record<string, string> = v.sessionGeo ? { [GEO_SESSION_KEY]: v.sessionGeo } : {};
  const storage = (data: Record<string, string>) => ({
    getItem: (k: string) => {
      if (v.storageThrows) throw new Error("SecurityError");
      return data[k] ?? null;
    },
    setItem: (k: string, value: string) => {
      data[k] = value;
    },
  });
  const replaced: string[] = [];
  const style = { visibility: "" };
  const signals: AbortSignal[] = [];
  const fetch = vi.fn((_url: string, init: { signal?: AbortSignal }) => {
    if (init.signal) signals.push(init.signal);
    return v.geo ? v.geo() : Promise.reject(new Error("offline"));
  });
  const window = {
    document: { documentElement: { style } },
    navigator: {
      userAgent: v.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
      languages: v.languages ?? [],
      language: v.languages?.[0] ?? "",
    },
    location: {
      pathname: v.pathname ?? "/contact",
      search: v.search ?? "",
      hash: v.hash ?? "",
      replace: (url: string) => replaced.push(url),
    },
    localStorage: storage(local),
    sessionStorage: storage(session),
    fetch,
    AbortController,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  };
  runInNewContext(languageScript, { window });
  return { replaced, style, fetch, signals, session };
}

const answer =
  (body: unknown, ok = true) =>
  () =>
    Promise.resolve({ ok, json: () => Promise.resolve(body) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("language script: stored choice and browser languages (synchronous)", () => {
  it("uses a stored choice first, keeping path, query and hash, hiding the Spanish page", () => {
    const r = visit({ stored: "fr", languages: ["en-US"], pathname: "/contact", search: "?a=1", hash: "#formulario" });
    expect(r.replaced).toEqual(["/fr/contact?a=1#formulario"]);
    expect(r.style.visibility).toBe("hidden");
    expect(r.fetch).not.toHaveBeenCalled();
  });

  it("stays on Spanish, visible, when the stored choice is Spanish whatever the browser says", () => {
    const r = visit({ stored: "es", languages: ["en-US"] });
    expect(r.replaced).toEqual([]);
    expect(r.style.visibility).toBe("");
    expect(r.fetch).not.toHaveBeenCalled();
  });

  it("ignores an unknown stored value and takes the first supported browser language", () => {
    expect(visit({ stored: "de", languages: ["de-DE", "it-IT", "en"] }).replaced).toEqual(["/it/contact"]);
  });

  it("uses the browser language when nothing is stored (fr-FR → /fr)", () => {
    expect(visit({ languages: ["fr-FR", "fr"] }).replaced).toEqual(["/fr/contact"]);
  });

  it("maps the home page to /en, not /en/", () => {
    expect(visit({ languages: ["en-GB"], pathname: "/" }).replaced).toEqual(["/en"]);
  });

  it("leaves a Spanish-speaking browser on the page", () => {
    const r = visit({ languages: ["es-MX", "en"] });
    expect(r.replaced).toEqual([]);
    expect(r.fetch).not.toHaveBeenCalled();
  });

  it("treats storage that throws (privacy modes) as nothing stored", () => {
    expect(visit({ storageThrows: true, languages: ["it"] }).replaced).toEqual(["/it/contact"]);
  });

  it("never redirects nor hides for crawlers and audits", () => {
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 Chrome-Lighthouse",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
    ]) {
      const r = visit({ userAgent, languages: ["en-US"] });
      expect(r.replaced).toEqual([]);
      expect(r.style.visibility).toBe("");
    }
  });
});

describe("language script: country lookup", () => {
  it("hides the page, asks the endpoint, and shows Spanish for a Spanish-speaking country", async () => {
    const r = visit({ languages: ["de-DE"], geo: answer({ country_code: "MX" }) });
    expect(r.style.visibility).toBe("hidden");
    expect(r.fetch).toHaveBeenCalledWith(GEO_LOOKUP_URL, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await settle();
    expect(r.replaced).toEqual([]);
    expect(r.style.visibility).toBe("");
    expect(r.session[GEO_SESSION_KEY]).toBe("es");
  });

  it("sends IT/SM/VA to Italian and French-speaking countries to French, reading `country` too", async () => {
    const it1 = visit({ geo: answer({ country_code: "SM" }) });
    const fr1 = visit({ geo: answer({ country: "BE" }) });
    const other = visit({ geo: answer({ country_code: "DE" }) });
    await settle();
    expect(it1.replaced).toEqual(["/it/contact"]);
    expect(fr1.replaced).toEqual(["/fr/contact"]);
    expect(other.replaced).toEqual(["/en/contact"]);
  });

  it("is silent on failure and answers English (network error, HTTP error, odd body)", async () => {
    const rejected = visit({});
    const http = visit({ geo: answer({ country_code: "ES" }, false) });
    const odd = visit({ geo: answer({ country: "Spain" }) });
    await settle();
    expect(rejected.replaced).toEqual(["/en/contact"]);
    expect(http.replaced).toEqual(["/en/contact"]);
    expect(odd.replaced).toEqual(["/en/contact"]);
  });

  it("aborts the lookup after 2.2 s and answers English", async () => {
    vi.useFakeTimers();
    const r = visit({ languages: ["pt-BR"], geo: () => new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(2199);
    expect(r.replaced).toEqual([]);
    expect(r.style.visibility).toBe("hidden");
    expect(r.signals[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.signals[0].aborted).toBe(true);
    expect(r.replaced).toEqual(["/en/contact"]);
  });

  it("ignores an answer arriving after the time-out", async () => {
    vi.useFakeTimers();
    const r = visit({
      geo: () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ ok: true, json: () => Promise.resolve({ country_code: "ES" }) }), 3000),
        ),
    });
    await vi.advanceTimersByTimeAsync(3500);
    expect(r.replaced).toEqual(["/en/contact"]);
  });

  it("reuses the session's earlier answer without asking again", () => {
    const r = visit({ sessionGeo: "it" });
    expect(r.fetch).not.toHaveBeenCalled();
    expect(r.replaced).toEqual(["/it/contact"]);
  });
});

describe("language script agrees with detectLanguage", () => {
  const cases: Array<[string | null, string[], string]> = [
    ["it", ["fr"], "AR"],
    [null, ["de", "fr-CA"], "IT"],
    ["xx", ["pt"], "AR"],
    [null, [], "VA"],
    [null, ["zh"], "US"],
  ];
  for (const [stored, languages, country] of cases) {
    it(`stored=${stored} browser=${languages.join(",") || "-"} country=${country}`, async () => {
      const expected = await detectLanguage({
        stored,
        browserLanguages: languages,
        lookupCountry: async () => country,
      });
      const r = visit({ stored, languages, geo: answer({ country_code: country }) });
      await settle();
      expect(r.replaced).toEqual(expected === "es" ? [] : [`/${expected}/contact`]);
    });
  }
});
