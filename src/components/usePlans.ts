import type { Plan, PlansCollection } from "../generated/schema";
import { planFeatures, type PlanFeatures } from "../core/plans/features";
import { usePage } from "../site-data";

export interface PlanEntry extends Plan {
  /** The plan's key in pages/_data/plans.json ("bronce", "platinum"...). */
  id: string;
}

/**
 * The plans a section names, in the section's order, from the plans
 * collection the build ships with the page (pages/_data/plans.json). Keys the
 * collection lacks are skipped (validation already rejects them).
 */
export function usePlans(keys: readonly string[]): PlanEntry[] {
  const collection = (usePage().data.plans ?? {}) as PlansCollection;
  return keys.flatMap((id) => (collection[id] ? [{ ...collection[id], id }] : []));
}

/** What a plan includes, by key: its own features and those of each plan it builds on. */
export function usePlanFeatures(): (id: string) => PlanFeatures {
  const collection = (usePage().data.plans ?? {}) as PlansCollection;
  return (id) => planFeatures(collection, id);
}
