// Figures that count up from 0 to their authored value ("+85%", "144M",
// "4,9/5") once they scroll into view ([data-count-up], the duration in ms:
// src/components/AnimatedNumber.tsx), without React. Under reduced motion, or
// for a figure that is not a number, the prerendered value stays as it is.
//
// One observer watches every figure of the page and one animation frame
// loop moves the ones counting; each frame changes only the data of each
// figure's text node (no node is replaced), in a box sized by the final
// figure and contained (AnimatedNumber), so a changing digit lays out and
// paints that box alone.
import { frameText, parseDisplayNumber, type DisplayNumber } from "../core/animate/display-number";
import { prefersReducedMotion } from "../core/motion";

interface Counter {
  text: Text;
  shape: DisplayNumber;
  durationMs: number;
  /** When it started counting (a frame's time), once it has. */
  t0?: number;
}

export function startCountUps(root: ParentNode = document): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  const waiting = new Map<Element, Counter>();
  const counting = new Set<Counter>();
  for (const el of root.querySelectorAll<HTMLElement>("[data-count-up]")) {
    const holder = el.firstElementChild;
    const shape = parseDisplayNumber(el.dataset.final ?? "");
    const durationMs = Number(el.dataset.countUp);
    if (!holder || !shape || !(durationMs > 0)) continue;
    const text = document.createTextNode(frameText(shape, 0, durationMs));
    holder.replaceChildren(text);
    waiting.set(el, { text, shape, durationMs });
  }
  if (waiting.size === 0) return;

  const tick = (now: number) => {
    for (const c of counting) {
      c.t0 ??= now;
      const elapsed = now - c.t0;
      const next = frameText(c.shape, elapsed, c.durationMs);
      if (c.text.data !== next) c.text.data = next;
      if (elapsed >= c.durationMs) counting.delete(c);
    }
    if (counting.size > 0) requestAnimationFrame(tick);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const idle = counting.size === 0;
      for (const entry of entries) {
        const counter = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!counter) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        counting.add(counter);
      }
      if (waiting.size === 0) observer.disconnect();
      if (idle && counting.size > 0) requestAnimationFrame(tick);
    },
    { threshold: 0.35 },
  );
  for (const el of waiting.keys()) observer.observe(el);
}
