// Reference-counted page scroll lock: any number of overlays (the mobile
// menu, a modal, a sheet) may lock at once; the page scrolls again only when
// the last one releases. Plain DOM, shared by the site chrome and React
// (src/components/useScrollLock.ts).
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(): void {
  if (locks++ > 0) return;
  const { body, documentElement: html } = document;
  // Keep the layout still: the scrollbar's width becomes padding while it is gone.
  const scrollbar = window.innerWidth - html.clientWidth;
  saved = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
  html.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

export function unlockScroll(): void {
  if (locks === 0 || --locks > 0) return;
  document.documentElement.style.overflow = saved?.overflow ?? "";
  document.body.style.paddingRight = saved?.paddingRight ?? "";
  saved = null;
}

/** Test helper: how many locks are currently held. */
export const scrollLockCount = () => locks;
