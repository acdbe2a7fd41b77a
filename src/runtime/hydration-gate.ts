// Lazy sections below the fold stay out of the JavaScript a page needs
// before the visitor can interact. During the first hydration, a lazy
// section whose prerendered HTML is off screen suspends: React keeps its
// server markup as it is (a dehydrated Suspense boundary: no layout shift,
// links work) and the section's code is fetched when it comes within a
// screen of the viewport, or once the browser is idle after the load event,
// whichever is first. Later client-side navigations render sections at once.

const REACT_LAZY = Symbol.for("react.lazy");

export const isLazyComponent = (component: unknown) => (component as { $$typeof?: symbol } | null)?.$$typeof === REACT_LAZY;

interface Gate {
  open: boolean;
  promise: Promise<void>;
}

const gates = new Map<string, Gate>();
let firstPageCommitted = false;

/** Called once the first page has committed: from then on nothing is gated. */
export function markFirstPageCommitted() {
  firstPageCommitted = true;
}

function nearViewport(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  const h = window.innerHeight || document.documentElement.clientHeight;
  return rect.bottom > -h && rect.top < 2 * h;
}

function afterLoadWhenIdle(run: () => void) {
  const idle = () => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

function createGate(el: Element): Gate {
  const gate = { open: false } as Gate;
  gate.promise = new Promise<void>((resolve) => {
    let observer: IntersectionObserver | undefined;
    const open = () => {
      if (gate.open) return;
      gate.open = true;
      observer?.disconnect();
      resolve();
    };
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: "100% 0px" });
      observer.observe(el);
    }
    afterLoadWhenIdle(open);
  });
  return gate;
}

/**
 * Suspends (throws a cached promise) while the prerendered section `id`
 * waits for its turn during the first hydration; a no-op on the server, for
 * sections without a prerendered element or near the viewport, and after
 * the first page has committed.
 */
export function useHydrationGate(id: string | undefined): void {
  if (firstPageCommitted || !id || typeof document === "undefined") return;
  let gate = gates.get(id);
  if (!gate) {
    const el = document.getElementById(id);
    if (!el || nearViewport(el)) return;
    gate = createGate(el);
    gates.set(id, gate);
  }
  if (!gate.open) throw gate.promise;
}
