import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";
import { scrollBehavior } from "../lib/motion";
import { followAnchor } from "./follow-anchor";

/**
 * After each navigation: scroll to the element the hash names (smoothly,
 * waiting for it if its section is still loading), else to the top; then move focus to the main content so screen readers
 * start reading the new page. The first load is left to the browser.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (first.current) {
      first.current = false;
      // The browser has scrolled to the anchor; keep it there while the sections above hydrate.
      return id ? followAnchor(id, { behavior: "auto" }) : undefined;
    }
    const behavior = scrollBehavior();
    if (id) {
      // Another page whose target is not rendered yet shows from its top meanwhile.
      if (!document.getElementById(id) && navigationType !== "POP") window.scrollTo({ top: 0, behavior: "auto" });
      return followAnchor(id, {
        behavior,
        onFound: (target) => {
          if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
          target.focus({ preventScroll: true });
        },
      });
    }
    if (navigationType !== "POP") window.scrollTo({ top: 0, behavior: "auto" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType]);

  return null;
}
