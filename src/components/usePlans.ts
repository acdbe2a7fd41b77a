import type { Plan, PlansCollection } from "../generated/schema";
import { usePage } from "../runtime/site-context";

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

/** Name of a plan by key, for 'Todo lo de {plan}, y además:'. */
export function usePlanName(): (id: string) => string {
  const collection = (usePage().data.plans ?? {}) as PlansCollection;
  return (id) => collection[id]?.name ?? id;
}
