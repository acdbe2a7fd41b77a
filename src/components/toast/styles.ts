import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/tokens";
import type { ToastVariant } from "./store";

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const leave = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateX(24px); }
`;

export const viewport = css`
  position: fixed;
  z-index: 1100;
  left: 12px;
  right: 12px;
  bottom: calc(12px + env(safe-area-inset-bottom, 0px));
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 10px;
  pointer-events: none;
  ${theme.mq.md} {
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 380px;
  }
`;

const stripe: Record<ToastVariant, string> = {
  default: theme.colors.accent,
  success: theme.colors.success,
  destructive: theme.colors.danger,
};

export const toast = (variant: ToastVariant, open: boolean) => css`
  pointer-events: auto;
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: 12px;
  align-items: start;
  padding: 14px 12px 14px 16px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${variant === "destructive" ? `color-mix(in srgb, ${theme.colors.danger} 45%, ${theme.colors.border})` : theme.colors.border};
  background: ${variant === "destructive" ? theme.colors.dangerTint : theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow.lg};
  overflow: hidden;
  animation: ${open ? enter : leave} ${open ? "240ms" : "180ms"} cubic-bezier(0.2, 0.8, 0.2, 1) both;
  &::before {
    content: "";
    position: absolute;
    inset: 0 auto 0 0;
    width: 4px;
    background: ${stripe[variant]};
  }
`;

export const icon = (variant: ToastVariant) => css`
  margin-top: 1px;
  color: ${stripe[variant]};
`;

export const title = css`
  font-size: 15px;
  font-weight: 650;
  line-height: 1.35;
`;

export const description = css`
  margin-top: 2px;
  font-size: 14px;
  line-height: 1.45;
  color: ${theme.colors.textSoft};
`;

export const close = css`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin: -6px -2px -6px 0;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.bgSoft};
    color: ${theme.colors.text};
  }
`;
