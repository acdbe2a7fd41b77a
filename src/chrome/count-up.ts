// Figures that count up from 0 to their authored value ("+85%", "144M",
// "4,9/5") once they scroll into view ([data-count-up], the duration in ms:
// src/components/AnimatedNumber.tsx), without React. Under reduced motion, or
// for a figure that is not a number, the prerendered value stays as it is.
import { frameText, parseDisplayNumber } from "../lib/animate/display-number";
import { prefersReducedMotion } from "../lib/motion";

export function startCountUps(root: ParentNode = document): void {
  if (prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
  for (const el of root.querySelectorAll<HTMLElement>("[data-count-up]")) {
    const text = el.firstElementChild;
    const shape = parseDisplayNumber(el.dataset.final ?? "");
    const durationMs = Number(el.dataset.countUp);
    if (!text || !shape || !(durationMs > 0)) continue;
    text.textContent = frameText(shape, 0, durationMs);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const t0 = performance.now();
        const tick = (now: number) => {
          const elapsed = now - t0;
          text.textContent = frameText(shape, elapsed, durationMs);
          if (elapsed < durationMs) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      },
      { threshold: 0.35 },
    );
    observer.observe(el);
  }
}
