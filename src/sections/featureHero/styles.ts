import { css, keyframes } from "@emotion/react";
import { theme, fixedColors } from "../../theme/tokens";

export const hero = css`
  position: relative;
  overflow: hidden;
  padding: 28px 0 64px;
  background:
    radial-gradient(60% 60% at 85% 10%, color-mix(in srgb, ${theme.colors.accent} 16%, transparent), transparent 70%),
    radial-gradient(40% 40% at 0% 100%, color-mix(in srgb, ${theme.colors.yellow} 14%, transparent), transparent 70%),
    ${theme.colors.bg};
  ${theme.mq.md} {
    padding: 36px 0 96px;
  }
`;

export const layout = css`
  display: grid;
  gap: 48px;
  margin-top: 32px;
  align-items: center;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 0.95fr);
    gap: 64px;
    margin-top: 48px;
  }
`;

export const back = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.textSoft};
  text-decoration: none;
  border-radius: 6px;
  svg {
    transition: transform 0.2s ease;
  }
  &:hover {
    color: ${theme.colors.accent};
    svg {
      transform: translateX(-3px);
    }
  }
`;

export const chip = (tone: "violet" | "yellow") => css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 14px 6px 8px;
  border-radius: ${theme.radius.pill};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  background: ${tone === "violet" ? theme.colors.accentTint : theme.colors.yellowTint};
  color: ${tone === "violet" ? theme.colors.accentStrong : theme.colors.yellowText};
  span {
    display: grid;
    place-items: center;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: ${tone === "violet" ? theme.colors.accent : theme.colors.yellow};
    color: ${tone === "violet" ? theme.colors.accentText : fixedColors.onGold};
  }
`;

export const title = css`
  margin-top: 18px;
  font-size: clamp(36px, 6vw, 60px);
  font-weight: 800;
  letter-spacing: -0.035em;
  line-height: 1.05;
`;

export const lead = css`
  margin-top: 18px;
  font-size: clamp(18px, 2vw, 21px);
  color: ${theme.colors.text};
  font-weight: 500;
  max-width: 560px;
`;

export const what = css`
  margin-top: 12px;
  color: ${theme.colors.textSoft};
  max-width: 560px;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 32px;
  & > * {
    flex: 1 1 auto;
    ${theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-6px); }
`;

export const visual = css`
  position: relative;
  isolation: isolate;
  max-width: 540px;
  width: 100%;
  justify-self: center;
  padding: 0 0 40px 0;
  ${theme.mq.sm} {
    padding: 0 28px 40px 28px;
  }
  &::before {
    content: "";
    position: absolute;
    z-index: -1;
    inset: 18px 0 56px 40px;
    border-radius: ${theme.radius.xl};
    background: linear-gradient(135deg, ${theme.colors.accent}, ${theme.colors.yellow});
    opacity: 0.22;
    transform: rotate(4deg);
  }
`;

export const windowCard = css`
  position: relative;
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
  overflow: hidden;
  html[data-theme="dark"] & {
    background: ${theme.colors.surfaceRaised};
  }
`;

export const windowBar = css`
  display: flex;
  gap: 6px;
  padding: 12px 16px;
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgSoft};
  i {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.colors.border};
  }
`;

export const windowBody = css`
  display: grid;
  gap: 12px;
  padding: 20px 20px 64px;
  ${theme.mq.sm} {
    padding: 24px 24px 56px;
  }
`;

export const windowHead = (tone: "violet" | "yellow") => css`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 4px;
  font-weight: 700;
  .tile {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 12px;
    background: ${tone === "violet" ? `linear-gradient(135deg, ${theme.colors.accent}, ${theme.colors.accentStrong})` : `linear-gradient(135deg, ${theme.colors.yellow}, ${fixedColors.goldDeep})`};
    color: ${tone === "violet" ? fixedColors.white : fixedColors.onGold};
  }
  .bars {
    display: grid;
    gap: 6px;
    flex: 1;
  }
  .bars i {
    display: block;
    height: 8px;
    border-radius: 4px;
    background: ${theme.colors.border};
  }
`;

export const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.bgSoft};
  font-size: 14px;
  color: ${theme.colors.textSoft};
  svg {
    flex: none;
    color: ${theme.colors.success};
  }
`;

export const floatCard = css`
  position: absolute;
  left: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 18px;
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
  strong {
    display: block;
    font-size: 22px;
    line-height: 1.1;
    letter-spacing: -0.02em;
  }
  small {
    display: block;
    max-width: 200px;
    font-size: 12px;
    line-height: 1.35;
    color: ${theme.colors.textMuted};
  }
  .icon {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 10px;
    background: ${theme.colors.successTint};
    color: ${theme.colors.success};
  }
`;
