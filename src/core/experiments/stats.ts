// The statistics of an A/B test's results, pure so they can be simulated.
//
// Method: the mixture sequential probability ratio test (mSPRT) on the
// difference of two conversion rates, with its always-valid confidence
// sequence (Johari, Pekelis & Walsh, "Always valid inference", 2017; the
// method behind Optimizely's Stats Engine). Unlike a fixed-horizon test, its
// p-value and interval stay valid however often someone looks (every day,
// every page view of /admin/experiments), so "peeking" cannot manufacture
// a winner. With several variants each is compared with the control at
// α / (number of variants) (Bonferroni).
//
// Decision rule: a verdict needs every arm to have at least MIN_EXPOSURES
// exposures; then an arm wins when the confidence sequence of its
// difference with the control excludes 0. Below the sample the page asks
// for (the one that finds a +20% relative lift 80% of the time) and with no
// winner, the verdict is "keep collecting"; past it, "no clear difference".
// The sample-ratio check (chi-square against the declared weights) comes
// first: below p = 0.001 no result is shown at all.

export const ALPHA = 0.05;
/** The smallest relative lift the asked sample size is meant to find, and how often. */
export const TARGET_LIFT = 0.2;
export const TARGET_POWER = 0.8;
/** No verdict before every arm has this many exposures (the normal approximation needs a few conversions). */
export const MIN_EXPOSURES = 200;
/** Conversion rate assumed for the sample size before the control has any conversion. */
export const DEFAULT_BASELINE = 0.03;
export const SRM_WARN = 0.01;
export const SRM_HIDE = 0.001;
export const METHOD_NAME = "prueba secuencial mSPRT (intervalos siempre válidos)";

export interface ArmCounts {
  name: string;
  /** Declared weight. */
  weight: number;
  exposures: number;
  conversions: number;
}

