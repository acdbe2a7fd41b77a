import { css } from "@emotion/react";

const wrap = css`
  display: inline-grid;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* The final figure, invisible, sizes the box so counting never moves anything.
     It comes first in grid order, so the figure's baseline is its baseline. */
  &::after {
    content: attr(data-final);
    grid-area: 1 / 1;
    order: -1;
    visibility: hidden;
  }
  /* The counting figure: each frame changes a digit, laid out inside this
     box alone (layout containment takes away a box's baseline; the final
     figure above gives the line its baseline instead). */
  & > span {
    grid-area: 1 / 1;
    contain: layout;
  }
`;

export interface AnimatedNumberProps {
  /** The figure as authored, e.g. "+85%". */
  value: string;
  /** Length of the count in ms (spec: about 1200, 900 for the rating). */
  durationMs?: number;
  className?: string;
}

/**
 * A figure ("+85%", "144M", "4,9/5") that counts up from 0 once it scrolls
 * into view. Markup only: the prerendered HTML has the final value (no-JS and
 * crawlers see it), the box is sized by the final value with tabular digits
 * (no layout shift), and src/chrome/count-up.ts counts (not under reduced
 * motion), so a section with counters needs no React.
 */
export function AnimatedNumber({ value, durationMs = 1200, className }: AnimatedNumberProps) {
  return (
    <span css={wrap} data-final={value} data-count-up={durationMs} className={className}>
      <span>{value}</span>
    </span>
  );
}
