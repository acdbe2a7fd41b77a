import { useEffect } from "react";
import { lockScroll, unlockScroll } from "./scroll-lock";

export { scrollLockCount } from "./scroll-lock";

/** Locks page scrolling while `active` is true (reference-counted with every other lock, the site chrome's included). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    lockScroll();
    return unlockScroll;
  }, [active]);
}
