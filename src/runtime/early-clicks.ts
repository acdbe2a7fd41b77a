// A visitor on a phone taps a button as soon as it is painted, often before
// the section around it has hydrated: React drops a click on markup it does
// not own yet (it hydrates a section synchronously on a click only when the
// section's code is already there). So until a control is React's, a click
// on it is held and replayed on the same control once it is: the tap is
// never lost, only late. Links, form fields, labels and <details> work
// natively before hydration and are left alone.
import { ownedByReact } from "./hydration-gate";
import { ISLAND_SELECTOR } from "../core/island-names";

const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]';

/** How long a held click waits for its control to hydrate before it is dropped (a failed chunk). */
const GIVE_UP_MS = 15_000;

interface Scheduler {
  /** The next frame (requestAnimationFrame), or a stand-in. */
  frame: (run: () => void) => void;
  now: () => number;
}

const browserScheduler: Scheduler = {
  frame: (run) => (typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => setTimeout(run, 0)) : setTimeout(run, 16)),
  now: () => performance.now(),
};

/**
 * Holds clicks on island controls React does not own yet, anywhere in `root`, and
 * replays each on its control once React does. Returns a function that stops.
 */
export function replayEarlyClicks(root: Document | Element = document, scheduler: Scheduler = browserScheduler): () => void {
  const pending = new Set<HTMLElement>();

  const replayWhenOwned = (control: HTMLElement, since: number) => {
    if (!control.isConnected || scheduler.now() - since > GIVE_UP_MS) {
      pending.delete(control);
      return;
    }
    if (!ownedByReact(control)) {
      scheduler.frame(() => replayWhenOwned(control, since));
      return;
    }
    // Owned during a render that may not have committed yet: one more frame.
    scheduler.frame(() => {
      pending.delete(control);
      if (!control.isConnected) return;
      control.focus({ preventScroll: true });
      control.click();
    });
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROLS);
    // Only islands are hydrated by React: the site chrome's buttons and the
    // booking openers run plain script (src/chrome) and are never held.
    if (!control || ownedByReact(control) || control.closest("a[href]") || !control.closest(ISLAND_SELECTOR) || control.closest("[data-open-booking]")) return;
    // Not now: no native default (a submit button would post the form as a page load), no half-hydrated handler.
    event.preventDefault();
    event.stopPropagation();
    // A second tap while the first waits would undo it (a toggle): one per control.
    if (pending.has(control)) return;
    pending.add(control);
    replayWhenOwned(control, scheduler.now());
  };

  root.addEventListener("click", onClick, true);
  return () => root.removeEventListener("click", onClick, true);
}
