// What /admin/experiments says about one test, from its daily counts per
// phase: a pure fold over the days, so the page shows the same thing on
// every look and a simulation can replay a test day by day.
//
// - Phases. A change of weights (pausing an arm is weight 0) starts a new
//   phase. Each phase has its own sample-ratio check (a phase whose split
//   does not match its weights is left out, said so, and the next phase
//   starts clean). The comparison of a variant with the control is
//   stratified: per phase where both had traffic, the difference of rates,
//   combined with weights n_c·n_v/(n_c+n_v) (Cochran–Mantel–Haenszel). A
//   plain sum over phases would mix visitors of different weeks in
//   different proportions per arm (Simpson's paradox when the rate drifts).
// - A verdict that holds. The always-valid interval (mSPRT confidence
//   sequence, stats.ts) is valid at every look at once, so the running
//   intersection of the intervals seen so far is valid too (Howard et al.,
//   "Time-uniform, nonparametric, nonasymptotic confidence sequences",
//   2021, §3): once it excludes 0 it stays excluded. The intersection starts
//   when each arm has MIN_CONVERSIONS (before, the normal approximation
//   behind the interval is poor). No verdict before MIN_WEEKS whole weeks
//   (weekday and weekend visitors differ) nor before MIN_CONVERSIONS per
//   arm. With several variants each is compared at α / (number of
//   variants) (Bonferroni). Among several winners the page names the first
//   to win (so it never changes its mind), and lists the others.
// - How long to wait. The sample the test needs is computed from a lower
//   bound of the conversion rate (conservative early) and only ever lowered
//   (running minimum over the looks); with the traffic of the current
//   phase's completed days, the days left end on a whole week. On constant
//   traffic the estimate cannot grow.
import { CONTROL, type Arm } from "./assign.ts";
import {
  ALPHA,
  SRM_HIDE,
  SRM_WARN,
  mixingVariance,
  requiredPerArm,
  sampleRatioP,
  sequenceHalfWidth,
  wilson,
  type Interval,
} from "./stats.ts";

/** Whole weeks a test runs before any verdict. */
export const MIN_WEEKS = 2;
/** Conversions each compared arm needs before any verdict. */
export const MIN_CONVERSIONS = 30;

export interface Phase {
  /** First day (YYYY-MM-DD, UTC) of the phase. */
  start: string;
  /** The weights in force, in the order written. */
  arms: Arm[];
}

export interface CountRow {
  phase: number;
  arm: string;
  day: string;
  exposures: number;
  conversions: number;
}

export interface PhaseCheck {
  index: number;
  start: string;
  arms: Arm[];
  exposures: Record<string, number>;
  srmP: number;
  /** Left out of the results: the split does not match the weights. */
  mismatch: boolean;
  warning: boolean;
}

export interface Comparison {
  /** Stratified difference of rates (variant − control), now. */
  difference: number;
  /** Always-valid interval of the difference, intersected over the looks (−1…1 before the minimum conversions). */
  differenceInterval: Interval;
  /** Relative lift against the control's rate, and its interval (lower end never below −100 %). */
  lift: number;
  liftInterval: Interval;
  /** Both arms have MIN_CONVERSIONS: the interval means something. */
  ready: boolean;
  significant: boolean;
  /** The day the interval first excluded 0 (with every gate open). */
  since?: string;
}

export type Verdict =
  | { kind: "srm"; phase: number }
  | { kind: "collecting"; days: number | null; waitingFor: "runtime" | "conversions" | "sample" | "paused" }
  | { kind: "winner"; arm: string; alsoBetter: string[] }
  | { kind: "control-wins" }
  | { kind: "no-difference" };

export interface Analysis {
  verdict: Verdict;
  phases: PhaseCheck[];
  /** Totals per arm over the phases that count. */
  totals: Map<string, { exposures: number; conversions: number }>;
  comparisons: Map<string, Comparison>;
  /** Exposures per arm the test plans for (null before the first conversion). */
  requiredPerArm: number | null;
  /** Whole days since the first phase started. */
  elapsedDays: number;
  /** Some phase is left out, or the current one is close to it. */
  srmWarning: boolean;
  /** Nothing can be shown: every phase with data is left out. */
  hidden: boolean;
}

const DAY_MS = 86_400_000;
const dayNumbers = new Map<string, number>();
/** Days since 1970 of a YYYY-MM-DD (memoised: the fold asks for the same few days again and again). */
function dayNumber(day: string): number {
  let n = dayNumbers.get(day);
  if (n === undefined) {
    n = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
    if (dayNumbers.size > 5000) dayNumbers.clear();
    dayNumbers.set(day, n);
  }
  return n;
}
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

