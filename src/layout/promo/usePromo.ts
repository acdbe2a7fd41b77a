import { useEffect, useRef, useState } from "react";
import { remaining, type Remaining } from "../../lib/promo/countdown";
import { clearPromo, dismissPromo, loadPromo, type PromoStorage } from "../../lib/promo/storage";

export interface PromoConfig {
  days?: number;
}

/** localStorage, or undefined where merely touching it throws (blocked storage). */
const localStore = (): PromoStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The banner's live state. Nothing is known before mount (the server cannot
 * read localStorage), so it starts inactive and decides in an effect: the
 * stored end date (or now + days on a first visit), the dismissal, expiry.
 * While active it ticks on each second boundary.
 */
export function usePromo(config: PromoConfig | undefined) {
  const [end, setEnd] = useState<number | null>(null);
  const [decided, setDecided] = useState(false);
  const [now, setNow] = useState(0);
  const storage = useRef<PromoStorage | undefined>(undefined);
  const days = config?.days ?? 7;

  useEffect(() => {
    if (!config) return;
    setDecided(true);
    storage.current = localStore();
    const t = Date.now();
    const state = loadPromo(storage.current, t, days);
    if (state.end <= t) {
      clearPromo(storage.current);
      return;
    }
    if (state.dismissed) return;
    setNow(t);
    setEnd(state.end);
  }, [config, days]);

  useEffect(() => {
    if (end === null) return;
    let timer = 0;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= end) {
        clearPromo(storage.current);
        setEnd(null);
        return;
      }
      timer = window.setTimeout(tick, 1000 - (t % 1000) + 5);
    };
    timer = window.setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    return () => window.clearTimeout(timer);
  }, [end]);

  const dismiss = () => {
    dismissPromo(storage.current);
    setEnd(null);
  };

  const left: Remaining | null = end === null ? null : remaining(end, now);
  /** "pending" until the browser has decided (the static HTML), then "on" or "off". */
  const status = end !== null ? "on" : decided ? "off" : "pending";
  return { active: end !== null, status, left, dismiss };
}

/** True once the page has scrolled past `px` (the banner is out of view). */
export function useScrolledPast(px: () => number) {
  const [past, setPast] = useState(false);
  const limit = useRef(px);
  limit.current = px;
  useEffect(() => {
    const update = () => setPast(window.scrollY > limit.current());
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return past;
}
