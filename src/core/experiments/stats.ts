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
// These are the building blocks; analysis.ts turns them into the verdict
// (phases, gates, the running intersection of the intervals, the wait).

export const ALPHA = 0.05;
/** The smallest relative lift the asked sample size is meant to find, and how often. */
export const TARGET_LIFT = 0.2;
export const TARGET_POWER = 0.8;
export const SRM_WARN = 0.01;
export const SRM_HIDE = 0.001;
/** Named once, at the end of the results page's help text (issue 41: no jargon in the figures themselves). */
export const METHOD_NAME = "prueba secuencial (mSPRT), válida aunque se mire cada día";

export interface ArmCounts {
  name: string;
  /** Declared weight. */
  weight: number;
  exposures: number;
  conversions: number;
}

/** ln Γ(x) (Lanczos). */
function logGamma(x: number): number {
  const g = [
    76.18009172947146, -86.50532032941678, 24.01409824083091, -1.231739572450155, 0.001208650973866179,
    -0.000005395239384953,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let ser = 1.000000000190015;
  for (const c of g) ser += c / ++y;
  return -tmp + Math.log((2.5066282746310007 * ser) / x);
}

/** Prior concentration of the sequential split check: how far from the weights a split is expected to stray. */
const SRM_CONCENTRATION = 100;

/**
 * Sample-ratio mismatch, checked as often as the page is opened: the
 * anytime-valid p-value of the observed exposures against the declared
 * weights (Dirichlet-multinomial mixture against the multinomial of the
 * weights; Lindon & Malek, "Anytime-valid inference for multinomial count
 * data", 2022). A chi-square test looked at daily cries wolf on a fair
 * split in a few tests out of a hundred; this does not. 1 when there is
 * nothing to test; 0 when an arm with weight 0 has exposures.
 */
export function sampleRatioP(arms: readonly Pick<ArmCounts, "weight" | "exposures">[]): number {
  const total = arms.reduce((s, a) => s + a.exposures, 0);
  const weights = arms.reduce((s, a) => s + Math.max(0, a.weight), 0);
  if (total === 0 || weights <= 0) return 1;
  let logBayes = logGamma(SRM_CONCENTRATION) - logGamma(SRM_CONCENTRATION + total);
  let live = 0;
  for (const arm of arms) {
    const p = Math.max(0, arm.weight) / weights;
    if (p === 0) {
      // Exposures on a paused arm cannot come from the declared split.
      if (arm.exposures > 0) return 0;
      continue;
    }
    live++;
    const prior = SRM_CONCENTRATION * p;
    logBayes += logGamma(prior + arm.exposures) - logGamma(prior) - arm.exposures * Math.log(p);
  }
  return live < 2 ? 1 : Math.min(1, Math.exp(-logBayes));
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
  let high = 200;
  while (!found(high) && high < 1e9) high *= 2;
  let low = high / 2;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (found(mid)) high = mid;
    else low = mid;
  }
  return Math.max(200, Math.ceil(high));
}
