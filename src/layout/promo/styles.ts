import { css, keyframes } from "@emotion/react";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";
import { PROMO_AWAY, PROMO_GLOW, PROMO_STATE, PROMO_URGENT } from "./attributes";

const shake = keyframes`
  0%, 30%, 100% { transform: none; }
  5%, 15%, 25% { transform: translateX(-3px) rotate(-1.5deg); }
  10%, 20% { transform: translateX(3px) rotate(1.5deg); }
`;

/* The ring that spreads 10px out of the WhatsApp button and fades, drawn by
   a pseudo-element 10px larger than the button and animated with transform
   and opacity only (the compositor runs it; a box-shadow animation repaints
   every frame). It starts at the button's height (32 of 52 px). */
const glow = keyframes`
  0% { transform: scale(0.615); opacity: 1; }
  70% { transform: none; opacity: 0; }
  100% { transform: none; opacity: 0; }
`;

/** Always this tall, promo or not: nothing below it ever moves. */
export const SLOT_HEIGHT = { base: 56, md: 44 };

export const slot = css`
  position: relative;
  z-index: 41;
  height: ${SLOT_HEIGHT.base}px;
  overflow: hidden;
  background: ${theme.colors.bgSoft};
  border-bottom: 1px solid ${theme.colors.border};
  font-size: 13px;
  line-height: 1.3;
  ${theme.mq.md} {
    height: ${SLOT_HEIGHT.md}px;
  }
`;

export const layer = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  /* With reduced motion the layers swap at once: no fade, and no moment in
     which a link that is going away can still take the focus. */
  @media (prefers-reduced-motion: no-preference) {
    transition:
      opacity 0.35s ease,
      visibility 0.35s;
  }
  & > div {
    display: flex;
    align-items: center;
    gap: 12px;
    height: 100%;
  }
`;

export const utility = css`
  color: ${theme.colors.textSoft};
  & > div {
    justify-content: center;
    gap: 20px;
    ${theme.mq.md} {
      justify-content: space-between;
    }
  }
  [${PROMO_STATE}="on"] > & {
    opacity: 0;
    visibility: hidden;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: inherit;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${theme.colors.accent};
  }
  svg {
    flex: none;
    color: ${theme.colors.accent};
  }
`;

export const utilityGroup = css`
  display: flex;
  align-items: center;
  gap: 20px;
`;

export const hideSmall = css`
  display: none !important;
  ${theme.mq.md} {
    display: inline-flex !important;
  }
`;

export const promo = css`
  background: linear-gradient(90deg, ${fixedColors.violetDeep}, ${fixedColors.violet} 55%, ${fixedColors.violetBrightAlt});
  color: ${fixedColors.white};
  opacity: 0;
  visibility: hidden;
  [${PROMO_STATE}="on"] > & {
    opacity: 1;
    visibility: visible;
  }
  [${PROMO_STATE}="on"][${PROMO_AWAY}="true"] > & {
    visibility: hidden;
  }
  & > div {
    justify-content: space-between;
    ${theme.mq.md} {
      justify-content: center;
      gap: 20px;
    }
  }
  a:focus-visible,
  button:focus-visible {
    outline-color: ${fixedColors.goldLight};
  }
`;

export const offer = css`
  display: grid;
  gap: 2px;
  min-width: 0;
  ${theme.mq.md} {
    display: flex;
    align-items: center;
    gap: 16px;
  }
`;

export const text = css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
  font-size: 13.5px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  svg {
    flex: none;
    color: ${fixedColors.goldLight};
  }
  /* The offer may be written in lower case ('ahorra 50% por 3 meses'): it still starts the line. */
  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span::first-letter {
    text-transform: uppercase;
  }
`;

export const timer = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 12.5px;
  color: ${fixedAlpha("white", 0.86)};
  white-space: nowrap;
  [${PROMO_URGENT}="true"] & {
    animation: ${shake} 1.6s ease-in-out infinite;
    color: ${fixedColors.goldLight};
  }
  b {
    display: inline-block;
    min-width: 2ch;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    color: ${fixedColors.white};
    text-align: right;
  }
  ${theme.mq.md} {
    b {
      padding: 2px 5px;
      border-radius: 6px;
      background: ${fixedAlpha("white", 0.16)};
      min-width: calc(2ch + 10px);
      text-align: center;
    }
  }
`;

export const buttons = css`
  display: flex;
  align-items: center;
  gap: 6px;
  flex: none;
`;

export const whatsapp = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 32px;
  min-width: 32px;
  padding: 0 8px;
  border-radius: ${theme.radius.pill};
  background: ${fixedColors.whatsapp};
  color: ${fixedColors.onWhatsapp};
  font-weight: 700;
  font-size: 13px;
  text-decoration: none;
  white-space: nowrap;
  ${theme.mq.md} {
    padding: 0 12px;
  }
  /* A stacking context of its own: the ring (z-index -1) paints over the
     button's background, which is the ring's own colour (so it does not
     show there), and under its icon and label. */
  position: relative;
  isolation: isolate;
  &[${PROMO_GLOW}="true"]::after {
    content: "";
    position: absolute;
    inset: -10px;
    z-index: -1;
    border-radius: inherit;
    background: ${fixedAlpha("whatsapp", 0.75)};
    opacity: 0;
    pointer-events: none;
    animation: ${glow} 1s ease-out infinite;
  }
  &:hover {
    background: ${fixedColors.whatsappHover};
  }
  .label {
    display: none;
    ${theme.mq.md} {
      display: inline;
    }
  }
`;

export const close = css`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${fixedColors.white};
  cursor: pointer;
  &:hover {
    background: ${fixedAlpha("white", 0.16)};
  }
`;
