// Toast state: one jotai atom holding the toasts on screen. Components call
// useToast(); only the Toaster (the shell's toaster island) reads the list.
import { atom } from "jotai";

/** Spec §9 "UI and timing": at most 3 toasts visible at once. */
export const TOAST_LIMIT = 3;
/** Spec §9 "UI and timing": a toast stays 4000 ms unless told otherwise. */
export const TOAST_DURATION_MS = 4000;
/** Exit animation length; the toast leaves the DOM after it. */
export const TOAST_EXIT_MS = 180;

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' for errors: red, and announced assertively. */
  variant?: ToastVariant;
  /** How long it stays; defaults to TOAST_DURATION_MS. 0 keeps it until dismissed. */
  durationMs?: number;
}

export interface Toast extends Required<Pick<ToastInput, "title" | "variant" | "durationMs">> {
  id: number;
  description?: string;
  /** False while the exit animation plays. */
  open: boolean;
  /** When it appeared (epoch ms): a toast carried to the next page keeps only the time it had left. */
  shownAt: number;
}

let nextId = 0;

export const toastsAtom = atom<readonly Toast[]>([]);

/** Adds a toast; the oldest open ones beyond the limit are closed. Returns its id. */
export const addToastAtom = atom(null, (get, set, input: ToastInput): number => {
  const toast: Toast = {
    id: ++nextId,
    title: input.title,
    description: input.description,
    variant: input.variant ?? "default",
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
    open: true,
    shownAt: Date.now(),
  };
  const list = [...get(toastsAtom), toast];
  const open = list.filter((t) => t.open);
  const overflow = new Set(open.slice(0, Math.max(0, open.length - TOAST_LIMIT)).map((t) => t.id));
  set(
    toastsAtom,
    list.map((t) => (overflow.has(t.id) ? { ...t, open: false } : t)),
  );
  return toast.id;
});

/** Starts a toast's exit; `removeToastAtom` drops it once the animation is over. */
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).map((t) => (t.id === id ? { ...t, open: false } : t)),
  );
});

export const removeToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});
