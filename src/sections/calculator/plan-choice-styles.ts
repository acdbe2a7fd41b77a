// PlanChoice's styles (src/sections/calculator/PlanChoice.tsx).
import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const billingRowCss = css`
  margin-bottom: 14px;
`;
export const gridCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  ${theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
export const optionCss = css`
  position: relative;
  display: block;
  min-width: 0;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  &[data-disabled="true"] {
    cursor: not-allowed;
  }
`;
export const boxCss = css`
  display: grid;
  gap: 2px;
  height: 100%;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  transition:
    border-color 0.15s ease,
    background-color 0.15s ease,
    box-shadow 0.15s ease;
  label:hover > input:not(:disabled) + & {
    border-color: color-mix(in srgb, ${theme.colors.accent} 50%, ${theme.colors.border});
  }
  input:checked + & {
    border-color: ${theme.colors.accent};
    background: color-mix(in srgb, ${theme.colors.accent} 8%, ${theme.colors.surface});
    box-shadow: 0 0 0 1px ${theme.colors.accent};
  }
  input:focus-visible + & {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    background: ${theme.colors.bgSoft};
    border-style: dashed;
  }
  input:disabled:checked + & {
    border-color: ${theme.colors.danger};
    box-shadow: none;
  }
`;
export const nameCss = css`
  font-size: 15px;
  font-weight: 700;
  input:disabled + * > & {
    color: ${theme.colors.textMuted};
  }
`;
export const priceCss = css`
  font-size: 14px;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  span {
    font-weight: 500;
    color: ${theme.colors.textMuted};
  }
  input:disabled + * > & {
    color: ${theme.colors.textMuted};
  }
`;
export const detailCss = css`
  font-size: 12.5px;
  line-height: 1.35;
  color: ${theme.colors.textMuted};
  input:disabled + * > & {
    color: ${theme.colors.danger};
  }
`;
