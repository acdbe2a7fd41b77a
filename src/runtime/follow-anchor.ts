// Scrolling to `#anchor` on a page whose sections load lazily: the target may
// not exist yet (a client-side navigation still fetching the page's code), and
// sections above it may change height while they hydrate, which would leave
// the visitor short of the target. So: wait for the element, scroll to it, and
// keep it aligned while the layout settles, unless the visitor scrolls first.

const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

export interface FollowOptions {
  behavior: ScrollBehavior;
  /** How long to wait for the element to appear. */
  waitMs?: number;
  /** How long to keep the element aligned while the page above it settles. */
  settleMs?: number;
  onFound?: (target: HTMLElement) => void;
}

/** Scrolls to the element with `id` once it exists; returns a cancel function. */
export function followAnchor(
  id: string,
  { behavior, waitMs = 5000, settleMs = 2000, onFound }: FollowOptions,
): () => void {
  const cleanups: Array<() => void> = [];
  let done = false;
  const cancel = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
  const later = (ms: number, run: () => void) => {
    const timer = window.setTimeout(run, ms);
    cleanups.push(() => window.clearTimeout(timer));
  };

  const settle = (target: HTMLElement) => {
    target.scrollIntoView({ behavior, block: "start" });
    onFound?.(target);
    for (const type of USER_SCROLL_EVENTS) {
      window.addEventListener(type, cancel, { passive: true, once: true });
      cleanups.push(() => window.removeEventListener(type, cancel));
    }
    if (typeof ResizeObserver === "function") {
      let initial = true;
      const observer = new ResizeObserver(() => {
        // The first call reports the current size; only later changes move the target.
        // A section rendered afresh replaces the element: follow the id, not the node.
        if (initial) initial = false;
        else (document.getElementById(id) ?? target).scrollIntoView({ behavior: "auto", block: "start" });
      });
      observer.observe(document.body);
      cleanups.push(() => observer.disconnect());
    }
    later(settleMs, cancel);
  };

  const now = document.getElementById(id);
  if (now) {
    settle(now);
    return cancel;
  }
  const observer = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    observer.disconnect();
    settle(target);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  cleanups.push(() => observer.disconnect());
  later(waitMs, cancel);
  return cancel;
}
