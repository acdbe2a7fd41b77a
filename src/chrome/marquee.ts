// The pause button of a scrolling strip of logos ([data-marquee-toggle] in a
// [data-paused] strip: src/sections/clientStrip), without React: it pauses and
// resumes the strip, and says what a press does (data-label-pause,
// data-label-resume). The icons follow the strip's data-paused (CSS).
// The attributes' names: ./attributes.ts.
import { MARQUEE_LABEL_PAUSE, MARQUEE_LABEL_RESUME, MARQUEE_PAUSED, MARQUEE_TOGGLE } from "../core/marquee-attributes";

export function startMarquees(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>(`[${MARQUEE_TOGGLE}]`)) {
    const strip = button.closest<HTMLElement>(`[${MARQUEE_PAUSED}]`);
    if (!strip) continue;
    button.addEventListener("click", () => {
      const paused = strip.getAttribute(MARQUEE_PAUSED) !== "true";
      strip.setAttribute(MARQUEE_PAUSED, String(paused));
      button.setAttribute("aria-label", button.getAttribute(paused ? MARQUEE_LABEL_RESUME : MARQUEE_LABEL_PAUSE) ?? "");
    });
  }
}
