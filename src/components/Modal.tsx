import { css, keyframes } from "@emotion/react";
import { FocusTrap } from "focus-trap-react";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { theme, fixedAlpha } from "../theme/tokens";
import { useScrollLock } from "./useScrollLock";

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on an outside click (when allowed) and by your own close button. */
  onClose: () => void;
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  /** 'center' (default) or 'sheet': a bottom sheet below the md breakpoint, centred above it. */
  variant?: "center" | "sheet";
  /** Close when the backdrop is clicked. Default true. */
  closeOnOutsideClick?: boolean;
  /** Element to focus on opening; the dialog panel itself when absent or null. */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Wait this many ms before moving focus to `initialFocus` (the panel holds focus meanwhile). */
  initialFocusDelay?: number;
  /** Where focus goes on close; defaults to the element focused before opening. */
  returnFocus?: HTMLElement | null;
  /** After the exit animation, when the dialog has left the DOM. */
  onExited?: () => void;
  /** Panel max width at ≥ md. Default 480px. */
  width?: string;
  className?: string;
}

const EXIT_FALLBACK_MS = 320;
/** Open modals, innermost last: only the innermost one answers Escape. */
const stack: object[] = [];
const isJsdom = () => typeof navigator !== "undefined" && /jsdom/i.test(navigator.userAgent);

/**
 * Accessible modal dialog: portal into <body>, aria-modal, focus trapped
 * (focus-trap-react), Escape closes the innermost open modal (inner widgets may
 * call preventDefault to keep it), page scroll locked, focus returned to the opener, and a short
 * enter/exit animation that `prefers-reduced-motion` switches off.
 * Content, headings and close buttons are the caller's.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
  variant = "center",
  closeOnOutsideClick = true,
  initialFocus,
  initialFocusDelay = 0,
  returnFocus,
  onExited,
  width = "480px",
  className,
}: ModalProps) {
  const [present, setPresent] = useState(open);
  const panelRef = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLElement | null>(null);
  const pointerDownOnBackdrop = useRef(false);
  const latest = useRef({ initialFocus, returnFocus, onExited });
  latest.current = { initialFocus, returnFocus, onExited };

  useScrollLock(present);

  // Remember who had focus before opening (before the trap moves it).
  useLayoutEffect(() => {
    if (!open) return;
    previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPresent(true);
  }, [open]);

  // Escape closes the innermost open modal, wherever focus is (even on <body>).
  // A layout effect: the listener exists before the dialog is painted, so an
  // Escape pressed the moment it appears (a lazily loaded modal commits outside
  // the click's task, and passive effects may run frames later) is not lost.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useLayoutEffect(() => {
    if (!open) return;
    const token = {};
    stack.push(token);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || stack[stack.length - 1] !== token) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      stack.splice(stack.indexOf(token), 1);
    };
  }, [open]);

  // Delayed initial focus.
  useEffect(() => {
    if (!open || !initialFocusDelay) return;
    const timer = window.setTimeout(() => {
      // Someone already moved on inside the dialog: leave their focus alone.
      const active = document.activeElement;
      if (active && active !== panelRef.current && panelRef.current?.contains(active)) return;
      latest.current.initialFocus?.()?.focus();
    }, initialFocusDelay);
    return () => window.clearTimeout(timer);
  }, [open, initialFocusDelay]);

  // Closing: focus goes back at once (not cancelled by the unmount, which may
  // come first when reduced motion makes the exit instant).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = latest.current.returnFocus ?? previous.current;
    let done = false;
    let tries = 0;
    // The opener may need a frame or two to become focusable again (it may
    // have been hidden while the modal was open).
    const attempt = () => {
      tries += 1;
      if (target?.isConnected) target.focus({ preventScroll: true });
      done = !target?.isConnected || document.activeElement === target || tries >= 5;
      if (!done) frame = window.requestAnimationFrame(attempt);
    };
    let frame = window.requestAnimationFrame(attempt);
    return () => {
      if (done) return;
      window.cancelAnimationFrame(frame);
      wasOpen.current = true; // not given back yet: a re-run (StrictMode) still owes it
    };
  }, [open]);

  const finish = useCallback(() => {
    setPresent(false);
    latest.current.onExited?.();
  }, []);

  // Unmount after the exit animation (or this long, if no animationend comes).
  useEffect(() => {
    if (open || !present) return;
    const timer = window.setTimeout(finish, EXIT_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [open, present, finish]);

  if (!present || typeof document === "undefined") return null;

  const onPointerDown = (event: PointerEvent) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  // A press on the backdrop must not move focus to <body>.
  const onMouseDown = (event: MouseEvent) => {
    if (event.target === event.currentTarget) event.preventDefault();
  };
  const onClick = (event: MouseEvent) => {
    if (closeOnOutsideClick && open && pointerDownOnBackdrop.current && event.target === event.currentTarget) onClose();
    pointerDownOnBackdrop.current = false;
  };

  return createPortal(
    <FocusTrap
      active={open}
      focusTrapOptions={{
        initialFocus: () =>
          (initialFocusDelay ? panelRef.current : (latest.current.initialFocus?.() ?? panelRef.current)) ?? false,
        fallbackFocus: () => panelRef.current!,
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        preventScroll: true,
        tabbableOptions: isJsdom() ? { displayCheck: "none" } : undefined,
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog for a pointer; the keyboard closes it with Escape and its close button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, Escape and the close button are the keyboard's way */}
      <div
        css={[overlayCss, variant === "sheet" && sheetOverlayCss]}
        data-state={open ? "open" : "closed"}
        onPointerDown={onPointerDown}
        onMouseDown={onMouseDown}
        onClick={onClick}
      >
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          css={[panelCss(width), variant === "sheet" && sheetPanelCss]}
          className={className}
          data-state={open ? "open" : "closed"}
          onAnimationEnd={(event) => {
            if (!open && event.target === event.currentTarget) finish();
          }}
        >
          {children}
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const popIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;
const popOut = keyframes`to { opacity: 0; transform: translateY(4px) scale(0.98); }`;
const slideIn = keyframes`from { transform: translateY(100%); }`;
const slideOut = keyframes`to { transform: translateY(100%); }`;

const overlayCss = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 16px;
  background: ${fixedAlpha("night", 0.48)};
  backdrop-filter: blur(3px);
  animation: ${fadeIn} 180ms ease-out;
  html[data-theme="dark"] & {
    background: ${fixedAlpha("black", 0.62)};
  }
  &[data-state="closed"] {
    animation: ${fadeOut} 160ms ease-in forwards;
    pointer-events: none;
  }
`;

const panelCss = (width: string) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${width};
  max-height: calc(100dvh - 32px);
  overflow: auto;
  overscroll-behavior: contain;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.lg};
  outline: none;
  animation: ${popIn} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &[data-state="closed"] {
    animation: ${popOut} 160ms ease-in forwards;
  }
  html[data-theme="dark"] & {
    background: ${theme.colors.surfaceRaised};
  }
`;

const sheetOverlayCss = css`
  @media (max-width: ${767.98}px) {
    place-items: end stretch;
    padding: 0;
  }
`;

const sheetPanelCss = css`
  @media (max-width: ${767.98}px) {
    max-width: none;
    max-height: min(94dvh, 100%);
    border-radius: ${theme.radius.xl} ${theme.radius.xl} 0 0;
    border-bottom: 0;
    padding-bottom: env(safe-area-inset-bottom);
    animation: ${slideIn} 280ms cubic-bezier(0.2, 0.8, 0.2, 1);
    &[data-state="closed"] {
      animation: ${slideOut} 200ms ease-in forwards;
    }
  }
`;
