import { describe, expect, it } from "vitest";
import { requiredPerArm, sampleRatioP, wilson } from "./stats";

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

describe("sample size", () => {
  it("asks for more visitors when conversions are rarer and when more variants share the traffic", () => {
    expect(requiredPerArm(0.01)).toBeGreaterThan(requiredPerArm(0.05));
    expect(requiredPerArm(0.05, 2)).toBeGreaterThan(requiredPerArm(0.05, 1));
  });
});

describe("sample-ratio mismatch", () => {
  it("flags a 55/45 split of 10,000 exposures declared 50/50", () => {
    expect(
      sampleRatioP([
        { weight: 50, exposures: 5500 },
        { weight: 50, exposures: 4500 },
      ]),
    ).toBeLessThan(0.001);
  });

  it("does not flag a 50.5/49.5 split, nor a 70/30 split declared 70/30", () => {
    expect(
      sampleRatioP([
        { weight: 1, exposures: 5050 },
        { weight: 1, exposures: 4950 },
      ]),
    ).toBeGreaterThan(0.01);
    expect(
      sampleRatioP([
        { weight: 70, exposures: 7010 },
        { weight: 30, exposures: 2990 },
      ]),
    ).toBeGreaterThan(0.01);
  });

  it("looked at daily on 1,000 fair 50/50 tests, cries wolf (p < 0.001) in almost none", () => {
    const random = seeded(11);
    let alarms = 0;
    for (let t = 0; t < 1000; t++) {
      let a = 0;
      let b = 0;
      for (let day = 0; day < 60; day++) {
        for (let i = 0; i < 100; i++) random() < 0.5 ? a++ : b++;
        if (
          sampleRatioP([
            { weight: 1, exposures: a },
            { weight: 1, exposures: b },
          ]) < 0.001
        ) {
          alarms++;
          break;
        }
      }
    }
    expect(alarms).toBeLessThanOrEqual(2);
  });

  it("exposures on a paused arm are a mismatch", () => {
    expect(
      sampleRatioP([
        { weight: 1, exposures: 100 },
        { weight: 0, exposures: 3 },
      ]),
    ).toBe(0);
  });
});

describe("intervals", () => {
  it("gives a Wilson interval around the rate", () => {
    const w = wilson(50, 1000);
    expect(w.low).toBeLessThan(0.05);
    expect(w.high).toBeGreaterThan(0.05);
    expect(w.low).toBeCloseTo(0.0381, 3);
  });
});