interface Cell {
  exposures: number;
  conversions: number;
}

/** Variance of a rate estimate, kept away from 0 so an arm with no conversions yet is not "certain". */
const rateVariance = (p: number, n: number) => Math.max(p * (1 - p), 0.5 / Math.max(n, 1)) / Math.max(n, 1);

interface Stratified {
  difference: number;
  variance: number;
  controlRate: number;
  control: Cell;
  variant: Cell;
}

/** The variant against the control over the phases where both had visitors. */
function stratify(
  cells: ReadonlyArray<Map<string, Cell>>,
  usable: ReadonlySet<number>,
  variant: string,
): Stratified | undefined {
  let w = 0;
  let d = 0;
  let v = 0;
  let pc = 0;
  const control: Cell = { exposures: 0, conversions: 0 };
  const other: Cell = { exposures: 0, conversions: 0 };
  cells.forEach((phase, k) => {
    const c = phase.get(CONTROL);
    const x = phase.get(variant);
    if (!usable.has(k) || !c || !x || c.exposures === 0 || x.exposures === 0) return;
    const weight = (c.exposures * x.exposures) / (c.exposures + x.exposures);
    const rc = c.conversions / c.exposures;
    const rx = x.conversions / x.exposures;
    w += weight;
    d += weight * (rx - rc);
    pc += weight * rc;
    v += weight * weight * (rateVariance(rc, c.exposures) + rateVariance(rx, x.exposures));
    control.exposures += c.exposures;
    control.conversions += c.conversions;
    other.exposures += x.exposures;
    other.conversions += x.conversions;
  });
  if (w === 0) return undefined;
  return { difference: d / w, variance: v / (w * w), controlRate: pc / w, control, variant: other };
}

function liftOf(
  difference: number,
  interval: Interval,
  controlRate: number,
): Pick<Comparison, "lift" | "liftInterval"> {
  if (!(controlRate > 0)) return { lift: NaN, liftInterval: { low: -Infinity, high: Infinity } };
  return {
    lift: difference / controlRate,
    liftInterval: { low: Math.max(-1, interval.low / controlRate), high: interval.high / controlRate },
  };
}

export interface AnalysisInput {
  phases: readonly Phase[];
  rows: readonly CountRow[];
  /** Today's date (YYYY-MM-DD, UTC). */
  today: string;
}

interface Running {
  interval: Interval;
  since?: string;
}

/**
 * The fold behind analyseTest, one day at a time, so a simulation can look
 * every day without replaying the test: add each day's rows in order, read
 * the analysis whenever. A phase found out of split later replays the days
 * without it.
 */
export class TestFold {
  private phases: Phase[] = [];
  private rows: CountRow[] = [];
  private cells: Array<Map<string, Cell>> = [];
  private running = new Map<string, Running>();
  private plan: number | null = null;
  private planRate = 0;
  /** Split check per phase, by the phase's exposures when it was computed. */
  private srmCache = new Map<number, { key: string; p: number }>();
  private winnerOrder: string[] = [];
  private usable = new Set<number>();
  private totalsByPhase: Array<Map<string, Cell>> = [];

  /** The phases so far (a new one may be appended between days). */
  setPhases(phases: readonly Phase[]): void {
    this.phases = [...phases];
    while (this.totalsByPhase.length < phases.length) this.totalsByPhase.push(new Map());
    while (this.cells.length < phases.length) this.cells.push(new Map());
  }

  private variants(): string[] {
    return [
      ...new Set(
        this.phases.flatMap((p) => p.arms.filter((a) => a.weight > 0 && a.name !== CONTROL).map((a) => a.name)),
      ),
    ];
  }

  private checks(): PhaseCheck[] {
    return this.phases.map((p, k) => {
      const t = this.totalsByPhase[k]!;
      const counts = p.arms.map((a) => ({ weight: a.weight, exposures: t.get(a.name)?.exposures ?? 0 }));
      const key = counts.map((c) => `${c.weight}:${c.exposures}`).join(",");
      let cached = this.srmCache.get(k);
      if (cached?.key !== key) this.srmCache.set(k, (cached = { key, p: sampleRatioP(counts) }));
      const srmP = cached.p;
      const exposures = Object.fromEntries(p.arms.map((a) => [a.name, t.get(a.name)?.exposures ?? 0]));
      return {
        index: k,
        start: p.start,
        arms: p.arms,
        exposures,
        srmP,
        mismatch: srmP < SRM_HIDE,
        warning: srmP < SRM_WARN,
      };
    });
  }

