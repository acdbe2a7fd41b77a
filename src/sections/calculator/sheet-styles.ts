import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const sheetHeaderCss = css`
  position: relative;
  display: grid;
  gap: 6px;
  padding: 14px 56px 4px 22px;
  @media (min-width: 768px) {
    padding: 28px 64px 4px 28px;
  }
`;
export const sheetTitleCss = css`
  font-size: 22px;
  font-weight: 800;
  letter-spacing: -0.02em;
`;
export const sheetLeadCss = css`
  font-size: 15px;
  color: ${theme.colors.textSoft};
`;
export const sheetBodyCss = css`
  display: grid;
  gap: 16px;
  padding: 16px 22px 24px;
  @media (min-width: 768px) {
    padding: 20px 28px 28px;
  }
`;
export const closeCss = css`
  position: absolute;
  top: 12px;
  right: 12px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.bgSoft};
  color: ${theme.colors.textSoft};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
  }
  @media (min-width: 768px) {
    top: 18px;
    right: 18px;
  }
`;
