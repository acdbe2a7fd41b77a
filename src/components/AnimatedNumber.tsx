import { useEffect, useRef, useState } from "react";
import { css } from "@emotion/react";
import { frameText, parseDisplayNumber } from "../lib/animate/display-number";
import { prefersReducedMotion } from "../lib/motion";

const wrap = css`
  display: inline-grid;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* The final figure, invisible, sizes the box so counting never moves anything. */
  &::after {
    content: attr(data-final);
    grid-area: 1 / 1;
    visibility: hidden;
  }
  & > span {
    grid-area: 1 / 1;
  }
`;


/**
 * Counts a figure up from 0 to its authored value ("+85%", "144M", "4,9/5")
 * once it scrolls into view. The server renders the final value (no-JS and
 * crawlers see it), the box is sized by the final value with tabular digits
 * (no layout shift), and reduced motion skips the count.
 */
export function useCountUp(value: string, durationMs = 1200) {
  const ref = useRef<HTMLSpanElement>(null);
  const [text, setText] = useState(value);

  useEffect(() => {
    setText(value);
    const el = ref.current;
    const shape = parseDisplayNumber(value);
    if (!el || !shape || durationMs <= 0 || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    let started = false;
    setText(frameText(shape, 0, durationMs));
    const observer = new IntersectionObserver(
      (entries) => {
        if (started || !entries.some((e) => e.isIntersecting)) return;
        started = true;
        observer.disconnect();
        const t0 = performance.now();
        const tick = (now: number) => {
          const elapsed = now - t0;
          setText(frameText(shape, elapsed, durationMs));
          if (elapsed < durationMs) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.35 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return { ref, text };
}

export interface AnimatedNumberProps {
  /** The figure as authored, e.g. "+85%". */
  value: string;
  /** Length of the count in ms (spec: about 1200, 900 for the rating). */
  durationMs?: number;
  className?: string;
}

export function AnimatedNumber({ value, durationMs = 1200, className }: AnimatedNumberProps) {
  const { ref, text } = useCountUp(value, durationMs);
  return (
    <span ref={ref} css={wrap} data-final={value} className={className}>
      <span>{text}</span>
    </span>
  );
}
