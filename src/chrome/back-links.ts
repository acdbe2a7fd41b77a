// 'Volver atrás' links ([data-back], src/components/BackLink.tsx), without
// React: a link to its fallback href, so it works without JavaScript and for
// a visitor who landed here from elsewhere (going back would leave the site,
// or do nothing); after a page of this site a plain click goes back instead.

/** Whether the visitor came to this page from another page of the site, so going back stays on it. */
export function cameFromThisSite(
  referrer = document.referrer,
  origin = window.location.origin,
  historyLength = window.history.length,
): boolean {
  if (historyLength < 2 || !referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** Starts answering back links anywhere in `root`; returns a function that stops. */
export function startBackLinks(root: Document | Element = document): () => void {
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-back]") : null;
    const mouse = event as MouseEvent;
    const plainClick = mouse.button === 0 && !mouse.metaKey && !mouse.ctrlKey && !mouse.shiftKey && !mouse.altKey;
    if (!link || event.defaultPrevented || !plainClick || !cameFromThisSite()) return;
    event.preventDefault();
    window.history.back();
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
