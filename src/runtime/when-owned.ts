// What a tap or a change made before an island hydrated waits for: the moment
// React owns the control it landed on (early-clicks.ts, early-input.ts).
import { ownedByReact } from "./hydration-gate";
import { HYDRATED_ATTRIBUTE, ISLAND_SELECTOR } from "../core/island-names";

/**
 * Whether React owns `control` and has committed the hydration of its island:
 * an event sent to a control claimed by a render still under way is dropped.
 */
export const hydratedByReact = (control: Element) =>
  ownedByReact(control) && Boolean(control.closest(ISLAND_SELECTOR)?.hasAttribute(HYDRATED_ATTRIBUTE));

/** How long a held click waits for its control to hydrate before it is dropped (a failed chunk). */
export const GIVE_UP_MS = 15_000;

export interface Scheduler {
  /** The next frame (requestAnimationFrame), or a stand-in. */
  frame: (run: () => void) => void;
  now: () => number;
}

export const browserScheduler: Scheduler = {
  frame: (run) =>
    typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => setTimeout(run, 0)) : setTimeout(run, 16),
  now: () => performance.now(),
};

/**
 * Runs `run` once React owns `control` and its island's hydration has committed; `drop` instead if the control leaves the page or its
 * island has not come after `giveUpMs`.
 */
export function whenOwned(
  control: Element,
  run: () => void,
  drop: () => void,
  scheduler: Scheduler = browserScheduler,
  giveUpMs = GIVE_UP_MS,
): void {
  const since = scheduler.now();
  const check = () => {
    if (!control.isConnected || scheduler.now() - since > giveUpMs) return drop();
    if (!hydratedByReact(control)) return scheduler.frame(check);
    // A part of the island that hydrates later (a lazy section's own boundary) may just have committed: one more frame.
    scheduler.frame(() => (control.isConnected ? run() : drop()));
  };
  check();
}
