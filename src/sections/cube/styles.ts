import { css, keyframes } from "@emotion/react";
import { theme, fixedAlpha } from "../../theme/tokens";

const c = theme.colors;
export const desktop = (minWidth: number) => `@media (min-width: ${minWidth}px)`;

export const badgeCss = css`
  display: inline-flex;
  align-items: center;
  padding: 2px 9px;
  border-radius: ${theme.radius.pill};
  background: ${c.yellowTint};
  color: ${c.yellowText};
  border: 1px solid color-mix(in srgb, ${c.yellow} 55%, transparent);
  font-size: 11.5px;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: none;
  line-height: 1.5;
  white-space: nowrap;
`;

/** Space under the centred heading (kept whatever the shared heading's own margin is). */
export const headingGapCss = css`
  & > div {
    margin-bottom: 24px;
  }
`;

/* ---------- stage: cube on the left, panel slot on the right (desktop) ---------- */

export const stageCss = (
  minWidth: number,
  panel: { minWidth: number; viewportPercent: number; maxWidth: number },
) => css`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 8px;
  ${desktop(minWidth)} {
    grid-template-columns: minmax(0, 1fr) clamp(${panel.minWidth}px, ${panel.viewportPercent}vw, ${panel.maxWidth}px);
    align-items: center;
    column-gap: 48px;
    max-width: 1080px;
    margin-inline: auto;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const orbitCss = css`
  --size: clamp(156px, 44vw, 208px);
  --half: calc(var(--size) / 2);
  position: relative;
  display: grid;
  place-items: center;
  width: min(calc(var(--size) * 1.8), calc(100vw - 40px));
  aspect-ratio: 1;
  /* The turning ring's square box would otherwise widen the page on small screens. */
  overflow: clip;
  ${theme.mq.md} {
    --size: 224px;
  }
  ${theme.mq.xl} {
    --size: 236px;
  }
  &::before {
    content: "";
    position: absolute;
    inset: 4%;
    border-radius: 50%;
    background: radial-gradient(closest-side, color-mix(in srgb, ${c.accent} 26%, transparent), color-mix(in srgb, ${c.yellow} 8%, transparent) 62%, transparent 100%);
  }
`;

export const ringCss = css`
  position: absolute;
  inset: 2%;
  border-radius: 50%;
  border: 1px dashed color-mix(in srgb, ${c.accent} 34%, transparent);
  animation: ${spin} 90s linear infinite;
  &::before,
  &::after {
    content: "";
    position: absolute;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${c.yellow};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${c.yellow} 25%, transparent);
    top: 14.6%;
    left: 14.6%;
    translate: -50% -50%;
  }
  &::after {
    width: 8px;
    height: 8px;
    background: ${c.accent};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${c.accent} 22%, transparent);
    top: auto;
    left: auto;
    bottom: 14.6%;
    right: 14.6%;
    translate: 50% 50%;
  }
`;

export const floorCss = css`
  position: absolute;
  left: 50%;
  bottom: 13%;
  width: calc(var(--size) * 0.9);
  height: 26px;
  translate: -50% 0;
  border-radius: 50%;
  background: radial-gradient(closest-side, rgb(var(--c-shadow) / 0.28), transparent);
  filter: blur(4px);
  html[data-theme="dark"] & {
    background: radial-gradient(closest-side, ${fixedAlpha("black", 0.6)}, transparent);
  }
`;

export const sceneCss = css`
  position: relative;
  width: var(--size);
  height: var(--size);
  perspective: 1100px;
`;

export const cubeCss = css`
  position: absolute;
  inset: 0;
  transform-style: preserve-3d;
  transform: rotateX(-22deg) rotateY(-32deg);
  will-change: transform;
`;

const shade: Record<string, number> = { top: 0, front: 0.015, right: 0.05, left: 0.05, back: 0.07, bottom: 0.09 };

export const faceCss = css`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 12px;
  margin: 0;
  padding: 16px;
  border: 1px solid color-mix(in srgb, var(--brand) 30%, ${c.border});
  border-radius: 10px;
  background:
    radial-gradient(120% 90% at 30% 0%, color-mix(in srgb, var(--brand) 13%, transparent), transparent 70%),
    linear-gradient(160deg, ${c.surface}, ${c.bgSoft});
  color: var(--brand);
  box-shadow: inset 0 1px 0 ${fixedAlpha("white", 0.5)};
  backface-visibility: hidden;
  -webkit-backface-visibility: hidden;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    border-color 0.2s ease,
    box-shadow 0.2s ease;
  html[data-theme="dark"] & {
    background:
      radial-gradient(120% 90% at 30% 0%, color-mix(in srgb, var(--brand) 22%, transparent), transparent 70%),
      linear-gradient(160deg, ${c.surfaceRaised}, ${c.surface});
    box-shadow: inset 0 1px 0 ${fixedAlpha("white", 0.06)};
  }
  ${Object.entries(shade)
    .map(([pos, k]) => `&[data-position="${pos}"]::after { --shade: ${k}; }`)
    .join("\n")}
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: ${fixedAlpha("ink", "var(--shade, 0")});
    pointer-events: none;
  }
  &:focus-visible {
    outline: 3px solid ${c.focus};
    outline-offset: -7px;
    border-radius: 10px;
  }
  &[data-active="true"] {
    border-color: var(--brand);
    box-shadow:
      inset 0 0 0 2px var(--brand),
      0 0 36px -6px var(--brand);
  }
