// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  inPool,
  lcpRatio,
  lighthouseTargets,
  slowest,
  stripScripts,
  summarizeRuns,
  type LighthouseScores,
} from "./lighthouse.ts";

const run = (performance: number, lcp: number, tbt = 0, failing: string[] = []): LighthouseScores => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp,
  cls: 0,
  tbt,
  failing,
});

describe("Lighthouse runs", () => {
  it("report the median of each figure, so one slow run does not decide", () => {
    const s = summarizeRuns([run(99, 1500, 10), run(88, 3200, 400, ["errors-in-console"]), run(98, 1600, 20)]);
    expect(s).toMatchObject({
      performance: 98,
      lcp: 1600,
      tbt: 20,
      runs: [99, 88, 98],
      failing: ["errors-in-console"],
    });
    expect(summarizeRuns([run(98, 1500), run(99, 1601)])).toMatchObject({ performance: 98.5, lcp: 1551 });
    expect(() => summarizeRuns([])).toThrow();
  });

  it("the HTML without scripts keeps everything but what loads or runs one", () => {
    const html = `<head><link rel="modulepreload" href="/a.js"><link rel="preload" as="script" href="/b.js"><link rel="preload" as="image" href="/hero.svg"><script>go()</script></head><body><h1>Hola</h1><script type="module" src="/c.js"></script><script type="application/json" id="d">{}</script></body>`;
    expect(stripScripts(html)).toBe(
      `<head><link rel="preload" as="image" href="/hero.svg"></head><body><h1>Hola</h1></body>`,
    );
  });

  it("the LCP ratio has no figure without the no-script LCP", () => {
    expect(lcpRatio(1650, 1500)).toBeCloseTo(1.1);
    expect(lcpRatio(1650, 0)).toBeNaN();
  });

  it("the targets name the routes under 99 and each target met or missed", () => {
    const ok = lighthouseTargets(
      [{ path: "/", indexable: true, scores: summarizeRuns([run(99, 1500, 30)]) }],
      [{ path: "/", tbt: 30, lcp: 1500, lcpWithoutScripts: 1400 }],
    );
    expect(ok.under).toEqual([]);
    expect(ok.lines.every((l) => l.includes(": met"))).toBe(true);

    const noindex = { ...run(98.5, 1800), seo: 66 };
    const missed = lighthouseTargets(
      [
        { path: "/en", indexable: true, scores: run(99, 1500, 80) },
        { path: "/onboarding", indexable: false, scores: noindex },
      ],
      [{ path: "/en", tbt: 80, lcp: 1700, lcpWithoutScripts: 0 }],
    );
    expect(missed.under).toEqual(["/onboarding 98.5"]);
    expect(missed.lines[0]).toContain("MISSED (under: /onboarding 98.5)");
    expect(missed.lines[1]).toContain(": met"); // SEO counts on indexable pages only
    expect(missed.lines[2]).toContain("MISSED (/en 80 ms)");
    expect(missed.lines[3]).toContain("MISSED (/en NaN)");
    expect(lighthouseTargets([], []).lines[0]).toContain("not measured");
  });
});

describe("a full audit", () => {
  it("runs pages side by side, never more than asked, and keeps their order", async () => {
    let running = 0;
    let most = 0;
    const results = await inPool([30, 10, 20, 5, 15], 2, async (ms, i) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running--;
      return i;
    });
    expect(results).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("names the slowest pages: lowest performance first, then the longest blocking time", () => {
    const page = (path: string, performance: number, tbt: number) => ({
      path,
      indexable: true,
      scores: run(performance, 1500, tbt),
    });
    const pages = [page("/a", 100, 10), page("/b", 97, 40), page("/c", 97, 120), page("/d", 99, 0)];
    expect(slowest(pages, 3).map((p) => p.path)).toEqual(["/c", "/b", "/d"]);
  });
});
