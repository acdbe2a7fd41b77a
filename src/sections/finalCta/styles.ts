import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

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
  background: #14112b;
  color: #f3f1ff;
  box-shadow: 0 40px 80px -40px rgb(20 17 43 / 0.6);
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
    background: #1b1638;
    box-shadow: 0 0 0 1px #2e2950;
  }
  &::before {
    content: "";
    position: absolute;
    z-index: -1;
    inset: -40% -10% auto auto;
    width: 560px;
    height: 560px;
    background: radial-gradient(closest-side, rgb(108 71 255 / 0.55), transparent);
  }
  &::after {
    content: "";
    position: absolute;
    z-index: -1;
    left: -120px;
    bottom: -200px;
    width: 380px;
    height: 380px;
    background: radial-gradient(closest-side, rgb(255 201 64 / 0.28), transparent);
  }
`;

export const eyebrow = css`
  display: inline-block;
  margin-bottom: 14px;
  padding: 5px 12px;
  border-radius: ${theme.radius.pill};
  background: rgb(255 201 64 / 0.16);
  color: #ffd166;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export const title = css`
  font-size: clamp(30px, 4.6vw, 48px);
  font-weight: 800;
  letter-spacing: -0.035em;
  color: #fff;
`;

export const text = css`
  margin-top: 16px;
  max-width: 560px;
  font-size: clamp(16px, 1.8vw, 19px);
  color: rgb(243 241 255 / 0.78);
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
    background: #ffc940;
    color: #241a00;
    box-shadow: 0 10px 24px -10px rgb(255 201 64 / 0.8);
    &:hover {
      background: #ffd666;
    }
  }
  & > *:nth-of-type(2) {
    background: rgb(255 255 255 / 0.06);
    border-color: rgb(255 255 255 / 0.22);
    color: #fff;
    &:hover {
      border-color: #fff;
      color: #fff;
    }
  }
  & > *:focus-visible {
    outline-color: #ffd166;
  }
`;

export const points = css`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 24px;
  list-style: none;
  border-radius: ${theme.radius.lg};
  background: rgb(255 255 255 / 0.05);
  border: 1px solid rgb(255 255 255 / 0.1);
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
    color: #fff;
  }
  svg {
    flex: none;
    padding: 5px;
    box-sizing: content-box;
    border-radius: 50%;
    background: rgb(60 207 142 / 0.16);
    color: #3ccf8e;
  }
`;
