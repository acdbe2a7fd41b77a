// NumberField's styles (src/sections/calculator/NumberField.tsx).
import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const fieldCss = css`
  display: grid;
  gap: 8px;
  align-content: start;
`;
export const labelCss = css`
  font-size: 14px;
  font-weight: 600;
  line-height: 1.35;
  color: ${theme.colors.text};
`;
export const controlCss = css`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) 44px;
  align-items: center;
  gap: 4px;
  padding: 4px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: color-mix(in srgb, ${theme.colors.accent} 45%, ${theme.colors.border});
  }
  &:focus-within {
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.focus} 50%, transparent);
  }
`;
export const stepCss = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.bgSoft};
  color: ${theme.colors.text};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:hover:not(:disabled) {
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
  }
  &:active:not(:disabled) {
    transform: scale(0.96);
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
export const inputWrapCss = css`
  display: flex;
  height: 100%;
  cursor: text;
  align-items: baseline;
  justify-content: center;
  gap: 6px;
  min-width: 0;
`;
export const inputCss = css`
  flex: 0 1 auto;
  min-width: 2ch;
  field-sizing: content;
  padding: 8px 0;
  border: 0;
  background: transparent;
  text-align: right;
  font-size: 18px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.01em;
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;
export const unitCss = css`
  flex: none;
  white-space: nowrap;
  font-size: 14px;
  font-weight: 500;
  color: ${theme.colors.textMuted};
`;
export const hintCss = css`
  font-size: 13px;
  line-height: 1.45;
  color: ${theme.colors.textMuted};
`;
