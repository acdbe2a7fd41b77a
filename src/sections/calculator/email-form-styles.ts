// EmailForm's styles (src/sections/calculator/EmailForm.tsx).
import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const formCss = css`
  display: grid;
  gap: 18px;
`;
export const inputCss = css`
  width: 100%;
  min-height: 48px;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  font-size: 16px;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.focus} 50%, transparent);
  }
  &[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
  }
  &[aria-invalid="true"]:focus-visible {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.danger} 25%, transparent);
  }
`;
export const errorCss = css`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  font-size: 13px;
  line-height: 1.45;
  color: ${theme.colors.danger};
  svg {
    flex: none;
    margin-top: 1px;
  }
`;
export const submitRowCss = css`
  display: grid;
  gap: 10px;
  margin-top: 4px;
`;
export const helpCss = css`
  font-size: 13px;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

/** The send button across the form. */
export const fullWidthCss = css`width: 100%;`;

/** The send error, centred under the button. */
export const centredCss = css`justify-content: center;`;