/** The upper tail of the standard normal (Abramowitz & Stegun 7.1.26 via erfc, |error| < 1.5e-7). */
export function normalUpper(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

/** ln Γ(x) (Lanczos). */
function logGamma(x: number): number {
  const g = [76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const c of g) ser += c / ++y;
  return -tmp + Math.log((2.5066282746310005 * ser) / x);
}

/** Regularized upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500 && Math.abs(term) > Math.abs(sum) * 1e-14; n++) sum += term *= x / (a + n);
    return 1 - sum * lead;
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-14) break;
  }
  return lead * h;
}

/** P(χ²_df ≥ x). */
export const chiSquareUpper = (x: number, df: number): number => gammaQ(df / 2, x / 2);

/** Sample-ratio mismatch: the p-value of the observed exposures against the declared weights (1 when there is nothing to test). */
export function sampleRatioP(arms: readonly Pick<ArmCounts, "weight" | "exposures">[]): number {
  const total = arms.reduce((s, a) => s + a.exposures, 0);
  const weights = arms.reduce((s, a) => s + Math.max(0, a.weight), 0);
  if (total === 0 || weights <= 0) return 1;
  let chi = 0;
  let df = -1;
  for (const arm of arms) {
    const expected = (total * Math.max(0, arm.weight)) / weights;
    if (expected === 0) {
      // Exposures on a paused arm cannot come from the declared split.
      if (arm.exposures > 0) return 0;
      continue;
    }
    chi += (arm.exposures - expected) ** 2 / expected;
    df++;
  }
  return df < 1 ? 1 : chiSquareUpper(chi, df);
}

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval of a rate (95% by default). */
export function wilson(conversions: number, exposures: number, z = 1.959964): Interval {
  if (exposures === 0) return { low: 0, high: 1 };
  const p = conversions / exposures;
  const z2 = z * z;
  const centre = (p + z2 / (2 * exposures)) / (1 + z2 / exposures);
  const half = (z / (1 + z2 / exposures)) * Math.sqrt((p * (1 - p)) / exposures + z2 / (4 * exposures * exposures));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mixing variance of the mSPRT: the square of the difference the test is tuned to (TARGET_LIFT of the baseline). */
export const mixingVariance = (baseline: number): number => (TARGET_LIFT * Math.max(baseline, 1e-4)) ** 2;

/** Half-width of the always-valid (1 − α) confidence sequence for a difference whose estimate has variance v. */
export function sequenceHalfWidth(v: number, tau2: number, alpha: number): number {
  if (v <= 0) return Infinity;
  return Math.sqrt(((2 * v * (v + tau2)) / tau2) * (Math.log(1 / alpha) + 0.5 * Math.log((v + tau2) / v)));
}

export interface Comparison {
  /** Difference of rates (variant − control) and its always-valid interval. */
  difference: number;
  differenceInterval: Interval;
  /** Relative lift against the control and its interval (the difference's over the control's rate). */
  lift: number;
  liftInterval: Interval;
  /** The interval excludes 0. */
  significant: boolean;
}

const rate = (a: Pick<ArmCounts, "exposures" | "conversions">) => (a.exposures === 0 ? 0 : a.conversions / a.exposures);

/** Variance of a rate estimate, kept away from 0 so an arm with no conversions yet is not "certain". */
const rateVariance = (p: number, n: number) => Math.max(p * (1 - p), 0.5 / Math.max(n, 1)) / Math.max(n, 1);

export function compare(control: Pick<ArmCounts, "exposures" | "conversions">, variant: Pick<ArmCounts, "exposures" | "conversions">, alpha = ALPHA): Comparison {
  const pc = rate(control);
  const pv = rate(variant);
  const difference = pv - pc;
  if (control.exposures === 0 || variant.exposures === 0) {
    return { difference, differenceInterval: { low: -1, high: 1 }, lift: 0, liftInterval: { low: -Infinity, high: Infinity }, significant: false };
  }
  const pooled = (control.conversions + variant.conversions) / (control.exposures + variant.exposures);
  const v = rateVariance(pc, control.exposures) + rateVariance(pv, variant.exposures);
  const half = sequenceHalfWidth(v, mixingVariance(pooled || DEFAULT_BASELINE), alpha);
  const differenceInterval = { low: difference - half, high: difference + half };
  const base = pc > 0 ? pc : NaN;
  return {
    difference,
    differenceInterval,
    lift: difference / base,
    liftInterval: { low: differenceInterval.low / base, high: differenceInterval.high / base },
    significant: differenceInterval.low > 0 || differenceInterval.high < 0,
  };
}

/**
 * Exposures per arm the test needs to find a TARGET_LIFT relative lift with
 * TARGET_POWER at the last look (earlier looks can only find it sooner):
 * the smallest n where the true difference clears the sequence's half-width
 * by the power's quantile of the estimate's spread.
 */
export function requiredPerArm(baseline: number, variants = 1): number {
  const p = Math.min(Math.max(baseline, 1e-4), 0.9);
  const q = Math.min(p * (1 + TARGET_LIFT), 0.999);
  const alpha = ALPHA / Math.max(1, variants);
  const tau2 = mixingVariance((p + q) / 2);
  const zPower = 0.8416212;
  const found = (n: number) => {
    const v = (p * (1 - p) + q * (1 - q)) / n;
    return q - p >= sequenceHalfWidth(v, tau2, alpha) + zPower * Math.sqrt(v);
  };
  let high = MIN_EXPOSURES;
  while (!found(high) && high < 1e9) high *= 2;
  let low = high / 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (found(mid)) high = mid;
    else low = mid;
  }
  return Math.max(MIN_EXPOSURES, Math.ceil(high));
}

export type Verdict =
  | { kind: "srm"; p: number }
  | { kind: "collecting"; missing: number }
  | { kind: "winner"; arm: string }
  | { kind: "no-difference" };

export interface Results {
  verdict: Verdict;
  srmP: number;
  /** The SRM p-value is below SRM_WARN (shown as a warning) or SRM_HIDE (results hidden). */
  srmWarning: boolean;
  hidden: boolean;
  /** Exposures per arm the test asks for. */
  requiredPerArm: number;
  comparisons: Map<string, Comparison>;
}

/** Everything /admin/experiments says about one test; `arms[0]`'s name is the control. */
export function analyse(arms: readonly ArmCounts[], control = "control"): Results {
  const base = arms.find((a) => a.name === control) ?? arms[0]!;
  const variants = arms.filter((a) => a !== base && a.weight > 0);
  const alpha = ALPHA / Math.max(1, variants.length);
  const srmP = sampleRatioP(arms);
  const comparisons = new Map(variants.map((v) => [v.name, compare(base, v, alpha)]));
  const baseline = base.exposures > 0 && base.conversions > 0 ? base.conversions / base.exposures : DEFAULT_BASELINE;
  const required = requiredPerArm(baseline, variants.length);
  const active = [base, ...variants];
  const results = { srmP, srmWarning: srmP < SRM_WARN, hidden: srmP < SRM_HIDE, requiredPerArm: required, comparisons };
  if (srmP < SRM_HIDE) return { ...results, verdict: { kind: "srm", p: srmP } };
  const fewest = Math.min(...active.map((a) => a.exposures));
  if (fewest >= MIN_EXPOSURES) {
    const better = [...comparisons].filter(([, c]) => c.significant && c.difference > 0).sort((a, b) => b[1].difference - a[1].difference);
    if (better.length > 0) return { ...results, verdict: { kind: "winner", arm: better[0]![0] } };
    if (comparisons.size > 0 && [...comparisons.values()].every((c) => c.significant && c.difference < 0)) return { ...results, verdict: { kind: "winner", arm: base.name } };
  }
  const missing = active.reduce((sum, a) => sum + Math.max(0, Math.max(required, MIN_EXPOSURES) - a.exposures), 0);
  if (missing > 0) return { ...results, verdict: { kind: "collecting", missing } };
  return { ...results, verdict: { kind: "no-difference" } };
}
