import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

const c = theme.colors;

/** Space under the centred heading (kept whatever the shared heading's own margin is). */
export const headingGapCss = css`
  & > div {
    margin-bottom: 48px;
  }
`;

export const gridCss = css`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 20px;
  }
  ${theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }
`;

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
    outline: 3px solid ${c.focus};
    outline-offset: 2px;
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
  color: #fff;
  background:
    radial-gradient(80% 120% at 100% 0%, rgb(255 201 64 / 0.28), transparent 60%),
    linear-gradient(135deg, #5433e0, #6c47ff 55%, #8a6bff);
  box-shadow: 0 24px 48px -20px rgb(84 51 224 / 0.55);
  html[data-theme="dark"] & {
    background:
      radial-gradient(80% 120% at 100% 0%, rgb(255 209 102 / 0.18), transparent 60%),
      linear-gradient(135deg, #2a1f72, #3d2aa8 55%, #5a43d6);
    box-shadow: 0 0 0 1px rgb(154 128 255 / 0.35);
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
    color: rgb(255 255 255 / 0.86);
    font-size: 16.5px;
    max-width: 56ch;
  }
  a {
    color: #fff;
  }
  a:focus-visible {
    outline-color: #ffd166;
  }
`;

export const highlightBadgeCss = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill};
  background: #ffc940;
  color: #3b2a00;
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
    color: #ffd166;
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
  background: rgb(255 255 255 / 0.12);
  border: 1px solid rgb(255 255 255 / 0.25);
  transform: rotate(-4deg);
  svg {
    border-radius: 12px;
    box-shadow: 0 16px 32px -12px rgb(0 0 0 / 0.45);
  }
  &::after {
    content: "";
    position: absolute;
    right: -10px;
    bottom: -10px;
    width: 44px;
    height: 44px;
    border-radius: 14px;
    background: #ffc940;
    transform: rotate(10deg);
    box-shadow: 0 10px 20px -8px rgb(0 0 0 / 0.4);
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
