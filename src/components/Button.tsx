import { css } from "@emotion/react";
import { theme } from "../theme/tokens";

export type ButtonStyle = "primary" | "secondary" | "ghost";

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 22px;
  border-radius: ${theme.radius.pill};
  border: 1px solid transparent;
  font-weight: 600;
  font-size: 15px;
  line-height: 1.2;
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:active {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const variants: Record<ButtonStyle, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.accentText};
    box-shadow: 0 6px 16px -6px ${theme.colors.accent};
    &:hover:not(:disabled) {
      background: ${theme.colors.accentStrong};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    border-color: ${theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${theme.colors.accent};
      color: ${theme.colors.accent};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.accent};
    padding-inline: 12px;
    &:hover:not(:disabled) {
      background: ${theme.colors.accentTint};
    }
  `,
};

/** Styles for anything that looks like a button (a, button, Link). */
export const buttonCss = (style: ButtonStyle = "primary") => [base, variants[style]];
