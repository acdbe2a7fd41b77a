// Lazy sections below the fold stay out of the JavaScript a page needs
// before the visitor can interact. During the first hydration, a lazy
// section whose prerendered HTML is off screen suspends: React keeps its
// server markup as it is (a dehydrated Suspense boundary: no layout shift,
// links work) and the section's code is fetched when it comes within a
// screen of the viewport, or, after the load event, when the browser is idle
// (one section at a time), whichever is first. Client-side navigations render
// sections at once.

const REACT_LAZY = Symbol.for("react.lazy");

export const isLazyComponent = (component: unknown) => (component as { $$typeof?: symbol } | null)?.$$typeof === REACT_LAZY;

interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

const gates = new Map<string, Gate>();

/**
 * Whether React has taken over this DOM node: it tags the nodes it owns with
 * `__reactFiber$…` and `__reactProps$…` (the handlers) as it hydrates them;
 * a dehydrated Suspense boundary's nodes have neither. (React may attempt
 * dehydrated boundaries after the page has committed, so "is this the first
 * render" cannot be a flag.)
 */
export const ownedByReact = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactProps$"));

const dehydrated = (el: Element) => !ownedByReact(el);

/** Another page is shown: whatever still waits renders now. */
export function openAllGates() {
  for (const gate of gates.values()) gate.release();
}

function nearViewport(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  const h = window.innerHeight || document.documentElement.clientHeight;
  return rect.bottom > -h && rect.top < 2 * h;
}

const whenIdle = (run: () => void) => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200));

// Sections still waiting after the load event hydrate one at a time, in
// document order: the next one opens in the first idle period after the
// previous one has hydrated (or after 3 s, whatever held it up). Opened
// together they made one burst of long tasks (~740 ms at 4× CPU on the home
// page) that Lighthouse counted as blocking time and that pushed its
// time-to-interactive from ~2 s to 3.8 s.
const idleQueue: Array<{ el: Element; open: () => void }> = [];
let draining = false;

function drainWhenIdle() {
  if (draining) return;
  draining = true;
  let current: { el: Element; since: number } | undefined;
  const step = () => {
    if (current && current.el.isConnected && dehydrated(current.el) && performance.now() - current.since < 3000) return whenIdle(step);
    const item = idleQueue.shift();
    if (!item) {
      draining = false;
      return;
    }
    current = { el: item.el, since: performance.now() };
    item.open();
    whenIdle(step);
  };
  if (document.readyState === "complete") whenIdle(step);
  else window.addEventListener("load", () => whenIdle(step), { once: true });
}

function afterLoadWhenIdle(el: Element, open: () => void) {
  idleQueue.push({ el, open });
  drainWhenIdle();
}

const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

function createGate(el: Element): Gate {
  const gate = { open: false } as Gate;
  gate.promise = new Promise<void>((resolve) => {
    let observer: IntersectionObserver | undefined;
    let removal: MutationObserver | undefined;
    const open = () => {
      if (gate.open) return;
      gate.open = true;
      observer?.disconnect();
      removal?.disconnect();
      resolve();
    };
    gate.release = open;
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: "100% 0px" });
      observer.observe(el);
    }
    // A pointer, finger or focus arriving on the section is the surest sign
    // it is about to be used: fetch its code now, not at its turn. (React
    // drops a click on markup it has not hydrated, so every millisecond
    // before the press counts.)
    for (const type of INTENT_EVENTS) el.addEventListener(type, open, { once: true, passive: true, capture: true });
    // An update can make React give up the prerendered markup and render the
    // section afresh (a click on an in-page link while sections below have
    // not hydrated, seen on 2026-11-25): with its markup gone, only the idle
    // queue would open the gate, seconds later, and the section would stay
    // empty meanwhile.
    const parent = el.parentNode;
    if (parent && typeof MutationObserver === "function") {
      removal = new MutationObserver(() => !el.isConnected && open());
      removal.observe(parent, { childList: true });
    }
    afterLoadWhenIdle(el, open);
  });
  return gate;
}

/**
 * Suspends (throws a cached promise) while the prerendered, not yet
 * hydrated section `id` waits for its turn; a no-op on the server, on
 * client-side navigations (nothing prerendered to keep) and for sections
 * near the viewport. A gate holds through re-renders until it opens.
 */
export function useHydrationGate(id: string | undefined): void {
  if (!id || typeof document === "undefined") return;
  let gate = gates.get(id);
  if (!gate) {
    const el = document.getElementById(id);
    if (!el || !dehydrated(el) || nearViewport(el)) return;
    gate = createGate(el);
    gates.set(id, gate);
  }
  if (!gate.open) throw gate.promise;
}

// Static sections (src/runtime/StaticSection.tsx) keep their prerendered
// markup only on the document the browser hydrates first: the browser entry
// announces a prerendered page before hydrating, and the first list of
// sections rendered after that is the one held.
let holdNext = false;
let heldSections: readonly unknown[] | undefined;

/** The page about to hydrate was prerendered: its static sections keep their server markup. */
export function holdStaticSections() {
  holdNext = true;
}

/** Whether `sections` are the prerendered page's, whose static sections are held. */
export function isStaticHeld(sections: readonly unknown[]): boolean {
  if (holdNext) {
    holdNext = false;
    heldSections = sections;
  }
  return sections === heldSections;
}
