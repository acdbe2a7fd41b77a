import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/tokens";

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

export const section = css`
  padding: 64px 0;
  background: ${theme.colors.bgSoft};
  border-block: 1px solid ${theme.colors.border};
  ${theme.mq.md} {
    padding: 96px 0;
  }
`;

export const grid = css`
  display: grid;
  gap: 16px;
  margin: 36px 0 0;
  ${theme.mq.md} {
    margin-top: 44px;
  }
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 20px;
  }
  ${theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const card = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  height: 100%;
  margin: 0;
  padding: 24px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  animation: ${enter} 0.35s ease both;
  li:nth-of-type(2) > & {
    animation-delay: 0.05s;
  }
  li:nth-of-type(3) > & {
    animation-delay: 0.1s;
  }
  li:nth-of-type(4) > & {
    animation-delay: 0.15s;
  }
`;

export const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`;

export const tag = css`
  padding: 3px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.successTint};
  color: ${theme.colors.success};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
`;

export const quote = css`
  flex: 1;
  margin: 0;
  font-size: 16px;
  line-height: 1.6;
  color: ${theme.colors.text};
  p::before {
    content: "“";
  }
  p::after {
    content: "”";
  }
`;

export const author = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding-top: 16px;
  border-top: 1px solid ${theme.colors.border};
  font-size: 14px;
  line-height: 1.4;
  strong {
    display: block;
    font-size: 15px;
    color: ${theme.colors.text};
  }
  div > span {
    color: ${theme.colors.textMuted};
  }
`;

export const footer = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 12px 24px;
  margin-top: 40px;
`;

export const moreLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 600;
  color: ${theme.colors.accent};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
