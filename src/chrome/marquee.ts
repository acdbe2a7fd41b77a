// The pause button of a scrolling strip of logos ([data-marquee-toggle] in a
// [data-paused] strip: src/sections/clientStrip), without React: it pauses and
// resumes the strip, and says what a press does (data-label-pause,
// data-label-resume). The icons follow the strip's data-paused (CSS).
export function startMarquees(root: ParentNode = document): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>("[data-marquee-toggle]")) {
    const strip = button.closest<HTMLElement>("[data-paused]");
    if (!strip) continue;
    button.addEventListener("click", () => {
      const paused = strip.dataset.paused !== "true";
      strip.dataset.paused = String(paused);
      button.setAttribute("aria-label", (paused ? button.dataset.labelResume : button.dataset.labelPause) ?? "");
    });
  }
}
