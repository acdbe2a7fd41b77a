import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * After each navigation: scroll to the element the hash names (smoothly),
 * else to the top; then move focus to the main content so screen readers
 * start reading the new page. The first load is left to the browser.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior, block: "start" });
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
      return;
    }
    if (navigationType !== "POP") window.scrollTo({ top: 0, behavior: "auto" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType]);

  return null;
}
