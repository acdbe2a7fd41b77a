import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useAtom } from "jotai";
import { calculatorPaneAtom, type CalculatorPane } from "../../state/calculator";
import { MOBILE_QUERY } from "./styles";
import { scrollBehavior } from "../../core/motion";

export const PANES: readonly CalculatorPane[] = ["data", "results"];

/** True below the calculator's mobile breakpoint; false on the server and in the first client render. */
function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.(MOBILE_QUERY);
    if (!query) return;
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return mobile;
}

/**
 * The phone layout's two panes ('Datos', 'Resultados') in a horizontal
 * scroll-snap strip: a swipe selects the tab of the pane it settles on, a tab
 * (or ArrowLeft/ArrowRight/Home/End on the tabs) scrolls to its pane. Once
 * the visitor has switched, the strip takes the height of the pane in view.
 */
export function usePanes(tabId: (pane: CalculatorPane) => string) {
  const [pane, setPane] = useAtom(calculatorPaneAtom);
  const mobile = useIsMobile();
  const scroller = useRef<HTMLDivElement>(null);
  const paneRefs = useRef<Array<HTMLElement | null>>([]);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [switched, setSwitched] = useState(false);

  useEffect(() => {
    const el = scroller.current;
    if (!mobile || !el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = PANES[Math.round(el.scrollLeft / Math.max(1, el.clientWidth))];
        if (!next) return;
        setPane(next);
        if (el.scrollLeft > 0) setSwitched(true);
      });
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      el.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [mobile, setPane]);

  useEffect(() => {
    const target = paneRefs.current[PANES.indexOf(pane)];
    if (!mobile || !switched || !target) {
      setHeight(undefined);
      return;
    }
    const observer = new ResizeObserver(() => setHeight(target.offsetHeight));
    observer.observe(target);
    return () => observer.disconnect();
  }, [mobile, switched, pane]);

  /** Scrolls to a pane; `onShown` runs with the scroll behaviour used (to move focus, scroll the page). */
  const show = (next: CalculatorPane, onShown?: (behavior: ScrollBehavior) => void) => {
    setPane(next);
    setSwitched(true);
    const el = scroller.current;
    if (!el) return;
    const behavior = scrollBehavior();
    el.scrollTo({ left: PANES.indexOf(next) * el.clientWidth, behavior });
    onShown?.(behavior);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = PANES.indexOf(pane);
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: PANES.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = PANES[Math.min(PANES.length - 1, Math.max(0, target))];
    show(next);
    document.getElementById(tabId(next))?.focus();
  };

  const paneRef = (which: CalculatorPane) => (el: HTMLElement | null) => {
    paneRefs.current[PANES.indexOf(which)] = el;
  };

  return { pane, mobile, scroller, height, show, onTabKeyDown, paneRef };
}
