// A toast the visitor is reading when the page changes (a form's success
// toast, then its redirect) comes along: the open toasts are kept in session
// storage as the page is left, and the next page shows them for the time they
// had left. Storage may be blocked: then they are simply not carried.
import type { ToastInput, ToastVariant } from "./store";

const KEY = "toasts-carried";
/** Not worth showing for less. */
const MIN_LEFT_MS = 500;

export interface CarriedToast {
  title: string;
  description?: string;
  variant: ToastVariant;
  /** When it leaves (epoch ms); null for a toast that stays until dismissed. */
  until: number | null;
}

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const session = (): SessionStore | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

export function carryToasts(
  toasts: readonly CarriedToast[],
  now: number,
  storage: SessionStore | undefined = session(),
): void {
  const kept = toasts.filter((t) => t.until === null || t.until - now >= MIN_LEFT_MS);
  try {
    if (kept.length > 0) storage?.setItem(KEY, JSON.stringify(kept));
    else storage?.removeItem(KEY);
  } catch {
    /* not carried */
  }
}

export function hasCarriedToasts(storage: SessionStore | undefined = session()): boolean {
  try {
    return !!storage?.getItem(KEY);
  } catch {
    return false;
  }
}

/** The carried toasts, once (they are removed), as toasts to show for the time they had left. */
export function takeCarriedToasts(now: number, storage: SessionStore | undefined = session()): ToastInput[] {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(KEY);
    storage?.removeItem(KEY);
  } catch {
    return [];
  }
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: Partial<CarriedToast>): ToastInput[] => {
    if (typeof item?.title !== "string") return [];
    const variant = item.variant === "success" || item.variant === "destructive" ? item.variant : "default";
    const until = typeof item.until === "number" ? item.until : null;
    if (until !== null && until - now < MIN_LEFT_MS) return [];
    return [
      {
        title: item.title,
        description: typeof item.description === "string" ? item.description : undefined,
        variant,
        durationMs: until === null ? 0 : until - now,
      },
    ];
  });
}
