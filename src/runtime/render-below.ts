// The sections below the fold skip rendering while the page loads
// (content-visibility: auto, fold.ts). Once it has loaded, they render one
// per idle moment, top down: the work the loading page was spared comes in
// tasks of one section each (on home at 4× CPU the two largest took 27 and
// 43 ms, under the 50 ms that make a task long), never in one long task. By
// the time the visitor scrolls, or a tool reads every box at once, the page
// is laid out as if nothing had been skipped.
import { BELOW_FOLD_ATTRIBUTE, RENDERED_ATTRIBUTE } from "./fold";

type IdleWindow = Pick<Window, "addEventListener" | "setTimeout"> & {
  requestIdleCallback?: Window["requestIdleCallback"];
  document: Document;
};

/** Starts after `load`; returns a function that stops it. */
export function renderBelowFoldWhenIdle(root: ParentNode, win: IdleWindow = window): () => void {
  const waiting = [...root.querySelectorAll<HTMLElement>(`[${BELOW_FOLD_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}])`)];
  let stopped = false;
  // Safari has no requestIdleCallback: a short timer leaves a frame between sections.
  const idle = (run: () => void) =>
    win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 2000 }) : win.setTimeout(run, 50);
  const next = () => {
    const section = waiting.shift();
    if (stopped || !section) return;
    section.setAttribute(RENDERED_ATTRIBUTE, "");
    // Lay it out now, inside this idle period, rather than in the next frame's rendering.
    section.firstElementChild?.getBoundingClientRect();
    if (waiting.length > 0) idle(next);
  };
  if (waiting.length === 0) return () => {};
  if (win.document.readyState === "complete") idle(next);
  else win.addEventListener("load", () => idle(next), { once: true });
  return () => {
    stopped = true;
  };
}