  /** One day's rows (days in order; several calls for the same day add up). */
  addDay(day: string, rows: readonly CountRow[]): void {
    for (const r of rows) {
      this.rows.push(r);
      const t = this.totalsByPhase[r.phase];
      if (!t) continue;
      const cell = t.get(r.arm) ?? { exposures: 0, conversions: 0 };
      cell.exposures += r.exposures;
      cell.conversions += r.conversions;
      t.set(r.arm, cell);
    }
    const usable = new Set(
      this.checks()
        .filter((c) => !c.mismatch)
        .map((c) => c.index),
    );
    const changed = usable.size !== this.usable.size || [...this.usable].some((k) => !usable.has(k));
    this.usable = usable;
    if (changed) this.replay();
    else this.step(day, rows);
  }

  private replay(): void {
    this.cells = this.phases.map(() => new Map());
    this.running = new Map();
    this.plan = null;
    this.planRate = 0;
    this.winnerOrder = [];
    const byDay = new Map<string, CountRow[]>();
    for (const r of this.rows) {
      const list = byDay.get(r.day);
      if (list) list.push(r);
      else byDay.set(r.day, [r]);
    }
    for (const day of [...byDay.keys()].sort()) this.step(day, byDay.get(day)!);
  }

  /** The look at the end of `day`. */
  private step(day: string, rows: readonly CountRow[]): void {
    for (const r of rows) {
      if (!this.usable.has(r.phase)) continue;
      const m = this.cells[r.phase]!;
      const cell = m.get(r.arm) ?? { exposures: 0, conversions: 0 };
      cell.exposures += r.exposures;
      cell.conversions += r.conversions;
      m.set(r.arm, cell);
    }
    const first = this.phases[0]?.start ?? day;
    const variants = this.variants();
    const alpha = ALPHA / Math.max(1, variants.length);
    for (const name of variants) {
      const s = stratify(this.cells, this.usable, name);
      if (!s || s.control.conversions < MIN_CONVERSIONS || s.variant.conversions < MIN_CONVERSIONS) continue;
      const half = sequenceHalfWidth(s.variance, mixingVariance(s.controlRate || 1e-4), alpha);
      const now = { low: s.difference - half, high: s.difference + half };
      const seen = this.running.get(name);
      const both = seen
        ? { low: Math.max(seen.interval.low, now.low), high: Math.min(seen.interval.high, now.high) }
        : now;
      // An empty intersection (the plug-in variance is an estimate) keeps what was known.
      const next: Running = { interval: both.low <= both.high ? both : seen!.interval, since: seen?.since };
      const decided = next.interval.low > 0 || next.interval.high < 0;
      if (!next.since && decided && daysBetween(first, day) + 1 >= 7 * MIN_WEEKS) {
        next.since = day;
        if (next.interval.low > 0) this.winnerOrder.push(name);
      }
      this.running.set(name, next);
    }
    // The planned sample: from a lower bound of the pooled rate, never raised.
    let conv = 0;
    let exp = 0;
    for (const m of this.cells) for (const c of m.values()) (conv += c.conversions), (exp += c.exposures);
    if (conv > 0) {
      // The need falls as the rate rises: only a higher lower bound can lower the plan.
      const low = Math.max(wilson(conv, exp).low, 1e-4);
      if (low > this.planRate) {
        this.planRate = low;
        const need = Math.max(requiredPerArm(low, variants.length), Math.ceil(MIN_CONVERSIONS / low));
        this.plan = this.plan === null ? need : Math.min(this.plan, need);
      }
    }
  }

