import { describe, expect, it } from "vitest";
import { MIN_EXPOSURES, analyse, chiSquareUpper, compare, requiredPerArm, sampleRatioP, wilson, type ArmCounts } from "./stats";

/** mulberry32: the same "random" visitors on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = 28;

/**
 * One simulated test, 50/50, looked at once a simulated day: the verdict of
 * the first day that names a winner, else of the last day. Visitors arrive
 * evenly over DAYS days until each arm has `perArm` exposures.
 */
function simulate(random: () => number, rates: [number, number], perArm: number): string {
  const arms: ArmCounts[] = [
    { name: "control", weight: 50, exposures: 0, conversions: 0 },
    { name: "b", weight: 50, exposures: 0, conversions: 0 },
  ];
  const daily = Math.ceil((perArm * 2) / DAYS);
  let verdict = "none";
  for (let day = 0; day < DAYS; day++) {
    for (let i = 0; i < daily; i++) {
      const arm = random() < 0.5 ? 0 : 1;
      arms[arm]!.exposures++;
      if (random() < rates[arm]!) arms[arm]!.conversions++;
    }
    const v = analyse(arms).verdict;
    verdict = v.kind === "winner" ? `winner:${v.arm}` : v.kind;
    if (v.kind === "winner") break;
  }
  return verdict;
}

describe("the sequential test under daily looks", () => {
  const baseline = 0.05;
  const perArm = requiredPerArm(baseline);

  it("2,000 A/A tests looked at every day name a false winner in at most 5%", () => {
    const random = seeded(20261126);
    let winners = 0;
    for (let i = 0; i < 2000; i++) if (simulate(random, [baseline, baseline], perArm).startsWith("winner")) winners++;
    console.log(`A/A false winners: ${winners} of 2000`);
    expect(winners / 2000).toBeLessThanOrEqual(0.05);
  });

  it("a true +20% relative lift is found (B wins) in at least 80% of tests at the sample size the page asks for", () => {
    const random = seeded(7);
    let found = 0;
    const runs = 1000;
    for (let i = 0; i < runs; i++) if (simulate(random, [baseline, baseline * 1.2], perArm) === "winner:b") found++;
    console.log(`+20% lift found: ${found} of ${runs}`);
    expect(found / runs).toBeGreaterThanOrEqual(0.8);
  });

  it("asks for more visitors when conversions are rarer and when more variants share the traffic", () => {
    expect(requiredPerArm(0.01)).toBeGreaterThan(requiredPerArm(0.05));
    expect(requiredPerArm(0.05, 2)).toBeGreaterThan(requiredPerArm(0.05, 1));
  });
});

describe("sample-ratio mismatch", () => {
  it("flags a 55/45 split of 10,000 exposures declared 50/50, and hides the results", () => {
    const arms: ArmCounts[] = [
      { name: "control", weight: 50, exposures: 5500, conversions: 300 },
      { name: "b", weight: 50, exposures: 4500, conversions: 400 },
    ];
    expect(sampleRatioP(arms)).toBeLessThan(0.001);
    const results = analyse(arms);
    expect(results.hidden).toBe(true);
    expect(results.verdict.kind).toBe("srm");
  });

  it("does not flag a 50.5/49.5 split, nor a 70/30 split declared 70/30", () => {
    expect(sampleRatioP([{ weight: 1, exposures: 5050 }, { weight: 1, exposures: 4950 }])).toBeGreaterThan(0.01);
    expect(sampleRatioP([{ weight: 70, exposures: 7010 }, { weight: 30, exposures: 2990 }])).toBeGreaterThan(0.01);
  });

  it("warns between p = 0.001 and 0.01 without hiding", () => {
    // 5,140 / 4,860: χ² = 7.84, p ≈ 0.005.
    const results = analyse([
      { name: "control", weight: 1, exposures: 5140, conversions: 10 },
      { name: "b", weight: 1, exposures: 4860, conversions: 10 },
    ]);
    expect(results.srmWarning).toBe(true);
    expect(results.hidden).toBe(false);
  });

  it("exposures on a paused arm are a mismatch", () => {
    expect(sampleRatioP([{ weight: 1, exposures: 100 }, { weight: 0, exposures: 3 }])).toBe(0);
  });

  it("computes the chi-square tail like the tables", () => {
    expect(chiSquareUpper(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquareUpper(10, 3)).toBeCloseTo(0.01857, 4);
    expect(chiSquareUpper(0.5, 4)).toBeCloseTo(0.9735, 3);
  });
});

describe("verdicts and intervals", () => {
  it("keeps collecting below the minimum sample, however large the gap", () => {
    const v = analyse([
      { name: "control", weight: 1, exposures: 50, conversions: 0 },
      { name: "b", weight: 1, exposures: 50, conversions: 25 },
    ]).verdict;
    expect(v.kind).toBe("collecting");
    if (v.kind === "collecting") expect(v.missing).toBeGreaterThanOrEqual(2 * (MIN_EXPOSURES - 50));
  });

  it("says there is no clear difference once the asked sample is reached without a winner", () => {
    const n = Math.ceil(requiredPerArm(0.05) * 1.02);
    const v = analyse([
      { name: "control", weight: 1, exposures: n, conversions: Math.round(n * 0.05) },
      { name: "b", weight: 1, exposures: n, conversions: Math.round(n * 0.0505) },
    ]).verdict;
    expect(v).toEqual({ kind: "no-difference" });
  });

  it("names the control when every variant is clearly worse", () => {
    const v = analyse([
      { name: "control", weight: 1, exposures: 20000, conversions: 2000 },
      { name: "b", weight: 1, exposures: 20000, conversions: 1400 },
    ]).verdict;
    expect(v).toEqual({ kind: "winner", arm: "control" });
  });

  it("gives a Wilson interval around the rate and a lift interval around the lift", () => {
    const w = wilson(50, 1000);
    expect(w.low).toBeLessThan(0.05);
    expect(w.high).toBeGreaterThan(0.05);
    expect(w.low).toBeCloseTo(0.0381, 3);
    const c = compare({ exposures: 10000, conversions: 500 }, { exposures: 10000, conversions: 650 });
    expect(c.lift).toBeCloseTo(0.3, 5);
    expect(c.liftInterval.low).toBeLessThan(0.3);
    expect(c.liftInterval.high).toBeGreaterThan(0.3);
    expect(c.significant).toBe(true);
  });
});
