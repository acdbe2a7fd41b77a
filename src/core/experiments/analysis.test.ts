import { describe, expect, it } from "vitest";
import { MIN_CONVERSIONS, MIN_WEEKS, TestFold, analyseTest, type CountRow, type Phase, type Verdict } from "./analysis";
import type { Arm } from "./assign";

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

/** Binomial(n, p) drawn from its normal approximation (n·p is in the tens here), so 2,000 tests take a second. */
function binomial(random: () => number, n: number, p: number): number {
  const u = Math.max(random(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  return Math.min(n, Math.max(0, Math.round(n * p + z * Math.sqrt(n * p * (1 - p)))));
}

const DAYS = Array.from({ length: 200 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
);
const day = (i: number) => DAYS[i]!;

interface Plan {
  days: number;
  visitorsPerDay: number;
  /** Weights by first day (phase starts). */
  weights: Array<{ from: number; arms: Arm[] }>;
  /** Conversion rate of an arm on a day. */
  rate: (arm: string, day: number) => number;
  /** Visitors split exactly by weight (constant traffic), else drawn. */
  exact?: boolean;
}

/**
 * Runs one test, calling `look` with the verdict each morning (after each
 * full day); `look` returns false to stop. Without `look`, the verdict of
 * the last morning: the fold takes its daily look either way (a winner,
 * once named, is kept, which the A/B simulation checks day by day).
 */
function run(random: () => number, plan: Plan, look?: (verdict: Verdict, dayIndex: number) => boolean | void): Verdict {
  const phases: Phase[] = [];
  const fold = new TestFold();
  for (let d = 0; d < plan.days; d++) {
    const rows: CountRow[] = [];
    const change = plan.weights.find((w) => w.from === d);
    if (change) {
      phases.push({ start: day(d), arms: change.arms });
      fold.setPhases(phases);
    }
    const k = phases.length - 1;
    const arms = phases[k]!.arms;
    const total = arms.reduce((s, a) => s + a.weight, 0);
    let left = plan.visitorsPerDay;
    let weightLeft = total;
    for (const arm of arms) {
      const share = weightLeft > 0 ? arm.weight / weightLeft : 0;
      const n = plan.exact
        ? Math.round((plan.visitorsPerDay * arm.weight) / total)
        : binomial(random, left, Math.min(1, share));
      left -= n;
      weightLeft -= arm.weight;
      if (n === 0) continue;
      rows.push({
        phase: k,
        arm: arm.name,
        day: day(d),
        exposures: n,
        conversions: binomial(random, n, plan.rate(arm.name, d)),
      });
    }
    fold.addDay(day(d), rows);
    if (look && look(fold.analysis(day(d + 1)).verdict, d) === false) break;
  }
  return fold.analysis(day(plan.days)).verdict;
}

const fifty: Arm[] = [
  { name: "control", weight: 50 },
  { name: "b", weight: 50 },
];

describe("verdicts under daily looks", () => {
  it("2,000 A/A tests looked at daily, with weights changed twice and an arm paused, name a false winner in at most 5%", () => {
    const random = seeded(20261128);
    let falseWinners = 0;
    const runs = 2000;
    for (let i = 0; i < runs; i++) {
      const v = run(random, {
        days: 56,
        visitorsPerDay: 1200,
        weights: [
          { from: 0, arms: fifty },
          {
            from: 12,
            arms: [
              { name: "control", weight: 90 },
              { name: "b", weight: 10 },
            ],
          },
          {
            from: 26,
            arms: [
              { name: "control", weight: 50 },
              { name: "b", weight: 0 },
            ],
          },
          {
            from: 30,
            arms: [
              { name: "control", weight: 20 },
              { name: "b", weight: 80 },
            ],
          },
        ],
        // The rate drifts upwards over the weeks: a plain sum over phases would favour the arm weighted later.
        rate: (_arm, d) => 0.04 + d * 0.0004,
      });
      if (v.kind === "winner" || v.kind === "control-wins") falseWinners++;
    }
    console.log(`A/A false winners with phases: ${falseWinners} of ${runs}`);
    expect(falseWinners / runs).toBeLessThanOrEqual(0.05);
  });

  it("in 2,000 A/B tests a declared winner is never withdrawn on a later day, and B wins most of them", () => {
    const random = seeded(34);
    let withdrawn = 0;
    let bWins = 0;
    const runs = 2000;
    for (let i = 0; i < runs; i++) {
      let winner: string | undefined;
      let checked = 0;
      run(
        random,
        {
          days: 56,
          visitorsPerDay: 1200,
          weights: [{ from: 0, arms: fifty }],
          rate: (arm) => (arm === "b" ? 0.06 : 0.05),
        },
        (v) => {
          if (winner && (v.kind !== "winner" || v.arm !== winner)) withdrawn++;
          if (winner) checked++;
          if (v.kind === "winner") winner ??= v.arm;
          // The day after the first winner, and two more.
          return checked < 3;
        },
      );
      if (winner === "b") bWins++;
    }
    console.log(`A/B (+20 %): B won ${bWins} of ${runs}, withdrawn ${withdrawn}`);
    expect(withdrawn).toBe(0);
    expect(bWins / runs).toBeGreaterThan(0.6);
  });

  it(`never names a winner before ${MIN_WEEKS} whole weeks nor before ${MIN_CONVERSIONS} conversions per arm, however large the gap`, () => {
    const random = seeded(5);
    run(
      random,
      {
        days: 14,
        visitorsPerDay: 2000,
        weights: [{ from: 0, arms: fifty }],
        rate: (arm) => (arm === "b" ? 0.3 : 0.05),
      },
      (v, d) => {
        if (d < 7 * MIN_WEEKS - 1) expect(v.kind).toBe("collecting");
      },
    );
    run(
      random,
      {
        days: 40,
        visitorsPerDay: 60,
        weights: [{ from: 0, arms: fifty }],
        rate: (arm) => (arm === "b" ? 0.9 : 0.01),
      },
      (v) => {
        expect(v.kind).toBe("collecting");
      },
    );
  });

  it("with three arms each variant is held to α/2: a variant 10 % better rarely wins early, and the first winner stays named", () => {
    const random = seeded(9);
    const arms: Arm[] = [
      { name: "control", weight: 1 },
      { name: "b", weight: 1 },
      { name: "c", weight: 1 },
    ];
    let named: string | undefined;
    run(
      random,
      {
        days: 84,
        visitorsPerDay: 3000,
        weights: [{ from: 0, arms }],
        rate: (arm) => (arm === "control" ? 0.05 : arm === "b" ? 0.065 : 0.07),
      },
      (v) => {
        if (v.kind === "winner") {
          named ??= v.arm;
          expect(v.arm).toBe(named);
        }
      },
    );
    expect(named === "b" || named === "c").toBe(true);
  });
});

describe("how long to wait", () => {
  it("on constant traffic the days left never grow, from the first estimate to the verdict (200 tests)", () => {
    const random = seeded(77);
    for (let i = 0; i < 200; i++) {
      let last: number | null = null;
      let estimates = 0;
      run(
        random,
        {
          days: 70,
          visitorsPerDay: 800,
          exact: true,
          weights: [{ from: 0, arms: fifty }],
          rate: () => 0.05,
        },
        (v) => {
          if (v.kind !== "collecting" || v.days === null) return;
          if (last !== null) expect(v.days).toBeLessThanOrEqual(last === 0 ? 0 : last - 1);
          last = v.days;
          estimates++;
        },
      );
      expect(estimates).toBeGreaterThan(0);
    }
  });

  it("says the runtime is what is missing early on, and ends on a whole week", () => {
    const rows: CountRow[] = [
      {
        phase: 0,
        arm: "control",
        day: "2026-01-01",
        exposures: 5000,
        conversions: 500,
      },
      {
        phase: 0,
        arm: "b",
        day: "2026-01-01",
        exposures: 5000,
        conversions: 500,
      },
    ];
    const v = analyseTest({
      phases: [{ start: "2026-01-01", arms: fifty }],
      rows,
      today: "2026-01-04",
    }).verdict;
    expect(v).toMatchObject({ kind: "collecting", waitingFor: "runtime" });
    if (v.kind === "collecting") expect((3 + v.days!) % 7).toBe(0);
  });
});

describe("phases", () => {
  it("a paused arm or new weights do not make the split look wrong: each phase is checked against its own weights", () => {
    const phases: Phase[] = [
      { start: "2026-01-01", arms: fifty },
      {
        start: "2026-01-10",
        arms: [
          { name: "control", weight: 1 },
          { name: "b", weight: 0 },
        ],
      },
    ];
    const rows: CountRow[] = [
      {
        phase: 0,
        arm: "control",
        day: "2026-01-05",
        exposures: 1000,
        conversions: 50,
      },
      {
        phase: 0,
        arm: "b",
        day: "2026-01-05",
        exposures: 1010,
        conversions: 60,
      },
      {
        phase: 1,
        arm: "control",
        day: "2026-01-12",
        exposures: 900,
        conversions: 40,
      },
    ];
    const a = analyseTest({ phases, rows, today: "2026-01-13" });
    expect(a.phases.map((p) => p.mismatch)).toEqual([false, false]);
    expect(a.hidden).toBe(false);
    expect(a.totals.get("b")).toEqual({ exposures: 1010, conversions: 60 });
  });

  it("a phase whose split is off is left out and the next phase counts", () => {
    const phases: Phase[] = [
      { start: "2026-01-01", arms: fifty },
      { start: "2026-01-10", arms: fifty },
    ];
    const rows: CountRow[] = [
      {
        phase: 0,
        arm: "control",
        day: "2026-01-05",
        exposures: 1000,
        conversions: 50,
      },
      {
        phase: 0,
        arm: "b",
        day: "2026-01-05",
        exposures: 1300,
        conversions: 60,
      },
      {
        phase: 1,
        arm: "control",
        day: "2026-01-12",
        exposures: 900,
        conversions: 40,
      },
      {
        phase: 1,
        arm: "b",
        day: "2026-01-12",
        exposures: 905,
        conversions: 41,
      },
    ];
    const a = analyseTest({ phases, rows, today: "2026-01-13" });
    expect(a.phases.map((p) => p.mismatch)).toEqual([true, false]);
    expect(a.verdict.kind).toBe("collecting");
    expect(a.totals.get("b")).toEqual({ exposures: 905, conversions: 41 });
  });

  it("combines phases by stratum: a rate that drifts while the weights change does not make a winner (Simpson)", () => {
    // Same rate in both arms within each phase; B is mostly in the later, better-converting phase.
    const phases: Phase[] = [
      {
        start: "2026-01-01",
        arms: [
          { name: "control", weight: 90 },
          { name: "b", weight: 10 },
        ],
      },
      {
        start: "2026-01-15",
        arms: [
          { name: "control", weight: 10 },
          { name: "b", weight: 90 },
        ],
      },
    ];
    const rows: CountRow[] = [
      {
        phase: 0,
        arm: "control",
        day: "2026-01-10",
        exposures: 18000,
        conversions: 720,
      },
      {
        phase: 0,
        arm: "b",
        day: "2026-01-10",
        exposures: 2000,
        conversions: 80,
      },
      {
        phase: 1,
        arm: "control",
        day: "2026-01-20",
        exposures: 2000,
        conversions: 160,
      },
      {
        phase: 1,
        arm: "b",
        day: "2026-01-20",
        exposures: 18000,
        conversions: 1440,
      },
    ];
    const a = analyseTest({ phases, rows, today: "2026-01-30" });
    expect(a.comparisons.get("b")!.difference).toBeCloseTo(0, 6);
    expect(a.verdict.kind).not.toBe("winner");
  });
});
