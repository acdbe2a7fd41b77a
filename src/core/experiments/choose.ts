// The arm a visitor sees, decided the same way by the head script (before
// the first paint of a prerendered page) and by the router (on client-side
// navigation and in the dev server):
//
//   1. `?variant=<name>` in the address: that arm, remembered for this
//      experiment (QA links; `?variant=control` goes back to the base);
//   2. an arm remembered earlier for this experiment;
//   3. the hash of the stored visitor id (a new random id is stored on the
//      first visit).
//
// Storage that throws or does not keep what is written (blocked cookies,
// some private modes) never breaks the page: the visitor sees the base.
// Crawlers always see the base; automated browsers skip step 3 (audience.ts).
import { CONTROL, VISITOR_ID_PATTERN, assignArm, newVisitorId, type Arm } from "./assign";
import type { Audience } from "./audience";
import { VARIANT_PARAM, VISITOR_STORAGE_KEY, forcedKey } from "./keys";

export { VARIANT_PARAM, VISITOR_STORAGE_KEY, forcedKey };

export interface ExperimentArms {
  id: string;
  arms: readonly Arm[];
}

export type ArmStorage = Pick<Storage, "getItem" | "setItem">;

function read(store: ArmStorage | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes and reads back: true only when the value is really kept. */
function write(store: ArmStorage | undefined, key: string, value: string): boolean {
  try {
    if (!store) return false;
    store.setItem(key, value);
    return store.getItem(key) === value;
  } catch {
    return false;
  }
}

/** The arm named by `?variant=` in `search`, if it is one of the experiment's. */
export function forcedByParam(experiment: ExperimentArms, search: string): string | undefined {
  const name = new URLSearchParams(search).get(VARIANT_PARAM);
  return name && experiment.arms.some((arm) => arm.name === name) ? name : undefined;
}

export function chooseArm(
  experiment: ExperimentArms,
  search: string,
  store: ArmStorage | undefined,
  makeId: () => string = newVisitorId,
  audience: Audience = "visitor",
): string {
  if (audience === "crawler") return CONTROL;
  const names = new Set(experiment.arms.map((arm) => arm.name));
  const forced = forcedByParam(experiment, search);
  if (forced) {
    write(store, forcedKey(experiment.id), forced);
    return forced;
  }
  const remembered = read(store, forcedKey(experiment.id));
  if (remembered && names.has(remembered)) return remembered;
  if (audience === "automation") return CONTROL;
  let visitor = read(store, VISITOR_STORAGE_KEY);
  if (!visitor || !VISITOR_ID_PATTERN.test(visitor)) {
    visitor = makeId();
    if (!write(store, VISITOR_STORAGE_KEY, visitor)) return CONTROL;
  }
  return assignArm(experiment.id, visitor, experiment.arms);
}

/** window.localStorage, or undefined where merely touching it throws. */
export function browserStorage(): ArmStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
