import { css, keyframes } from "@emotion/react";
import { theme, fixedColors } from "../../theme/tokens";

const slide = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(-50%, 0, 0); }
`;

/** Logos are drawn this tall (px); an uploaded logo's srcset is chosen for the width that gives. */
export const LOGO_HEIGHT = 36;

export const section = css`
  padding: 40px 0 24px;
  ${theme.mq.md} {
    padding: 48px 0 32px;
  }
`;

export const title = css`
  margin-bottom: 24px;
  text-align: center;
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

export const strip = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const viewport = css`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, ${fixedColors.black} 9%, ${fixedColors.black} 91%, transparent);
  @media (prefers-reduced-motion: reduce) {
    mask-image: none;
  }
`;

export const track = (seconds: number) => css`
  display: flex;
  width: max-content;
  animation: ${slide} ${seconds}s linear infinite;
  will-change: transform;
  [data-paused="true"] & {
    animation-play-state: paused;
  }
  @media (hover: hover) {
    &:hover {
      animation-play-state: paused;
    }
  }
  &:focus-within {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    width: auto;
    & > ul[aria-hidden="true"] {
      display: none;
    }
  }
`;

export const list = css`
  display: flex;
  align-items: center;
  gap: 56px;
  margin: 0;
  padding: 8px 28px;
  list-style: none;
  @media (prefers-reduced-motion: reduce) {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
    justify-items: center;
    gap: 24px 16px;
    width: 100%;
    padding-inline: 0;
  }
  img {
    height: ${LOGO_HEIGHT}px;
    width: auto;
    max-width: none;
    opacity: 0.85;
    transition: opacity 0.2s ease;
    html[data-theme="dark"] & {
      filter: brightness(1.55);
    }
  }
  li:hover img {
    opacity: 1;
  }
`;

export const pause = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.textSoft};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
  .resume,
  [data-paused="true"] & .pause {
    display: none;
  }
  [data-paused="true"] & .resume {
    display: block;
  }
`;

export const stats = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 40px 0 0;
  ${theme.mq.md} {
    gap: 20px;
    margin-top: 48px;
  }
  ${theme.mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const card = css`
  position: relative;
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 4px;
  padding: 20px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  ${theme.mq.md} {
    padding: 26px 24px;
  }
  dt {
    font-size: 14px;
    color: ${theme.colors.textMuted};
    ${theme.mq.md} {
      font-size: 15px;
    }
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: clamp(28px, 4vw, 40px);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.03em;
  }
`;

export const cardIcon = css`
  flex: none;
  display: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
  ${theme.mq.sm} {
    display: grid;
  }
  div:nth-of-type(even) > dd > & {
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
`;