  /** What the page says on `today` (the day after the last full day, or later). */
  analysis(today: string): Analysis {
    const phases = this.phases;
    const first = phases[0]?.start ?? today;
    const current = phases.length - 1;
    const names = [...new Set([CONTROL, ...phases.flatMap((p) => p.arms.map((a) => a.name))])];
    const variants = this.variants();
    const checks = this.checks();
    const totals = new Map(names.map((n) => [n, { exposures: 0, conversions: 0 }]));
    for (const m of this.cells) {
      m.forEach((c, arm) => {
        const t = totals.get(arm);
        if (t) (t.exposures += c.exposures), (t.conversions += c.conversions);
      });
    }

    const comparisons = new Map<string, Comparison>();
    for (const name of variants) {
      const s = stratify(this.cells, this.usable, name);
      const seen = this.running.get(name);
      const difference = s?.difference ?? 0;
      const interval = seen?.interval ?? { low: -1, high: 1 };
      const lift =
        s && seen
          ? liftOf(difference, interval, s.controlRate)
          : {
              lift: s && s.controlRate > 0 ? difference / s.controlRate : NaN,
              liftInterval: { low: -Infinity, high: Infinity },
            };
      comparisons.set(name, {
        difference,
        differenceInterval: interval,
        ...lift,
        ready: Boolean(seen),
        significant: Boolean(seen?.since),
        ...(seen?.since ? { since: seen.since } : {}),
      });
    }

    const elapsedDays = Math.max(0, daysBetween(first, today));
    const base = {
      phases: checks,
      totals,
      comparisons,
      requiredPerArm: this.plan,
      elapsedDays,
      srmWarning: checks.some((c) => c.warning),
      hidden: this.usable.size === 0 && this.rows.length > 0,
    };
    if (checks[current]?.mismatch) return { ...base, verdict: { kind: "srm", phase: current } };

    if (this.winnerOrder.length > 0)
      return { ...base, verdict: { kind: "winner", arm: this.winnerOrder[0]!, alsoBetter: this.winnerOrder.slice(1) } };
    const all = [...comparisons.values()];
    if (all.length > 0 && all.every((c) => c.significant && c.differenceInterval.high < 0))
      return { ...base, verdict: { kind: "control-wins" } };

    // Waiting: for the runtime, the conversions, the planned sample.
    const active = (phases[current]?.arms ?? []).filter((a) => a.weight > 0).map((a) => a.name);
    const runtimeLeft = Math.max(0, 7 * MIN_WEEKS - elapsedDays);
    const completed = Math.max(0, daysBetween(phases[current]?.start ?? today, today));
    // The current phase's traffic per completed day (today's rows, if any, are a partial day).
    const perDay = new Map(active.map((n) => [n, this.totalsByPhase[current]?.get(n)?.exposures ?? 0]));
    for (let i = this.rows.length - 1; i >= 0 && this.rows[i]!.day >= today; i--) {
      const r = this.rows[i]!;
      if (r.phase === current && perDay.has(r.arm)) perDay.set(r.arm, perDay.get(r.arm)! - r.exposures);
    }
    for (const [n, e] of perDay) perDay.set(n, e / Math.max(1, completed));
    let sampleLeft: number | null = this.plan === null ? null : 0;
    for (const n of active) {
      const missing = (this.plan ?? 0) - (totals.get(n)?.exposures ?? 0);
      if (sampleLeft === null || missing <= 0) continue;
      const rate = perDay.get(n) ?? 0;
      sampleLeft = rate > 0 ? Math.max(sampleLeft, Math.ceil(missing / rate)) : null;
    }
    // Every variant paused: nothing moves until one gets visitors again.
    if (!active.includes(CONTROL) || active.length < 2)
      return { ...base, verdict: { kind: "collecting", days: null, waitingFor: "paused" } };
    const fewConversions = active.some((n) => (totals.get(n)?.conversions ?? 0) < MIN_CONVERSIONS);
    if (runtimeLeft === 0 && sampleLeft === 0 && !fewConversions)
      return { ...base, verdict: { kind: "no-difference" } };
    const waitingFor =
      runtimeLeft > 0 && (sampleLeft ?? Infinity) <= runtimeLeft
        ? "runtime"
        : fewConversions
          ? "conversions"
          : "sample";
    // The end falls on a whole week of runtime.
    const days =
      sampleLeft === null ? null : Math.ceil((elapsedDays + Math.max(runtimeLeft, sampleLeft)) / 7) * 7 - elapsedDays;
    return { ...base, verdict: { kind: "collecting", days, waitingFor } };
  }
}

/** Everything the page says about one test, on `today`. */
export function analyseTest({ phases, rows, today }: AnalysisInput): Analysis {
  const fold = new TestFold();
  fold.setPhases(phases);
  const byDay = new Map<string, CountRow[]>();
  for (const r of rows) {
    const list = byDay.get(r.day);
    if (list) list.push(r);
    else byDay.set(r.day, [r]);
  }
  for (const day of [...byDay.keys()].sort()) fold.addDay(day, byDay.get(day)!);
  return fold.analysis(today);
}
