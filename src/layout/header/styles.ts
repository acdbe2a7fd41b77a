import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/tokens";
import { NO_SCRIPT } from "../../theme/theme-script";

const drop = keyframes`
  from { opacity: 0; transform: translateY(-6px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const bar = css`
  position: sticky;
  top: 0;
  z-index: 40;
  background: color-mix(in srgb, ${theme.colors.bg} 86%, transparent);
  backdrop-filter: saturate(1.6) blur(14px);
  -webkit-backdrop-filter: saturate(1.6) blur(14px);
  border-bottom: 1px solid ${theme.colors.border};
`;

export const row = css`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 68px;
  ${theme.mq.xl} {
    height: 72px;
    gap: 20px;
  }
`;

export const brand = css`
  flex: none;
  text-decoration: none;
  border-radius: ${theme.radius.sm};
`;

export const desktopOnly = css`
  display: none !important;
  ${theme.mq.xl} {
    display: flex !important;
  }
`;

export const mobileOnly = css`
  ${theme.mq.xl} {
    display: none !important;
  }
`;

export const nav = css`
  align-items: center;
  gap: 2px;
  & > ul {
    display: flex;
    align-items: center;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

// Without JavaScript a menu's panel shows while the pointer or the focus is
// on its item, so its links are still there to follow.
export const navItem = css`
  position: relative;
  ${NO_SCRIPT} &:hover > [hidden],
  ${NO_SCRIPT} &:focus-within > [hidden] {
    display: block;
  }
`;

export const navLink = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textSoft};
  font-size: 15px;
  font-weight: 500;
  line-height: 1.4;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &:hover,
  &[aria-expanded="true"] {
    color: ${theme.colors.text};
    background: ${theme.colors.bgSoft};
  }
  &[aria-current="page"] {
    color: ${theme.colors.accent};
  }
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

export const panel = (width: number, columns: number, align: "start" | "end" = "start") => css`
  position: absolute;
  top: calc(100% + 10px);
  ${align === "end" ? "right: 0;" : "left: -8px;"}
  z-index: 50;
  width: ${width}px;
  max-width: calc(100vw - 32px);
  padding: 10px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.lg};
  animation: ${drop} 0.16s ease-out;
  &[hidden] {
    display: none;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const panelLink = css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px;
  border-radius: ${theme.radius.md};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.bgSoft};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  strong {
    display: block;
    font-size: 15px;
    font-weight: 600;
    line-height: 1.35;
  }
  small {
    display: block;
    margin-top: 2px;
    font-size: 13.5px;
    line-height: 1.45;
    color: ${theme.colors.textMuted};
  }
`;

export const panelIcon = (tone?: "violet" | "yellow") => css`
  flex: none;
  display: grid;
  place-items: center;
  width: 38px;
  height: 38px;
  border-radius: ${theme.radius.md};
  background: ${tone === "yellow" ? theme.colors.yellowTint : theme.colors.accentTint};
  color: ${tone === "yellow" ? theme.colors.yellowText : theme.colors.accent};
`;

export const actions = css`
  margin-left: auto;
  align-items: center;
  gap: 8px;
`;

export const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.textSoft};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.bgSoft};
  }
`;

export const smallButton = css`
  min-height: 42px;
  padding: 9px 18px;
  font-size: 15px;
`;

export const login = css`
  padding: 8px 12px;
  border-radius: ${theme.radius.sm};
  color: ${theme.colors.text};
  font-size: 15px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.accent};
  }
`;