`;

export const faceMarkCss = css`
  display: grid;
  place-items: center;
  width: 42%;
  aspect-ratio: 1;
  svg {
    width: 100%;
    height: 100%;
  }
`;

export const faceLabelCss = css`
  font-size: 13px;
  font-weight: 650;
  line-height: 1.25;
  text-align: center;
  color: ${c.textSoft};
  max-width: 100%;
`;

export const faceBadgeCss = css`
  position: absolute;
  top: 10px;
  right: 10px;
  font-size: 10.5px;
`;

export const touchHintCss = (minWidth: number) => css`
  max-width: 34ch;
  margin-top: 4px;
  font-size: 14.5px;
  color: ${c.textMuted};
  text-align: center;
  svg {
    display: inline-block;
    margin-right: 6px;
    vertical-align: -3px;
  }
  ${desktop(minWidth)} {
    display: none;
  }
`;

/* ---------- desktop panel + leader line ---------- */

const panelIn = keyframes`from { opacity: 0; transform: translateX(-14px); }`;
const panelOut = keyframes`to { opacity: 0; transform: translateX(10px); }`;
const draw = keyframes`from { stroke-dashoffset: 1; }`;
const undraw = keyframes`to { stroke-dashoffset: 1; }`;
const pop = keyframes`from { opacity: 0; transform: scale(0.4); }`;
const unpop = keyframes`to { opacity: 0; transform: scale(0.4); }`;

export const slotCss = (minWidth: number) => css`
  display: none;
  ${desktop(minWidth)} {
    display: grid;
    align-items: center;
    width: 100%;
    min-height: 360px;
    & > * {
      grid-area: 1 / 1;
    }
  }
`;

export const placeholderCss = css`
  display: grid;
  gap: 18px;
  justify-items: start;
  padding: 28px;
  border: 1.5px dashed ${c.border};
  border-radius: ${theme.radius.lg};
  color: ${c.textMuted};
  transition: opacity 0.3s ease;
  &[data-hidden="true"] {
    opacity: 0;
  }
  p {
    font-size: 15.5px;
    max-width: 30ch;
  }
`;

export const markRowCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  span {
    display: grid;
    place-items: center;
    width: 38px;
    height: 38px;
    border-radius: 11px;
    color: var(--brand);
    background: color-mix(in srgb, var(--brand) 10%, ${c.surface});
    border: 1px solid color-mix(in srgb, var(--brand) 22%, ${c.border});
  }
`;

export const panelCss = css`
  position: relative;
  padding: 28px 28px 30px;
  border-radius: ${theme.radius.lg};
  background: ${c.surface};
  border: 1px solid ${c.border};
  box-shadow: ${theme.shadow.lg};
  overflow: hidden;
  animation: ${panelIn} 380ms cubic-bezier(0.2, 0.8, 0.2, 1);
  html[data-theme="dark"] & {
    background: ${c.surfaceRaised};
  }
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: linear-gradient(90deg, var(--brand), color-mix(in srgb, var(--brand) 30%, ${c.yellow}));
  }
  &[data-state="closing"] {
    animation: ${panelOut} var(--close-ms) cubic-bezier(0.4, 0, 0.6, 1) forwards;
  }
`;

export const lineCss = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  pointer-events: none;
  z-index: 2;
  path {
    fill: none;
    stroke: ${c.accent};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-dasharray: 1;
    stroke-dashoffset: 0;
    animation: ${draw} 420ms cubic-bezier(0.2, 0.8, 0.2, 1) 60ms backwards;
  }
  circle {
    fill: ${c.accent};
    stroke: ${c.surface};
    stroke-width: 3;
    transform-box: fill-box;
    transform-origin: center;
    animation: ${pop} 260ms ease-out backwards;
  }
  circle + circle {
    animation-delay: 380ms;
  }
  &[data-state="closing"] path {
    animation: ${undraw} var(--close-ms) cubic-bezier(0.4, 0, 0.6, 1) forwards;
  }
  &[data-state="closing"] circle {
    animation: ${unpop} var(--close-ms) ease-in forwards;
  }
  &[data-ready="false"] {
    visibility: hidden;
  }
