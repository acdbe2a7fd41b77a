// A visitor on a phone taps a button as soon as it is painted, often before
// the section around it has hydrated: React drops a click on markup it does
// not own yet (it hydrates a section synchronously on a click only when the
// section's code is already there). So until a control is React's, a click
// on it is held and replayed on the same control once it is: the tap is
// never lost, only late. Links, form fields, labels and <details> work
// natively before hydration and are left alone (what a field was given
// meanwhile is handed to React when it hydrates: early-input.ts).
import { browserScheduler, hydratedByReact, whenOwned, type Scheduler } from "./when-owned";
import { ISLAND_SELECTOR } from "../core/island-names";

const CONTROLS = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"]';

/**
 * Holds clicks on island controls React does not own yet, anywhere in `root`, and
 * replays each on its control once React does. Returns a function that stops.
 */
export function replayEarlyClicks(
  root: Document | Element = document,
  scheduler: Scheduler = browserScheduler,
): () => void {
  const pending = new Set<HTMLElement>();

  const replayWhenOwned = (control: HTMLElement) => {
    const forget = () => void pending.delete(control);
    whenOwned(
      control,
      () => {
        forget();
        control.focus({ preventScroll: true });
        control.click();
      },
      forget,
      scheduler,
    );
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROLS);
    // Only islands are hydrated by React: the site chrome's buttons and the
    // booking openers run plain script (src/chrome) and are never held.
    if (
      !control ||
      hydratedByReact(control) ||
      control.closest("a[href]") ||
      !control.closest(ISLAND_SELECTOR) ||
      control.closest("[data-open-booking]")
    )
      return;
    // Not now: no native default (a submit button would post the form as a page load), no half-hydrated handler.
    event.preventDefault();
    event.stopPropagation();
    // A second tap while the first waits would undo it (a toggle): one per control.
    if (pending.has(control)) return;
    pending.add(control);
    replayWhenOwned(control);
  };

  root.addEventListener("click", onClick, true);
  return () => root.removeEventListener("click", onClick, true);
}
