// Style pieces that many components share, written once. Each returns what
// the copies it replaced wrote, declaration for declaration, so swapping a
// copy for it changes no pixel.
import { css, keyframes } from "@emotion/react";
import { colors, mq } from "./tokens";

/**
 * The site's focus outline (the global `:focus-visible` rule uses it too):
 * for a part that draws the ring itself, e.g. a card whose link has the
 * focus (`&:has(a:focus-visible)`) or the label after a hidden radio.
 */
export const focusOutline = (width = 3, offset = 2) =>
  `outline: ${width}px solid ${colors.focus}; outline-offset: ${offset}px;`;

/**
 * Hidden from the eye, read by screen readers. The global class
 * `.visually-hidden` (src/theme/GlobalStyles.tsx) is these rules; components
 * use the class.
 */
export const visuallyHiddenRules = `position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export interface SpinnerOptions {
  /** Diameter and ring width, px. */
  size: number;
  stroke: number;
  /** One turn, s. */
  seconds: number;
  /**
   * One turn under reduced motion, s: a busy button keeps turning, slower.
   * Without it the spinner stops like every animation (GlobalStyles).
   */
  reducedSeconds?: number;
  /** The ring and its moving arc; by default the text colour with a gap. */
  ring?: { track: string; arc: string };
}

/** A turning ring that says "busy" (buttons while sending, the booking modal while it loads). */
export const spinner = ({ size, stroke, seconds, reducedSeconds, ring }: SpinnerOptions) => css`
  width: ${size}px;
  height: ${size}px;
  border-radius: 50%;
  border: ${stroke}px solid ${ring ? ring.track : "currentColor"};
  ${ring ? `border-top-color: ${ring.arc};` : "border-right-color: transparent;"}
  animation: ${spin} ${seconds}s linear infinite;
  ${
    reducedSeconds
      ? `@media (prefers-reduced-motion: reduce) {
    animation-duration: ${reducedSeconds}s !important;
    animation-iteration-count: infinite !important;
  }`
      : ""
  }
`;

/**
 * A list laid out as a grid of cards: one column, two from md, `columns`
 * from lg (a number or an expression such as `var(--cols)`), with a wider
 * gap there if given. Bare list: no bullets, no margin.
 */
export const cardList = (columns: string, wideGap?: string) => css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 20px;
  }
  ${mq.lg} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
    ${wideGap ? `gap: ${wideGap};` : ""}
  }
`;
