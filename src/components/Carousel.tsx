import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from "react";
import { nextIndex, prevIndex, shouldAutoAdvance, togglePause, wrapIndex, type PauseReason } from "../core/carousel";
import { theme } from "../theme/tokens";
import { Icon } from "./Icon";

export interface CarouselSlide {
  key: string;
  /** Short name of the slide, used by its picker dot ("Ir a la imagen 2: …"). */
  label: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly CarouselSlide[];
  /** Time each slide stays before the next (ms). */
  intervalMs: number;
  /** Cross-fade duration (ms). */
  fadeMs: number;
  className?: string;
}

const matchesFocusVisible = (el: Element) => {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true;
  }
};

/**
 * Auto-advancing, cross-fading carousel (WAI-ARIA APG carousel pattern):
 * a rotation control, previous/next buttons and a picker dot per slide.
 * It stops while hovered, while keyboard focus is inside, while off screen
 * or in a background tab, when the visitor presses pause, and never starts
 * by itself with prefers-reduced-motion. Slides share one grid cell, so the
 * box keeps the size of the largest slide (no layout shift).
 */
export function Carousel({ label, slides, intervalMs, fadeMs, className }: CarouselProps) {
  const { t } = useLingui();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Off screen until the observer says otherwise: no timer before hydration has measured anything.
  const [pauses, setPauses] = useState<ReadonlySet<PauseReason>>(() => new Set<PauseReason>(["offscreen"]));
  const rootRef = useRef<HTMLElement>(null);
  const slidesId = `${useId().replace(/[^\w-]/g, "")}-slides`;
  const pause = useCallback((reason: PauseReason, on: boolean) => setPauses((p) => togglePause(p, reason, on)), []);
  const advancing = shouldAutoAdvance(count, pauses);
  const stopped = pauses.has("user") || pauses.has("reduced-motion");

  useEffect(() => {
    const root = rootRef.current;
    const motion =
      typeof window.matchMedia === "function" ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;
    const onMotion = () => pause("reduced-motion", !!motion?.matches);
    const onVisibility = () => pause("hidden", document.hidden);
    onMotion();
    onVisibility();
    motion?.addEventListener("change", onMotion);
    document.addEventListener("visibilitychange", onVisibility);
    let observer: IntersectionObserver | undefined;
    if (root && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver(([entry]) => pause("offscreen", !entry.isIntersecting), { threshold: 0.25 });
      observer.observe(root);
    } else pause("offscreen", false);
    return () => {
      motion?.removeEventListener("change", onMotion);
      document.removeEventListener("visibilitychange", onVisibility);
      observer?.disconnect();
    };
  }, [pause]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer whenever the slide changes (a click on a dot gets a full interval too)
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [advancing, index, intervalMs, count]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (matchesFocusVisible(event.target)) pause("focus", true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) pause("focus", false);
  };
  const toggleRotation = () =>
    setPauses((p) => {
      if (p.has("user") || p.has("reduced-motion"))
        return togglePause(togglePause(p, "user", false), "reduced-motion", false);
      return togglePause(p, "user", true);
    });

  return (
    <section
      ref={rootRef}
      aria-roledescription={t`carrusel`}
      aria-label={label}
      css={rootCss}
      className={className}
      style={{ "--fade": `${fadeMs}ms` } as CSSProperties}
      onPointerEnter={(e) => e.pointerType === "mouse" && pause("hover", true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && pause("hover", false)}
      onFocus={onFocus}
      onBlur={onBlur}
      data-advancing={advancing}
    >
      <div id={slidesId} css={viewportCss} aria-live={advancing ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription={t`diapositiva`}
            aria-label={t`${i + 1} de ${count}`}
            aria-hidden={i !== index}
            data-active={i === index}
            css={slideCss}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div css={controlsCss}>
          <button
            type="button"
            css={roundCss}
            onClick={toggleRotation}
            aria-label={stopped ? t`Iniciar el pase automático` : t`Detener el pase automático`}
          >
            {stopped ? <Icon name="play" size={16} /> : <PauseGlyph />}
          </button>
          <button
            type="button"
            css={roundCss}
            aria-controls={slidesId}
            aria-label={t`Imagen anterior`}
            onClick={() => setIndex((i) => prevIndex(i, count))}
          >
            <Icon name="chevron-left" size={18} />
          </button>
          <div role="group" aria-label={t`Elegir imagen`} css={dotsCss}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                aria-controls={slidesId}
                aria-label={t`Ir a la imagen ${i + 1}: ${slide.label}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(wrapIndex(i, count))}
              />
            ))}
          </div>
          <button
            type="button"
            css={roundCss}
            aria-controls={slidesId}
            aria-label={t`Imagen siguiente`}
            onClick={() => setIndex((i) => nextIndex(i, count))}
          >
            <Icon name="chevron-right" size={18} />
          </button>
        </div>
      )}
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1.2" fill="currentColor" />
    </svg>
  );
}

const rootCss = css`
  display: grid;
  gap: 18px;
`;

const viewportCss = css`
  display: grid;
  & > * {
    grid-area: 1 / 1;
  }
`;

const slideCss = css`
  min-width: 0;
  opacity: 0;
  visibility: hidden;
  transition:
    opacity var(--fade) ease,
    visibility 0s linear var(--fade);
  &[data-active="true"] {
    opacity: 1;
    visibility: visible;
    transition:
      opacity var(--fade) ease,
      visibility 0s;
  }
`;

const controlsCss = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
`;

const roundCss = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.textSoft};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

const dotsCss = css`
  display: flex;
  align-items: center;
  margin-inline: 6px;
  button {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  button::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 999px;
    background: ${theme.colors.border};
    transition:
      width 0.3s ease,
      background-color 0.3s ease;
  }
  button:hover::before {
    background: ${theme.colors.textMuted};
  }
  button[aria-current="true"]::before {
    width: 22px;
    background: ${theme.colors.accent};
  }
`;
