// What each plan includes, read from the plans collection (pages/_data/plans.json):
// a plan lists only what it adds to the plan it builds on (`inheritFrom`), so the
// pricing cards, the calculator's plan sheet and `validate` all walk the same chain.
import type { PlansCollection } from "../../generated/schema";

export interface InheritedFeatures {
  /** Key of the plan these features come from ("plata"). */
  planId: string;
  planName: string;
  features: string[];
}

export interface PlanFeatures {
  /** What the plan adds (or, for a plan that builds on none, all it has). */
  own: string[];
  /** Each plan it builds on with that plan's own features, nearest first. */
  inherited: InheritedFeatures[];
}

/** The plans `id` builds on, nearest first (Platinum: oro, plata, bronce); stops at a missing key or a loop. */
export function ancestry(plans: PlansCollection, id: string): string[] {
  const chain: string[] = [];
  for (
    let next = plans[id]?.inheritFrom;
    next && plans[next] && next !== id && !chain.includes(next);
    next = plans[next]?.inheritFrom
  )
    chain.push(next);
  return chain;
}

export function planFeatures(plans: PlansCollection, id: string): PlanFeatures {
  const names = (key: string) => (plans[key]?.features ?? []).map((f) => f.name);
  return {
    own: names(id),
    inherited: ancestry(plans, id).map((key) => ({
      planId: key,
      planName: plans[key]?.name ?? key,
      features: names(key),
    })),
  };
}

/** Two lines are the same feature when they read the same, whatever the case and spacing. */
const sameText = (name: string) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("es");

export interface FeatureProblem {
  pointer: string;
  message: string;
  /** What the editor shows beside the field. */
  es: string;
}

/**
 * Features a visitor would read twice: a line repeated within a plan, or one
 * that a plan it builds on already lists (it is included through inheritance).
 */
export function duplicateFeatureProblems(plans: PlansCollection): FeatureProblem[] {
  const problems: FeatureProblem[] = [];
  for (const [id, plan] of Object.entries(plans)) {
    if (!plan) continue;
    const seen = new Map<string, number>();
    const inherited = new Map<string, string>();
    for (const key of ancestry(plans, id))
      for (const f of plans[key]?.features ?? [])
        if (!inherited.has(sameText(f.name))) inherited.set(sameText(f.name), key);
    plan.features.forEach((feature, index) => {
      const pointer = `/${id}/features/${index}/name`;
      const text = sameText(feature.name);
      const from = inherited.get(text);
      if (from)
        problems.push({
          pointer,
          message: `"${feature.name}" is already included through "${from}" (this plan builds on it); list each feature once`,
          es: `«${feature.name}» ya está incluida en el plan «${from}», en el que se basa este: nómbrala una sola vez`,
        });
      else if (seen.has(text))
        problems.push({
          pointer,
          message: `"${feature.name}" repeats /${id}/features/${seen.get(text)}; list each feature once`,
          es: `«${feature.name}» está dos veces en este plan (la ${(seen.get(text) ?? 0) + 1}.ª): nómbrala una sola vez`,
        });
      else seen.set(text, index);
    });
  }
  return problems;
}
