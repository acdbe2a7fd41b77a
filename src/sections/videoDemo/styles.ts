import { css, keyframes } from "@emotion/react";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";

export const layout = (withChapters: boolean) => css`
  display: grid;
  gap: 24px;
  max-width: ${withChapters ? "none" : "880px"};
  margin-inline: auto;
  ${theme.mq.lg} {
    grid-template-columns: ${withChapters ? "minmax(0, 8fr) minmax(0, 4fr)" : "1fr"};
    gap: 40px;
    align-items: center;
  }
`;

export const frame = css`
  position: relative;
  width: 100%;
  height: 320px;
  ${theme.mq.md} {
    height: auto;
    aspect-ratio: 16 / 9;
  }
  border-radius: ${theme.radius.xl};
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
  &[data-state="requested"] {
    background:
      radial-gradient(60% 80% at 50% 0%, color-mix(in srgb, ${theme.colors.accent} 14%, transparent), transparent 70%),
      ${theme.colors.surface};
  }
`;

export const poster = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

/* The ring that spreads 22px out of the play disc and fades: a
   pseudo-element 22px larger than the disc, animated with transform and
   opacity only (the compositor runs it; a box-shadow animation repaints
   every frame). It starts at the disc's size (76 of 120 px). */
const pulse = keyframes`
  0% { transform: scale(0.6333); opacity: 1; }
  100% { transform: none; opacity: 0; }
`;

export const play = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 12px;
  border: 0;
  background: transparent;
  color: ${fixedColors.white};
  cursor: pointer;
  .disc {
    display: grid;
    place-items: center;
    width: 76px;
    height: 76px;
    padding-left: 4px;
    border-radius: 50%;
    background: ${fixedColors.white};
    color: ${fixedColors.violetStrong};
    box-shadow: 0 16px 40px -12px ${fixedAlpha("black", 0.5)};
    transition: transform 0.2s ease;
    @media (prefers-reduced-motion: no-preference) {
      /* The pulse replaced the drop shadow while it ran (always): so it
         still shows none. Its own stacking context: the ring (z-index -1)
         paints over the disc's white, its own colour, and under the icon. */
      box-shadow: none;
      position: relative;
      isolation: isolate;
      &::after {
        content: "";
        position: absolute;
        inset: -22px;
        z-index: -1;
        border-radius: 50%;
        background: ${fixedAlpha("white", 0.45)};
        pointer-events: none;
        animation: ${pulse} 2.2s ease-out infinite;
      }
    }
  }
  .disc svg {
    fill: currentColor;
  }
  .label {
    padding: 6px 14px;
    border-radius: ${theme.radius.pill};
    background: ${fixedAlpha("ink", 0.55)};
    font-size: 14px;
    font-weight: 600;
    backdrop-filter: blur(4px);
  }
  &:hover .disc {
    transform: scale(1.06);
  }
  border-radius: inherit;
  /* The whole poster is the button: ring it inside its rounded edge, and the disc too. */
  &:focus-visible {
    outline: 3px solid ${fixedColors.gold};
    outline-offset: -3px;
  }
  &:focus-visible .disc {
    outline: 3px solid ${fixedColors.gold};
    outline-offset: 4px;
  }
`;

export const caption = css`
  position: absolute;
  left: 20px;
  right: 20px;
  bottom: 16px;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  color: ${fixedColors.white};
  font-size: 14px;
  pointer-events: none;
  strong {
    font-size: 15px;
  }
  span {
    flex: none;
    padding: 4px 10px;
    border-radius: ${theme.radius.pill};
    background: ${fixedAlpha("ink", 0.55)};
    font-weight: 600;
    font-size: 13px;
  }
  @media (max-width: 479.98px) {
    strong {
      display: none;
    }
    justify-content: flex-end;
  }
`;

const appear = keyframes`from { opacity: 0; transform: translateY(6px); }`;

export const pending = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 10px;
  padding: 24px;
  text-align: center;
  animation: ${appear} 0.3s ease-out;
  .icon {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 16px;
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
  h3 {
    font-size: clamp(20px, 2.6vw, 26px);
    outline: none;
  }
  p {
    max-width: 440px;
    color: ${theme.colors.textSoft};
    margin-bottom: 6px;
  }
`;

export const chapters = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 14px;
    padding: 16px 18px;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    font-weight: 600;
  }
  li span {
    font-variant-numeric: tabular-nums;
    font-size: 13px;
    font-weight: 800;
    color: ${theme.colors.accent};
  }
`;
