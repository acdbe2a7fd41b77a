import { useEffect } from "react";
import { lockScroll, unlockScroll } from "../chrome/scroll-lock";

export { scrollLockCount } from "../chrome/scroll-lock";

/** Locks page scrolling while `active` is true (reference-counted with every other lock, the site chrome's included). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    lockScroll();
    return unlockScroll;
  }, [active]);
}
