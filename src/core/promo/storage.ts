// Where the promo banner keeps its state in the browser (spec §3 "browser-stored
// keys": the promo-banner target date). Storage may be missing or throw
// (privacy modes, quota): then the visit behaves like a first visit and a
// warning is logged; the page never breaks.
import { firstVisitEnd, parseStoredEnd } from "./countdown.ts";

export const PROMO_END_KEY = "promoBannerEndDate";
export const PROMO_DISMISSED_KEY = "promoBannerDismissed";

/** The subset of the Storage API used here, so tests can pass a fake. */
export type PromoStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface PromoState {
  end: number;
  dismissed: boolean;
}

type Warn = (message: string, error?: unknown) => void;
const defaultWarn: Warn = (message, error) => console.warn(message, error ?? "");

/**
 * The end date for this visit: the stored one, or (first visit, corrupt value,
 * blocked storage) now + `days`, stored for next time. Never throws.
 */
export function loadPromo(
  storage: PromoStorage | undefined,
  now: number,
  days: number,
  warn: Warn = defaultWarn,
): PromoState {
  let raw: string | null = null;
  let dismissed = false;
  try {
    if (!storage) throw new Error("no localStorage");
    raw = storage.getItem(PROMO_END_KEY);
    dismissed = storage.getItem(PROMO_DISMISSED_KEY) !== null;
  } catch (error) {
    warn("Promo banner: storage unavailable, treating this as a first visit.", error);
    return { end: firstVisitEnd(now, days), dismissed: false };
  }
  const stored = parseStoredEnd(raw, now);
  if (stored !== null) return { end: stored, dismissed };
  if (raw !== null) warn(`Promo banner: ignoring an unreadable stored end date (${JSON.stringify(raw)}).`);
  const end = firstVisitEnd(now, days);
  try {
    storage.setItem(PROMO_END_KEY, String(end));
  } catch (error) {
    warn("Promo banner: could not store the end date.", error);
  }
  return { end, dismissed };
}

/** The countdown ran out: forget the end date (spec §4) and the dismissal that went with it. */
export function clearPromo(storage: PromoStorage | undefined, warn: Warn = defaultWarn) {
  try {
    storage?.removeItem(PROMO_END_KEY);
    storage?.removeItem(PROMO_DISMISSED_KEY);
  } catch (error) {
    warn("Promo banner: could not clear the stored end date.", error);
  }
}

/** The visitor closed the banner: remember it until this promo ends. */
export function dismissPromo(storage: PromoStorage | undefined, warn: Warn = defaultWarn) {
  try {
    storage?.setItem(PROMO_DISMISSED_KEY, "1");
  } catch (error) {
    warn("Promo banner: could not store the dismissal.", error);
  }
}
