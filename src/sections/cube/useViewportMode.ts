import { useEffect, useState } from "react";

/** How a face shows its details at the current viewport width. */
export type ViewportMode = "panel" | "card" | "drawer";

const query = (q: string) =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(q) : null;

/**
 * 'panel' from `desktopMinWidth` up (hover opens the side panel), 'drawer'
 * up to `drawerMaxWidth`, 'card' in between. null on the server and the
 * first client render (so hydration matches); read after mount.
 */
export function useViewportMode(desktopMinWidth: number, drawerMaxWidth: number): ViewportMode | null {
  const [mode, setMode] = useState<ViewportMode | null>(null);
  useEffect(() => {
    const desktop = query(`(min-width: ${desktopMinWidth}px)`);
    const narrow = query(`(max-width: ${drawerMaxWidth}px)`);
    const update = () => setMode(desktop?.matches ? "panel" : narrow?.matches ? "drawer" : "card");
    update();
    desktop?.addEventListener("change", update);
    narrow?.addEventListener("change", update);
    return () => {
      desktop?.removeEventListener("change", update);
      narrow?.removeEventListener("change", update);
    };
  }, [desktopMinWidth, drawerMaxWidth]);
  return mode;
}

/** prefers-reduced-motion, read after mount and followed when it changes. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = query("(prefers-reduced-motion: reduce)");
    if (!mq) return;
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener("change", update);
    return () => mq.removeEventListener("change", update);
  }, []);
  return reduced;
}
