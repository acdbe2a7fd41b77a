import { css, keyframes } from "@emotion/react";
import { theme, fixedColors, fixedAlpha } from "../../theme/tokens";

export const hero = css`
  position: relative;
  overflow: hidden;
  padding: 32px 0 72px;
  background:
    radial-gradient(55% 60% at 90% 15%, color-mix(in srgb, ${theme.colors.accent} 18%, transparent), transparent 70%),
    radial-gradient(40% 45% at 5% 95%, color-mix(in srgb, ${theme.colors.yellow} 16%, transparent), transparent 70%),
    ${theme.colors.bg};
  ${theme.mq.md} {
    padding: 48px 0 104px;
  }
`;

export const layout = css`
  display: grid;
  gap: 56px;
  align-items: center;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 0.95fr);
    gap: 64px;
  }
`;

export const eyebrow = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 14px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accentStrong};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${theme.colors.yellow};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.yellow} 35%, transparent);
  }
`;

export const title = css`
  margin-top: 20px;
  font-size: clamp(36px, 6vw, 62px);
  font-weight: 800;
  line-height: 1.04;
  letter-spacing: -0.035em;
`;

export const mark = css`
  background: linear-gradient(100deg, ${theme.colors.accent}, ${fixedColors.lilac} 60%, ${theme.colors.accent});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  html[data-theme="dark"] & {
    background-image: linear-gradient(100deg, ${fixedColors.lavender}, ${fixedColors.goldLight});
  }
`;

export const lead = css`
  margin-top: 20px;
  max-width: 580px;
  font-size: clamp(17px, 1.9vw, 20px);
  color: ${theme.colors.textSoft};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
  & > * {
    flex: 1 1 100%;
    ${theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

export const points = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px 22px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  font-weight: 500;
  color: ${theme.colors.textSoft};
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
  svg {
    color: ${theme.colors.success};
  }
`;

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`;

export const stage = css`
  position: relative;
  isolation: isolate;
  display: grid;
  place-items: center;
  min-height: 420px;
  width: 100%;
  max-width: 540px;
  justify-self: center;
  padding-bottom: 56px;
  &::before {
    content: "";
    position: absolute;
    z-index: -1;
    width: 82%;
    aspect-ratio: 1;
    border-radius: 50%;
    background:
      radial-gradient(circle at 30% 30%, color-mix(in srgb, ${theme.colors.yellow} 55%, transparent), transparent 60%),
      radial-gradient(circle at 70% 70%, color-mix(in srgb, ${theme.colors.accent} 45%, transparent), transparent 62%);
    filter: blur(8px);
    opacity: 0.55;
  }
`;

export const badge = css`
  position: absolute;
  left: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: 240px;
  padding: 14px 16px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
  html[data-theme="dark"] & {
    background: ${theme.colors.surfaceRaised};
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${float} 6s ease-in-out infinite;
  }
  .icon {
    flex: none;
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 10px;
    background: ${theme.colors.yellow};
    color: ${fixedColors.onGold};
  }
  strong {
    display: block;
    font-size: 20px;
    line-height: 1.1;
    letter-spacing: -0.02em;
  }
  small {
    display: block;
    font-size: 12px;
    line-height: 1.35;
    color: ${theme.colors.textMuted};
  }
`;

export const phone = css`
  position: relative;
  width: 260px;
  padding: 12px;
  border-radius: 40px;
  background: ${fixedColors.ink};
  box-shadow:
    0 0 0 1px ${fixedAlpha("white", 0.08)} inset,
    0 40px 80px -30px ${fixedAlpha("ink", 0.55)};
  ${theme.mq.sm} {
    width: 280px;
  }
  .screen {
    position: relative;
    overflow: hidden;
    min-height: 480px;
    border-radius: 30px;
    background: ${theme.colors.surface};
    padding: 38px 16px 16px;
  }
  .notch {
    position: absolute;
    top: 10px;
    left: 50%;
    width: 84px;
    height: 22px;
    transform: translateX(-50%);
    border-radius: 12px;
    background: ${fixedColors.ink};
  }
`;

export const screenTitle = css`
  font-weight: 800;
  font-size: 17px;
  letter-spacing: -0.02em;
`;

export const pills = css`
  display: flex;
  gap: 6px;
  margin: 12px 0 14px;
  i {
    height: 26px;
    flex: 1;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.bgSoft};
    border: 1px solid ${theme.colors.border};
  }
  i:first-of-type {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
`;

export const rows = css`
  display: grid;
  gap: 10px;
`;

export const itemRow = css`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px;
  border-radius: 14px;
  background: ${theme.colors.bgSoft};
  font-size: 13px;
  font-weight: 600;
  .thumb {
    flex: none;
    display: grid;
    place-items: center;
    width: 38px;
    height: 38px;
    border-radius: 10px;
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
  .label {
    flex: 1;
    min-width: 0;
    line-height: 1.3;
  }
  .value {
    color: ${theme.colors.accent};
    font-weight: 700;
    white-space: nowrap;
  }
`;

export const order = css`
  position: absolute;
  left: 16px;
  right: 16px;
  bottom: 16px;
  height: 42px;
  border-radius: 14px;
  background: ${theme.colors.accent};
  display: grid;
  place-items: center;
  i {
    width: 40%;
    height: 8px;
    border-radius: 4px;
    background: ${fixedAlpha("white", 0.7)};
  }
`;

export const card = css`
  position: relative;
  width: min(100%, 400px);
  padding: 24px;
  border-radius: ${theme.radius.xl};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
  html[data-theme="dark"] & {
    background: ${theme.colors.surfaceRaised};
  }
`;

export const tent = css`
  position: absolute;
  right: -10px;
  top: -92px;
  display: grid;
  justify-items: center;
  gap: 8px;
  padding: 16px 16px 12px;
  border-radius: 18px;
  background: linear-gradient(160deg, ${fixedColors.violet}, ${fixedColors.violetDeep});
  color: ${fixedColors.white};
  box-shadow: ${theme.shadow.lg};
  transform: rotate(6deg);
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  svg {
    border-radius: 6px;
  }
`;

export const calendar = css`
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 6px;
  margin: 16px 0 18px;
  i {
    aspect-ratio: 1;
    border-radius: 8px;
    background: ${theme.colors.bgSoft};
  }
  i[data-off] {
    opacity: 0.4;
  }
  i[data-on] {
    background: ${theme.colors.accent};
    box-shadow: 0 6px 14px -6px ${theme.colors.accent};
  }
`;

export const slots = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  span {
    padding: 8px 0;
    border-radius: 10px;
    border: 1px solid ${theme.colors.border};
    text-align: center;
    font-size: 13px;
    font-weight: 600;
    color: ${theme.colors.textSoft};
  }
  span:nth-of-type(3) {
    background: ${theme.colors.accentTint};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

export const team = css`
  display: grid;
  grid-template-columns: repeat(3, auto);
  gap: 18px 22px;
  justify-content: center;
  figure {
    margin: 0;
    display: grid;
    justify-items: center;
    gap: 8px;
    font-size: 12px;
    font-weight: 600;
    color: ${theme.colors.textSoft};
    text-align: center;
  }
  row-gap: 40px;
  figure:nth-of-type(3n + 2) {
    transform: translateY(20px);
  }
`;
