import { css } from "@emotion/react";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";
import { cardList, focusOutline } from "../../theme/primitives";

const c = theme.colors;

/** Space under the centred heading (kept whatever the shared heading's own margin is). */
export const headingGapCss = css`
  & > div {
    margin-bottom: 48px;
  }
`;

export const gridCss = cardList("3", "24px");

export const cardCss = css`
  position: relative;
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  column-gap: 16px;
  row-gap: 6px;
  align-content: start;
  padding: 20px 20px 18px;
  & > :first-child {
    grid-row: span 3;
  }
  & > :not(:first-child) {
    grid-column: 2;
  }
  ${theme.mq.md} {
    display: flex;
    flex-direction: column;
    gap: 12px;
    padding: 26px 26px 22px;
  }
  border-radius: ${theme.radius.lg};
  background: ${c.surface};
  border: 1px solid ${c.border};
  box-shadow: ${theme.shadow.sm};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: ${theme.shadow.lg};
    border-color: color-mix(in srgb, ${c.accent} 40%, ${c.border});
  }
  &:has(a:focus-visible) {
    ${focusOutline()}
  }
  h3 {
    font-size: 18px;
    font-weight: 750;
    ${theme.mq.md} {
      font-size: 19px;
    }
  }
  p {
    color: ${c.textSoft};
    font-size: 15.5px;
  }
`;

export const iconTileCss = css`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  background: ${c.accentTint};
  color: ${c.accent};
  &[data-tone="yellow"] {
    background: ${c.yellowTint};
    color: ${c.yellowText};
  }
`;

export const moreCss = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: auto;
  padding-top: 4px;
  font-weight: 650;
  font-size: 15px;
  color: ${c.accent};
  text-decoration: none;
  svg {
    transition: transform 0.2s ease;
  }
  &:focus-visible {
    outline: none;
  }
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  li:hover & svg {
    transform: translateX(3px);
  }
`;

export const highlightCss = css`
  position: relative;
  display: grid;
  gap: 28px;
  margin-top: 24px;
  padding: 30px 24px;
  border-radius: ${theme.radius.xl};
  overflow: hidden;
  color: ${fixedColors.white};
  background:
    radial-gradient(80% 120% at 100% 0%, ${fixedAlpha("gold", 0.28)}, transparent 60%),
    linear-gradient(135deg, ${fixedColors.violetStrong}, ${fixedColors.violet} 55%, ${fixedColors.violetLightAlt});
  box-shadow: 0 24px 48px -20px ${fixedAlpha("violetStrong", 0.55)};
  html[data-theme="dark"] & {
    background:
      radial-gradient(80% 120% at 100% 0%, ${fixedAlpha("goldLight", 0.18)}, transparent 60%),
      linear-gradient(135deg, ${fixedColors.indigoDeep}, ${fixedColors.indigo} 55%, ${fixedColors.indigoLight});
    box-shadow: 0 0 0 1px ${fixedAlpha("violetOnDark", 0.35)};
  }
  ${theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: 40px;
    padding: 40px 44px;
  }
  h3 {
    font-size: clamp(22px, 2.6vw, 28px);
    font-weight: 800;
  }
  p {
    color: ${fixedAlpha("white", 0.86)};
    font-size: 16.5px;
    max-width: 56ch;
  }
  a {
    color: ${fixedColors.white};
  }
  a:focus-visible {
    outline-color: ${fixedColors.goldLight};
  }
`;

export const highlightBadgeCss = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill};
  background: ${fixedColors.gold};
  color: ${fixedColors.onGoldSoft};
  font-size: 12.5px;
  font-weight: 750;
  letter-spacing: 0.02em;
`;

export const pointsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 22px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  font-weight: 600;
  font-size: 15px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  svg {
    color: ${fixedColors.goldLight};
  }
`;

export const qrArtCss = css`
  position: relative;
  justify-self: center;
  display: grid;
  place-items: center;
  width: 168px;
  aspect-ratio: 1;
  border-radius: 28px;
  background: ${fixedAlpha("white", 0.12)};
  border: 1px solid ${fixedAlpha("white", 0.25)};
  transform: rotate(-4deg);
  svg {
    border-radius: 12px;
    box-shadow: 0 16px 32px -12px ${fixedAlpha("black", 0.45)};
  }
  &::after {
    content: "";
    position: absolute;
    right: -10px;
    bottom: -10px;
    width: 44px;
    height: 44px;
    border-radius: 14px;
    background: ${fixedColors.gold};
    transform: rotate(10deg);
    box-shadow: 0 10px 20px -8px ${fixedAlpha("black", 0.4)};
  }
`;

export const galleryCss = css`
  position: relative;
  max-width: 1000px;
  margin: 64px auto 0;
  &::before {
    content: "";
    position: absolute;
    inset: 6% 4% 18%;
    border-radius: 40px;
    background: linear-gradient(120deg, color-mix(in srgb, ${c.accent} 30%, transparent), color-mix(in srgb, ${c.yellow} 26%, transparent));
    filter: blur(48px);
    opacity: 0.75;
    pointer-events: none;
  }
`;

/** How wide a gallery image is drawn (the gallery's max-width, 1000px), for an uploaded image's srcset. */
export const slideSizes = "(min-width: 1000px) 1000px, 100vw";

export const frameCss = css`
  position: relative;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${c.border};
  background: ${c.surface};
  box-shadow: ${theme.shadow.lg};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Light product screenshots glare on the dark page: dim them a little. */
  html[data-theme="dark"] & img {
    filter: brightness(0.88) saturate(0.95);
  }
`;

export const captionCss = css`
  margin-top: 14px;
  text-align: center;
  font-size: 15px;
  font-weight: 600;
  color: ${c.textSoft};
`;

export const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 44px;
  & > * {
    flex: 1 1 240px;
    ${theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`;
