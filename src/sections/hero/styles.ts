import { css } from "@emotion/react";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";

export const section = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding: 40px 0 64px;
  ${theme.mq.md} {
    padding: 64px 0 88px;
  }
  ${theme.mq.lg} {
    padding: 56px 0 96px;
  }
  /* A soft violet glow top right and a dotted grid that fades out: depth without noise. */
  &::before {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    background:
      radial-gradient(60% 55% at 85% 20%, color-mix(in srgb, ${theme.colors.accent} 16%, transparent), transparent 70%),
      radial-gradient(40% 40% at 0% 100%, color-mix(in srgb, ${theme.colors.yellow} 14%, transparent), transparent 70%);
    mask-image: linear-gradient(${fixedColors.black} 60%, transparent);
  }
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    z-index: -1;
    background-image: radial-gradient(color-mix(in srgb, ${theme.colors.text} 12%, transparent) 1px, transparent 1px);
    background-size: 22px 22px;
    mask-image: radial-gradient(70% 60% at 50% 0%, ${fixedColors.black} 20%, transparent 75%);
    opacity: 0.55;
  }
`;

export const grid = css`
  display: grid;
  gap: 48px;
  align-items: center;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: 56px;
  }
`;

export const copy = css`
  display: grid;
  gap: 22px;
  justify-items: start;
  max-width: 640px;
`;

export const eyebrow = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 14px 6px 8px;
  border-radius: ${theme.radius.pill};
  border: 1px solid color-mix(in srgb, ${theme.colors.accent} 25%, ${theme.colors.border});
  background: ${theme.colors.surface};
  color: ${theme.colors.textSoft};
  font-size: 13px;
  font-weight: 600;
  line-height: 1.3;
  box-shadow: ${theme.shadow.sm};
  svg {
    flex: none;
    padding: 3px;
    border-radius: 50%;
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
    box-sizing: content-box;
  }
`;

export const title = css`
  font-size: clamp(36px, 4.6vw, 60px);
  font-weight: 800;
  line-height: 1.04;
  letter-spacing: -0.04em;
  mark {
    white-space: nowrap;
    color: ${theme.colors.accent};
    background: linear-gradient(transparent 68%, color-mix(in srgb, ${theme.colors.yellow} 55%, transparent) 68%, color-mix(in srgb, ${theme.colors.yellow} 55%, transparent) 92%, transparent 92%);
    -webkit-box-decoration-break: clone;
    box-decoration-break: clone;
    html[data-theme="dark"] & {
      background: linear-gradient(transparent 72%, color-mix(in srgb, ${theme.colors.yellow} 28%, transparent) 72%, color-mix(in srgb, ${theme.colors.yellow} 28%, transparent) 92%, transparent 92%);
    }
  }
`;

export const lead = css`
  font-size: clamp(17px, 1.9vw, 20px);
  line-height: 1.6;
  color: ${theme.colors.textSoft};
  max-width: 560px;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  width: 100%;
  margin-top: 6px;
  & > * {
    flex: 1 1 100%;
    min-height: 52px;
    font-size: 16px;
  }
  ${theme.mq.sm} {
    & > * {
      flex: 0 0 auto;
      padding-inline: 26px;
    }
  }
`;

export const note = css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  color: ${theme.colors.textMuted};
  svg {
    flex: none;
    color: ${theme.colors.success};
  }
`;

export const stats = css`
  display: flex;
  flex-wrap: wrap;
  gap: 16px 40px;
  margin: 10px 0 0;
  padding: 22px 0 0;
  border-top: 1px solid ${theme.colors.border};
  width: 100%;
  & > div {
    position: relative;
    display: flex;
    flex-direction: column-reverse;
    justify-content: center;
    min-height: 48px;
    padding-left: 58px;
  }
  dt {
    font-size: 14px;
    line-height: 1.35;
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: clamp(28px, 3.4vw, 36px);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: -0.03em;
    color: ${theme.colors.text};
  }
`;

export const statIcon = css`
  position: absolute;
  left: 0;
  top: 50%;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 46px;
  height: 46px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
  div:nth-of-type(2) > dd > & {
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
`;

/** How wide the figure is drawn (its max-width, 640px), for an uploaded image's srcset. */
export const figureSizes = "(min-width: 640px) 640px, 100vw";

export const figure = css`
  position: relative;
  margin: 0;
  justify-self: center;
  width: 100%;
  max-width: 640px;
  img {
    width: 100%;
    height: auto;
  }
  /* The mockup is a light product screen; in dark mode it sits on a lit stage. */
  html[data-theme="dark"] & {
    &::before {
      content: "";
      position: absolute;
      inset: 6% 4% 4% 4%;
      z-index: -1;
      border-radius: 40px;
      background: radial-gradient(closest-side, color-mix(in srgb, ${theme.colors.accent} 38%, transparent), transparent);
      filter: blur(24px);
    }
    img {
      filter: drop-shadow(0 24px 48px ${fixedAlpha("black", 0.45)});
    }
  }
`;
