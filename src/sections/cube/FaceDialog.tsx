import { FocusTrap } from "focus-trap-react";
import { useEffect, useRef, type CSSProperties } from "react";
import { createPortal } from "react-dom";
import { useLingui } from "@lingui/react/macro";
import type { CubeFace } from "../../generated/schema";
import { Icon } from "../../components/Icon";
import { useScrollLock } from "../../components/useScrollLock";
import { FaceContent } from "./FaceContent";
import { backdropCss, closeButtonCss, dialogCss } from "./styles";

interface Props {
  face: CubeFace;
  variant: "card" | "drawer";
  /** false while the closing animation plays. */
  open: boolean;
  closeMs: number;
  dialogId: string;
  onClose: () => void;
}

const isJsdom = () => typeof navigator !== "undefined" && /jsdom/i.test(navigator.userAgent);

/**
 * A face's details on smaller screens: a modal card (a bottom drawer on
 * phones) over a dimmed backdrop. Focus is trapped and starts on the close
 * button; Escape, the close button and any press outside the card close it;
 * page scroll stays locked until the closing animation has finished.
 *
 * Not src/components/Modal: the cube's closing animations have their own
 * lengths from the page JSON (card 300 ms, drawer 520 ms), which Modal's fixed
 * exit time does not allow.
 */
export function FaceDialog({ face, variant, open, closeMs, dialogId, onClose }: Props) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  useScrollLock(true);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  const state = open ? "open" : "closing";
  const titleId = `${dialogId}-title`;
  return createPortal(
    <FocusTrap
      active={open}
      focusTrapOptions={{
        initialFocus: () => closeRef.current ?? false,
        fallbackFocus: () => cardRef.current!,
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
        preventScroll: true,
        tabbableOptions: isJsdom() ? { displayCheck: "none" } : undefined,
      }}
    >
      <div
        css={backdropCss}
        data-state={state}
        data-variant={variant}
        data-testid="cube-backdrop"
        style={{ "--close-ms": `${closeMs}ms` } as CSSProperties}
        onPointerDown={(event) => {
          // A press anywhere outside the card (mouse, pen or touch) closes it.
          if (open && event.target === event.currentTarget) onClose();
        }}
      >
        <div
          ref={cardRef}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          css={dialogCss}
          data-state={state}
          data-variant={variant}
          style={{ "--brand": face.color } as CSSProperties}
        >
          <button ref={closeRef} type="button" css={closeButtonCss} aria-label={t`Cerrar panel`} onClick={onClose}>
            <Icon name="x" size={18} />
          </button>
          <FaceContent face={face} titleId={titleId} />
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
