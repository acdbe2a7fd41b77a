// Whether any primary call to action (elements marked data-primary-cta) is at
// least half visible, or any part of a zone that is one already (a form,
// marked data-cta-zone: a floating button over it would cover its fields).
// Follows sections that render late.

export const PRIMARY_CTA_SELECTOR = "[data-primary-cta], [data-cta-zone]";
export const PRIMARY_CTA_THRESHOLD = 0.5;

/** Calls `report` with whether a primary call to action is in view, now and on every change; returns a function that stops. */
export function watchPrimaryCta(report: (inView: boolean) => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    report(false);
    return () => {};
  }
  const visible = new Set<Element>();
  const observed = new Set<Element>();
  const update = () => {
    for (const el of visible) if (!el.isConnected) visible.delete(el);
    report(visible.size > 0);
  };
  const io = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const zone = entry.target.hasAttribute("data-cta-zone");
        if (entry.isIntersecting && (zone || entry.intersectionRatio >= PRIMARY_CTA_THRESHOLD))
          visible.add(entry.target);
        else visible.delete(entry.target);
      }
      update();
    },
    { threshold: [0, PRIMARY_CTA_THRESHOLD] },
  );
  let frame = 0;
  const scan = () => {
    frame = 0;
    const current = new Set(document.querySelectorAll(PRIMARY_CTA_SELECTOR));
    for (const el of observed) if (!current.has(el)) io.unobserve(el), observed.delete(el), visible.delete(el);
    for (const el of current) if (!observed.has(el)) io.observe(el), observed.add(el);
    if (observed.size === 0) update();
  };
  scan();
  const mo = new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(scan);
  });
  mo.observe(document.body, { childList: true, subtree: true });
  return () => {
    cancelAnimationFrame(frame);
    mo.disconnect();
    io.disconnect();
  };
}
