// When an island hydrates (src/entry-client.ts): at once if it is on the
// first screen or just below it (the entry itself starts after the first
// paint), else when it comes within half a screen of the viewport, or on intent (a pointer, finger or
// focus arriving on it), whichever is first. An island nobody nears never
// downloads its code. Its prerendered HTML shows and its links work meanwhile;
// a tap on one of its buttons is kept and replayed (early-clicks.ts).

/**
 * Whether React has taken over this DOM node: it tags the nodes it owns with
 * `__reactProps$…` (the handlers) as it hydrates them.
 */
export const ownedByReact = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactProps$"));

const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** Elements in an island that lay out nothing (React writes a section's image preloads where it renders). */
export const BOXLESS_TAGS: readonly string[] = ["LINK", "META", "SCRIPT", "STYLE", "TEMPLATE", "TITLE"];
const BOXLESS = new Set(BOXLESS_TAGS);

/** The boxes an island's container (display: contents, no box of its own) lays out. */
export function boxesOf(container: Element): Element[] {
  const boxes = [...container.children].filter((el) => !BOXLESS.has(el.tagName));
  return boxes.length > 0 ? boxes : [container];
}

function nearViewport(boxes: Element[]): boolean {
  const h = window.innerHeight || document.documentElement.clientHeight;
  return boxes.some((el) => {
    const rect = el.getBoundingClientRect();
    return rect.bottom > -h / 2 && rect.top < 1.5 * h;
  });
}

/**
 * Calls `open` once, as soon as the island in `container` is needed; returns
 * a function that stops waiting. `onIntentOnly`: only when the visitor
 * reaches for it, wherever it is.
 */
export function whenNeeded(container: Element, open: () => void, { onIntentOnly = false } = {}): () => void {
  const boxes = boxesOf(container);
  if (!onIntentOnly && (typeof IntersectionObserver !== "function" || nearViewport(boxes))) {
    open();
    return () => {};
  }
  let done = false;
  const observer =
    onIntentOnly || typeof IntersectionObserver !== "function"
      ? { observe() {}, disconnect() {} }
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
          rootMargin: "50% 0px",
        });
  const stop = () => {
    done = true;
    observer.disconnect();
    for (const type of INTENT_EVENTS) container.removeEventListener(type, fire, { capture: true });
  };
  function fire() {
    if (done) return;
    stop();
    open();
  }
  for (const el of boxes) observer.observe(el);
  // The surest sign an island is about to be used: fetch its code now.
  for (const type of INTENT_EVENTS)
    container.addEventListener(type, fire, { once: true, passive: true, capture: true });
  // A visitor quicker than this code: focus that arrived before the listeners counts too (on a busy
  // phone the name field was focused and typed in first, and the form never asked for its code).
  if (container.contains(document.activeElement)) fire();
  return stop;
}
