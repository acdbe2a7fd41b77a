import { css } from "@emotion/react";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";

export const section = css`
  padding: 64px 0;
  ${theme.mq.md} {
    padding: 96px 0;
  }
`;

/* An ink panel in both themes (brand colours, not theme variables), lit by a violet and a yellow glow. */
export const panel = css`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: grid;
  gap: 32px;
  padding: 40px 24px;
  border-radius: ${theme.radius.xl};
  background: ${fixedColors.ink};
  color: ${fixedColors.lavenderMist};
  box-shadow: 0 40px 80px -40px ${fixedAlpha("ink", 0.6)};
  ${theme.mq.md} {
    padding: 64px 56px;
  }
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    align-items: center;
    gap: 56px;
    padding: 72px 64px;
  }
  html[data-theme="dark"] & {
    background: ${fixedColors.indigoNight};
    box-shadow: 0 0 0 1px ${fixedColors.nightBorder};
  }
  &::before {
    content: "";
    position: absolute;
    z-index: -1;
    inset: -40% -10% auto auto;
    width: 560px;
    height: 560px;
    background: radial-gradient(closest-side, ${fixedAlpha("violet", 0.55)}, transparent);
  }
  &::after {
    content: "";
    position: absolute;
    z-index: -1;
    left: -120px;
    bottom: -200px;
    width: 380px;
    height: 380px;
    background: radial-gradient(closest-side, ${fixedAlpha("gold", 0.28)}, transparent);
  }
`;

export const eyebrow = css`
  display: inline-block;
  margin-bottom: 14px;
  padding: 5px 12px;
  border-radius: ${theme.radius.pill};
  background: ${fixedAlpha("gold", 0.16)};
  color: ${fixedColors.goldLight};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const title = css`
  font-size: clamp(30px, 4.6vw, 48px);
  font-weight: 800;
  letter-spacing: -0.035em;
  color: ${fixedColors.white};
`;

export const text = css`
  margin-top: 16px;
  max-width: 560px;
  font-size: clamp(16px, 1.8vw, 19px);
  color: ${fixedAlpha("lavenderMist", 0.78)};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 28px;
  & > * {
    flex: 1 1 100%;
    min-height: 52px;
  }
  ${theme.mq.sm} {
    & > * {
      flex: 0 0 auto;
    }
  }
  & > *:first-of-type {
    background: ${fixedColors.gold};
    color: ${fixedColors.onGoldDeep};
    box-shadow: 0 10px 24px -10px ${fixedAlpha("gold", 0.8)};
    &:hover {
      background: ${fixedColors.goldHover};
    }
  }
  & > *:nth-of-type(2) {
    background: ${fixedAlpha("white", 0.06)};
    border-color: ${fixedAlpha("white", 0.22)};
    color: ${fixedColors.white};
    &:hover {
      border-color: ${fixedColors.white};
      color: ${fixedColors.white};
    }
  }
  & > *:focus-visible {
    outline-color: ${fixedColors.goldLight};
  }
`;

export const points = css`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 24px;
  list-style: none;
  border-radius: ${theme.radius.lg};
  background: ${fixedAlpha("white", 0.05)};
  border: 1px solid ${fixedAlpha("white", 0.1)};
  backdrop-filter: blur(6px);
  ${theme.mq.md} {
    padding: 28px 32px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    font-size: 16px;
    font-weight: 500;
    color: ${fixedColors.white};
  }
  svg {
    flex: none;
    padding: 5px;
    box-sizing: content-box;
    border-radius: 50%;
    background: ${fixedAlpha("mint", 0.16)};
    color: ${fixedColors.mint};
  }
`;
