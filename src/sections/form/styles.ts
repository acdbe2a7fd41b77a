import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/tokens";
import { spinner as spinnerCss } from "../../theme/primitives";

export const section = (narrow: boolean) => css`
  position: relative;
  padding: ${narrow ? "40px 0 72px" : "56px 0 80px"};
  ${theme.mq.md} {
    padding: ${narrow ? "64px 0 112px" : "88px 0 112px"};
  }
  ${
    narrow
      ? `background:
        radial-gradient(640px 320px at 15% 0%, color-mix(in srgb, ${theme.colors.accent} 14%, transparent), transparent 70%),
        radial-gradient(520px 280px at 90% 10%, color-mix(in srgb, ${theme.colors.yellow} 16%, transparent), transparent 70%);`
      : ""
  }
`;

export const backLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 24px;
  padding: 6px 2px;
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.textSoft};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.accent};
  }
`;

export const header = (narrow: boolean) => css`
  display: grid;
  gap: 12px;
  max-width: 760px;
  margin-bottom: ${narrow ? "28px" : "40px"};
  ${narrow ? "text-align: center; justify-items: center;" : ""}
`;

export const title = (level: 1 | 2, narrow: boolean) => css`
  font-size: ${narrow ? "clamp(26px, 4vw, 32px)" : level === 1 ? "clamp(32px, 5vw, 52px)" : "clamp(28px, 4.2vw, 44px)"};
  font-weight: 800;
`;

export const layout = (narrow: boolean, aside: boolean) => css`
  display: grid;
  gap: 32px;
  align-items: start;
  ${narrow ? "max-width: 480px; margin-inline: auto;" : ""}
  ${
    !narrow && aside
      ? `${theme.mq.lg} {
        grid-template-columns: minmax(0, 1.55fr) minmax(300px, 1fr);
        gap: 40px;
      }`
      : ""
  }
  ${!narrow && !aside ? "max-width: 820px;" : ""}
`;

export const card = (narrow: boolean) => css`
  position: relative;
  min-width: 0;
  padding: ${narrow ? "28px 20px" : "24px 18px"};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.lg};
  ${theme.mq.sm} {
    padding: ${narrow ? "36px 32px" : "32px 28px"};
  }
  ${theme.mq.md} {
    padding: ${narrow ? "40px 40px" : "40px 40px"};
  }
  &:focus {
    outline: none;
  }
`;

export const form = css`
  display: grid;
  gap: 22px;
  &:focus {
    outline: none;
  }
`;

export const grid = css`
  clear: both;
  display: grid;
  gap: 20px;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 16px;
  }
`;

export const cell = (half: boolean) => css`
  min-width: 0;
  ${theme.mq.md} {
    grid-column: ${half ? "span 1" : "1 / -1"};
  }
`;

export const requiredHint = css`
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

export const fieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & + & {
    padding-top: 26px;
    border-top: 1px solid ${theme.colors.border};
  }
`;

// Floated, so the legend is laid out as a normal block inside the fieldset
// instead of sitting on its top border (where the divider line runs).
export const legend = css`
  float: left;
  width: 100%;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0;
  margin-bottom: 18px;
  font-size: 18px;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const legendBadge = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
  font-size: 15px;
  font-weight: 800;
`;

export const groupText = css`
  clear: both;
  margin: -10px 0 18px 44px;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

const controlBase = `
  width: 100%;
  min-height: 48px;
  padding: 11px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  font-size: 16px;
  line-height: 1.4;
  transition: border-color 0.15s ease, box-shadow 0.15s ease, background-color 0.15s ease;
  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 0.85;
  }
  &:hover {
    border-color: color-mix(in srgb, ${theme.colors.accent} 40%, ${theme.colors.border});
  }
  &:focus {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${theme.colors.accent} 22%, transparent);
  }
  &[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
    background: color-mix(in srgb, ${theme.colors.dangerTint} 45%, ${theme.colors.bg});
  }
  &[aria-invalid="true"]:focus {
    box-shadow: 0 0 0 4px color-mix(in srgb, ${theme.colors.danger} 22%, transparent);
  }
`;

export const control = css`
  ${controlBase}
`;

export const textarea = css`
  ${controlBase}
  min-height: 120px;
  resize: vertical;
`;

