import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const section = css`
  padding: 64px 0 80px;
  background: ${theme.colors.bgSoft};
  border-top: 1px solid ${theme.colors.border};
  ${theme.mq.md} {
    padding: 88px 0 104px;
  }
`;

export const grid = css`
  display: grid;
  gap: 40px;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 64px;
    align-items: center;
  }
`;

export const eyebrow = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 14px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
`;

export const live = css`
  position: relative;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${theme.colors.success};
  &::after {
    content: "";
    position: absolute;
    inset: -4px;
    border-radius: 50%;
    border: 2px solid ${theme.colors.success};
    opacity: 0.4;
  }
`;

export const title = css`
  font-size: clamp(28px, 4vw, 42px);
  font-weight: 800;
  letter-spacing: -0.03em;
`;

export const text = css`
  margin-top: 14px;
  max-width: 520px;
  font-size: clamp(16px, 1.7vw, 18px);
  color: ${theme.colors.textSoft};
`;

export const figures = css`
  display: flex;
  flex-wrap: wrap;
  gap: 20px 40px;
  margin: 28px 0 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dd {
    margin: 0;
    font-size: clamp(30px, 4vw, 40px);
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1.1;
    color: ${theme.colors.accent};
  }
  div:nth-of-type(2) dd {
    color: ${theme.colors.text};
  }
  dt {
    font-size: 14px;
    color: ${theme.colors.textMuted};
  }
`;

export const channels = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const channel = css`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 18px 20px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  text-decoration: none;
  color: ${theme.colors.text};
  transition:
    border-color 0.2s ease,
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    border-color: ${theme.colors.accent};
    box-shadow: ${theme.shadow.md};
    transform: translateY(-1px);
  }
  strong {
    display: block;
    font-size: 16px;
  }
  small {
    display: block;
    font-size: 14px;
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  & > svg:last-of-type {
    margin-left: auto;
    flex: none;
    color: ${theme.colors.textMuted};
  }
`;

export const channelIcon = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
  &[data-icon="brand-whatsapp"] {
    background: ${theme.colors.successTint};
    color: ${theme.colors.success};
  }
`;
