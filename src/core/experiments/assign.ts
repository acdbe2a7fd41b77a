// Which arm of an A/B experiment a visitor sees: a pure function of the
// experiment id and the visitor's stored random id, so the same visitor gets
// the same arm on every page view, in every language, without a server.
// The head script (src/runtime/variant-script.ts) carries an ES5 copy of
// this arithmetic; a test checks that both agree.

import { hash32 } from "../hash.ts";

export interface Arm {
  /** "control" for the base document, else the variant's name. */
  name: string;
  /** Relative share of visitors (weights need not add up to 100). */
  weight: number;
}

/** The base document's arm name. */
export const CONTROL = "control";

/** A visitor's position in [0, 1) for one experiment; independent across experiments. */
export const bucketOf = (experimentId: string, visitorId: string): number =>
  hash32(`${experimentId}:${visitorId}`) / 4294967296;

/** The arm whose slice of the cumulative weights contains `bucket` (arms with weight 0 are never picked). */
export function pickArm(arms: readonly Arm[], bucket: number): string {
  const total = arms.reduce((sum, arm) => sum + Math.max(0, arm.weight), 0);
  if (total <= 0) return CONTROL;
  let rest = bucket * total;
  for (const arm of arms) {
    const weight = Math.max(0, arm.weight);
    if (rest < weight) return arm.name;
    rest -= weight;
  }
  // Rounding at the very top of the range: the last arm that can be picked.
  return [...arms].reverse().find((arm) => arm.weight > 0)?.name ?? CONTROL;
}

/** The arm of `visitorId` in experiment `experimentId`. */
export const assignArm = (experimentId: string, visitorId: string, arms: readonly Arm[]): string =>
  pickArm(arms, bucketOf(experimentId, visitorId));

/** A new random visitor id: 32 lowercase hex digits (128 bits). */
/** `crypto: null` uses `random` only (tests, or where Web Crypto is missing). */
export function newVisitorId(
  random: () => number = Math.random,
  crypto: Pick<Crypto, "getRandomValues"> | null = globalThis.crypto ?? null,
): string {
  let words: number[];
  try {
    words = Array.from(crypto!.getRandomValues(new Uint32Array(4)));
  } catch {
    words = Array.from({ length: 4 }, () => Math.floor(random() * 4294967296));
  }
  return words.map((w) => (w >>> 0).toString(16).padStart(8, "0")).join("");
}

/** What a stored visitor id must look like (anything else is replaced). */
export const VISITOR_ID_PATTERN = /^[0-9a-f]{8,64}$/;
