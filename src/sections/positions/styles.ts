import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const wrap = css`
  max-width: 920px;
  margin-inline: auto;
`;

export const header = css`
  display: flex;
  align-items: center;
  gap: 14px;
`;

export const nameBlock = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  min-width: 0;
`;

export const deptIcon = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
`;

export const count = css`
  white-space: nowrap;
  padding: 3px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.yellowTint};
  color: ${theme.colors.yellowText};
  font-size: 13px;
  font-weight: 700;
`;

export const list = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const row = css`
  display: grid;
  gap: 12px;
  align-items: center;
  padding: 16px 18px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bg};
  ${theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 20px;
  }
`;

export const title = css`
  font-size: 16.5px;
  font-weight: 700;
  color: ${theme.colors.text};
  letter-spacing: -0.01em;
`;

export const facts = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  color: ${theme.colors.textSoft};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    flex: none;
    color: ${theme.colors.textMuted};
  }
`;

export const apply = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 9px 16px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  font-size: 14.5px;
  font-weight: 700;
  color: ${theme.colors.accent};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentTint};
  }
`;

export const note = css`
  margin-top: 24px;
  text-align: center;
  color: ${theme.colors.textSoft};
`;