`;

/* ---------- modal card / drawer ---------- */

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const cardIn = keyframes`from { opacity: 0; transform: translateY(10px) scale(0.97); }`;
const cardOut = keyframes`to { opacity: 0; transform: translateY(6px) scale(0.97); }`;
const drawerIn = keyframes`from { transform: translateY(100%); }`;
const drawerOut = keyframes`to { transform: translateY(100%); }`;

export const backdropCss = css`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 20px;
  background: ${fixedAlpha("night", 0.52)};
  backdrop-filter: blur(3px);
  animation: ${fadeIn} 200ms ease-out;
  html[data-theme="dark"] & {
    background: ${fixedAlpha("black", 0.64)};
  }
  &[data-variant="drawer"] {
    place-items: end stretch;
    padding: 0;
  }
  &[data-state="closing"] {
    animation: ${fadeOut} var(--close-ms) ease-in forwards;
  }
`;

export const dialogCss = css`
  position: relative;
  width: 100%;
  max-width: 440px;
  max-height: calc(100dvh - 40px);
  overflow: auto;
  overscroll-behavior: contain;
  padding: 30px 26px 28px;
  background: ${c.surface};
  color: ${c.text};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.lg};
  outline: none;
  animation: ${cardIn} 260ms cubic-bezier(0.2, 0.8, 0.2, 1);
  html[data-theme="dark"] & {
    background: ${c.surfaceRaised};
  }
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: linear-gradient(90deg, var(--brand), color-mix(in srgb, var(--brand) 30%, ${c.yellow}));
  }
  &[data-state="closing"] {
    animation: ${cardOut} var(--close-ms) cubic-bezier(0.4, 0, 0.6, 1) forwards;
  }
  &[data-variant="drawer"] {
    max-width: none;
    max-height: 88dvh;
    border-radius: ${theme.radius.xl} ${theme.radius.xl} 0 0;
    border-bottom: 0;
    padding: 34px 22px calc(26px + env(safe-area-inset-bottom));
    animation: ${drawerIn} 360ms cubic-bezier(0.2, 0.8, 0.2, 1);
    &::before {
      inset: 10px auto auto 50%;
      width: 40px;
      height: 4px;
      translate: -50% 0;
      border-radius: 4px;
      background: ${c.border};
    }
    &[data-state="closing"] {
      animation: ${drawerOut} var(--close-ms) cubic-bezier(0.4, 0, 0.6, 1) forwards;
    }
  }
`;

export const closeButtonCss = css`
  position: absolute;
  top: 14px;
  right: 14px;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${c.border};
  border-radius: 50%;
  background: ${c.surface};
  color: ${c.textSoft};
  cursor: pointer;
  z-index: 1;
  &:hover {
    color: ${c.text};
    border-color: ${c.accent};
  }
`;

/* ---------- banner and tags ---------- */

export const bannerCss = css`
  display: grid;
  gap: 20px;
  align-items: center;
  margin-top: 40px;
  padding: 24px;
  border-radius: ${theme.radius.xl};
  background:
    linear-gradient(${c.surface}, ${c.surface}) padding-box,
    linear-gradient(120deg, color-mix(in srgb, ${c.accent} 70%, transparent), color-mix(in srgb, ${c.yellow} 80%, transparent)) border-box;
  border: 1.5px solid transparent;
  box-shadow: ${theme.shadow.md};
  ${theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 32px;
    padding: 28px 36px;
  }
`;

export const bannerTextCss = css`
  font-size: clamp(19px, 2.2vw, 24px);
  font-weight: 750;
  line-height: 1.35;
  letter-spacing: -0.015em;
  text-wrap: balance;
  s {
    color: ${c.textMuted};
    text-decoration-thickness: 2px;
    text-decoration-color: color-mix(in srgb, ${c.danger} 70%, transparent);
  }
  & > span:last-of-type {
    margin-left: 10px;
    vertical-align: 3px;
  }
`;

export const tagsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px 12px;
  margin: 22px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 8px 14px;
    border-radius: ${theme.radius.pill};
    background: ${c.surface};
    border: 1px solid ${c.border};
    font-size: 14.5px;
    font-weight: 600;
    color: ${c.textSoft};
  }
  svg {
    color: ${c.accent};
  }
`;