export const selectWrap = css`
  position: relative;
  svg {
    position: absolute;
    right: 14px;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${theme.colors.textMuted};
  }
`;

export const select = css`
  ${controlBase}
  appearance: none;
  padding-right: 42px;
  cursor: pointer;
  &:has(option[value=""]:checked) {
    color: ${theme.colors.textMuted};
  }
  option {
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
`;

export const passwordWrap = css`
  position: relative;
  input {
    padding-right: 52px;
  }
`;

export const revealButton = css`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  display: inline-grid;
  place-items: center;
  width: 38px;
  height: 38px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.bgSoft};
  }
  &[aria-pressed="true"] {
    color: ${theme.colors.accent};
  }
`;

export const summary = css`
  padding: 16px 18px;
  border: 1px solid color-mix(in srgb, ${theme.colors.danger} 40%, ${theme.colors.border});
  border-left: 4px solid ${theme.colors.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerTint};
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  h2,
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 15.5px;
    font-weight: 700;
    letter-spacing: normal;
    color: ${theme.colors.text};
  }
  ul {
    margin: 8px 0 0;
    padding-left: 28px;
    display: grid;
    gap: 4px;
    font-size: 14.5px;
  }
  a {
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration-color: ${theme.colors.danger};
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }
`;

export const actionsRow = (narrow: boolean) => css`
  display: grid;
  gap: 12px;
  ${narrow ? "" : `${theme.mq.sm} { justify-content: start; }`}
  button {
    width: 100%;
    ${narrow ? "" : `${theme.mq.sm} { width: auto; min-width: 220px; }`}
  }
`;

export const spinner = spinnerCss({ size: 18, stroke: 2.5, seconds: 0.7, reducedSeconds: 1.6 });

export const separator = css`
  display: flex;
  align-items: center;
  gap: 14px;
  font-size: 13px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${theme.colors.textMuted};
  &::before,
  &::after {
    content: "";
    flex: 1;
    height: 1px;
    background: ${theme.colors.border};
  }
`;

export const footnotes = (narrow: boolean) => css`
  display: grid;
  gap: 8px;
  font-size: 14px;
  color: ${theme.colors.textMuted};
  ${narrow ? "text-align: center;" : ""}
  a {
    color: ${theme.colors.accent};
    font-weight: 600;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const pop = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const panel = css`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 14px;
  padding: 24px 8px;
  text-align: center;
  animation: ${pop} 0.35s cubic-bezier(0.2, 0.8, 0.2, 1) both;
  &:focus {
    outline: none;
  }
  h2,
  h3 {
    font-size: clamp(22px, 3vw, 28px);
    font-weight: 800;
  }
  p {
    max-width: 420px;
    color: ${theme.colors.textSoft};
  }
`;

export const panelIcon = css`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${theme.colors.successTint};
  color: ${theme.colors.success};
  box-shadow: 0 0 0 10px color-mix(in srgb, ${theme.colors.successTint} 50%, transparent);
`;

export const aside = css`
  display: grid;
  gap: 22px;
  padding: 28px 24px;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background:
    radial-gradient(420px 200px at 100% 0%, color-mix(in srgb, ${theme.colors.accent} 12%, transparent), transparent 70%),
    ${theme.colors.bgSoft};
  ${theme.mq.lg} {
    position: sticky;
    top: 96px;
    padding: 32px 30px;
  }
  h2,
  h3 {
    font-size: 20px;
    font-weight: 750;
  }
`;

export const asideText = css`
  color: ${theme.colors.textSoft};
  font-size: 15.5px;
`;

export const asideItems = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 18px;
  li {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr);
    gap: 14px;
    align-items: start;
  }
  strong {
    display: block;
    font-size: 15.5px;
    color: ${theme.colors.text};
  }
  div > span {
    display: block;
    font-size: 14.5px;
    color: ${theme.colors.textSoft};
  }
`;

export const asideIcon = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.accent};
`;

export const asideEmail = css`
  display: grid;
  gap: 4px;
  padding: 16px 18px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  span {
    font-size: 13px;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.colors.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: 16px;
    font-weight: 700;
    color: ${theme.colors.accent};
    text-decoration: none;
    overflow-wrap: anywhere;
    &:hover {
      text-decoration: underline;
    }
  }
`;
