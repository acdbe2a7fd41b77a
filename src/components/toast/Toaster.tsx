import { useEffect, useRef, useState } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../Icon";
import { addToastAtom, dismissToastAtom, removeToastAtom, TOAST_EXIT_MS, toastsAtom, type Toast } from "./store";
import { carryToasts, takeCarriedToasts } from "./carry";
import * as s from "./styles";

const ICONS = { default: "info", success: "check-circle", destructive: "alert-triangle" } as const;

/**
 * The one place toasts appear: bottom-right (full width on phones), newest
 * last, at most TOAST_LIMIT. Timers pause while the pointer or focus is on
 * them. Screen readers hear each toast once through a live region that is
 * always in the DOM (polite; assertive for errors); the visible list itself
 * is not live, so nothing is read twice.
 */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const add = useSetAtom(addToastAtom);
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const open = useRef(toasts);
  open.current = toasts;
  // What the previous page was showing as it was left (a form's success toast before its redirect) comes along.
  useEffect(() => {
    for (const toast of takeCarriedToasts(Date.now())) add(toast);
    const leave = () =>
      carryToasts(
        open.current
          .filter((toast) => toast.open)
          .map((toast) => ({
            title: toast.title,
            description: toast.description,
            variant: toast.variant,
            until: toast.durationMs > 0 ? toast.shownAt + toast.durationMs : null,
          })),
        Date.now(),
      );
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [add]);
  const announce = (assertive: boolean) =>
    toasts.filter((toast) => toast.open && (toast.variant === "destructive") === assertive);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="false">
        {announce(false).map((toast) => (
          <p key={toast.id}>{[toast.title, toast.description].filter(Boolean).join(". ")}</p>
        ))}
      </div>
      <div className="visually-hidden" role="alert" aria-live="assertive" aria-atomic="false">
        {announce(true).map((toast) => (
          <p key={toast.id}>{[toast.title, toast.description].filter(Boolean).join(". ")}</p>
        ))}
      </div>
      <section
        aria-label={t`Notificaciones`}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {toasts.length > 0 && (
          <ol css={s.viewport}>
            {toasts.map((toast) => (
              <ToastItem key={toast.id} toast={toast} paused={paused} closeLabel={t`Cerrar notificación`} />
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function ToastItem({ toast, paused, closeLabel }: { toast: Toast; paused: boolean; closeLabel: string }) {
  const dismiss = useSetAtom(dismissToastAtom);
  const remove = useSetAtom(removeToastAtom);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (!toast.open) {
      const timer = window.setTimeout(() => remove(toast.id), TOAST_EXIT_MS);
      return () => window.clearTimeout(timer);
    }
    if (paused || toast.durationMs <= 0) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [toast.open, toast.id, toast.durationMs, paused, dismiss, remove]);

  return (
    <li
      css={s.toast(toast.variant, toast.open)}
      data-variant={toast.variant}
      data-state={toast.open ? "open" : "closed"}
    >
      <Icon name={ICONS[toast.variant]} size={20} css={s.icon(toast.variant)} />
      <div>
        <p css={s.title}>{toast.title}</p>
        {toast.description && <p css={s.description}>{toast.description}</p>}
      </div>
      <button type="button" css={s.close} aria-label={closeLabel} onClick={() => dismiss(toast.id)}>
        <Icon name="x" size={18} />
      </button>
    </li>
  );
}
