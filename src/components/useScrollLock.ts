import { useEffect } from "react";

// Reference-counted page scroll lock: any number of overlays (menu, modal, sheet)
// may lock at once; the page scrolls again only when the last one releases.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock() {
  if (locks++ > 0) return;
  const { body, documentElement: html } = document;
  // Keep the layout still: the scrollbar's width becomes padding while it is gone.
  const scrollbar = window.innerWidth - html.clientWidth;
  saved = { overflow: html.style.overflow, paddingRight: body.style.paddingRight };
  html.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
}

function unlock() {
  if (locks === 0 || --locks > 0) return;
  document.documentElement.style.overflow = saved?.overflow ?? "";
  document.body.style.paddingRight = saved?.paddingRight ?? "";
  saved = null;
}

/** Locks page scrolling while `active` is true (reference-counted across callers). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}

/** Test helper: how many locks are currently held. */
export const scrollLockCount = () => locks;
