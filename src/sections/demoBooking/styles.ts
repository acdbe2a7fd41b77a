import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/tokens";
import { focusOutline, spinner } from "../../theme/primitives";

const c = theme.colors;
const rise = keyframes`from { opacity: 0; transform: translateY(8px); }`;

export const layoutCss = css`
  display: grid;
  gap: 40px;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: 64px;
    align-items: start;
  }
`;

export const asideCss = css`
  display: grid;
  gap: 28px;
  align-content: start;
  ${theme.mq.lg} {
    position: sticky;
    top: 110px;
  }
  & > div {
    margin-bottom: 0;
  }
`;

export const highlightsCss = css`
  display: grid;
  gap: 18px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 14px;
    align-items: start;
  }
  strong {
    display: block;
    font-size: 16.5px;
    font-weight: 750;
  }
  p {
    color: ${c.textSoft};
    font-size: 15px;
  }
`;

export const tileCss = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 13px;
  background: ${c.accentTint};
  color: ${c.accent};
  li:nth-of-type(2n) & {
    background: ${c.yellowTint};
    color: ${c.yellowText};
  }
`;

export const cardCss = css`
  display: grid;
  padding: 24px 20px;
  border-radius: ${theme.radius.xl};
  background: ${c.surface};
  border: 1px solid ${c.border};
  box-shadow: ${theme.shadow.lg};
  html[data-theme="dark"] & {
    background: ${c.surfaceRaised};
  }
  ${theme.mq.md} {
    padding: 36px 36px 32px;
  }
  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
  & > [data-hidden="true"] {
    visibility: hidden;
  }
`;

export const formCss = css`
  display: grid;
  gap: 20px;
`;

export const rowCss = css`
  display: grid;
  gap: 20px;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const controlWrapCss = css`
  position: relative;
  & > svg {
    position: absolute;
    right: 14px;
    top: 50%;
    translate: 0 -50%;
    color: ${c.success};
    pointer-events: none;
  }
`;

export const inputCss = css`
  width: 100%;
  min-height: 50px;
  padding: 12px 14px;
  border-radius: ${theme.radius.md};
  border: 1.5px solid ${c.border};
  background: ${c.bg};
  color: ${c.text};
  font-size: 16px;
  line-height: 1.3;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${c.textMuted};
    opacity: 0.8;
  }
  &:hover {
    border-color: color-mix(in srgb, ${c.accent} 35%, ${c.border});
  }
  &:focus-visible {
    outline: none;
    border-color: ${c.accent};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${c.accent} 22%, transparent);
  }
  &[data-status="valid"] {
    border-color: ${c.success};
  }
  &[data-status="valid"]:not([type="date"]) {
    padding-right: 42px;
  }
  &[data-status="valid"]:focus-visible {
    box-shadow: 0 0 0 4px color-mix(in srgb, ${c.success} 22%, transparent);
  }
  &[aria-invalid="true"] {
    border-color: ${c.danger};
    background: color-mix(in srgb, ${c.dangerTint} 45%, ${c.bg});
  }
  &[aria-invalid="true"]:focus-visible {
    box-shadow: 0 0 0 4px color-mix(in srgb, ${c.danger} 22%, transparent);
  }
  &[type="date"] {
    appearance: none;
    min-width: 0;
  }
  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
    opacity: 0.7;
  }
  html[data-theme="dark"] &::-webkit-calendar-picker-indicator {
    filter: invert(1);
  }
`;

export const chipsCss = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  ${theme.mq.sm} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  label {
    position: relative;
    cursor: pointer;
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: grid;
    place-items: center;
    min-height: 46px;
    border-radius: ${theme.radius.md};
    border: 1.5px solid ${c.border};
    background: ${c.bg};
    font-weight: 650;
    font-size: 15px;
    font-variant-numeric: tabular-nums;
    color: ${c.textSoft};
    transition:
      border-color 0.15s ease,
      background-color 0.15s ease,
      color 0.15s ease;
  }
  label:hover input:not(:disabled) + span {
    border-color: ${c.accent};
    color: ${c.text};
  }
  input:checked + span {
    border-color: ${c.success};
    background: ${c.successTint};
    color: ${c.success};
  }
  input:focus-visible + span {
    ${focusOutline()}
  }
  input:disabled + span {
    opacity: 0.6;
  }
  /* A slot of today that already started: struck through, not clickable. */
  label[data-past],
  label[data-past] input {
    cursor: not-allowed;
  }
  label[data-past] span {
    opacity: 1;
    color: ${c.textMuted};
    background: ${c.bgSoft};
    border-style: dashed;
    text-decoration: line-through;
  }
`;

export const submitCss = css`
  width: 100%;
  min-height: 54px;
  font-size: 16px;
  &[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export const spinnerCss = spinner({ size: 18, stroke: 2.5, seconds: 0.8, reducedSeconds: 2.4 });

export const noteCss = css`
  font-size: 13.5px;
  color: ${c.textMuted};
  text-align: center;
`;

export const failCss = css`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: ${theme.radius.md};
  background: ${c.dangerTint};
  color: ${c.danger};
  font-weight: 600;
  font-size: 14.5px;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export const confirmCss = css`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 14px;
  padding: 24px 8px;
  text-align: center;
  animation: ${rise} 420ms cubic-bezier(0.2, 0.8, 0.2, 1);
  h3 {
    font-size: clamp(24px, 3vw, 30px);
    font-weight: 800;
    outline: none;
  }
  p {
    max-width: 42ch;
    color: ${c.textSoft};
    font-size: 16.5px;
  }
  strong {
    color: ${c.text};
  }
`;

export const confirmIconCss = css`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${c.successTint};
  color: ${c.success};
  box-shadow: 0 0 0 10px color-mix(in srgb, ${c.successTint} 50%, transparent);
`;

/** The visitor's own time under a slot's hour (another zone than the business's). */
export const yoursCss = css`
  display: block;
  font-size: 11px;
  font-weight: 500;
  line-height: 1.1;
  color: ${c.textMuted};
  sup {
    font-size: 9px;
    margin-left: 1px;
  }
`;

/** Under the slots: whose hours these are, or the chosen one in both zones. */
export const zoneNoteCss = css`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${c.textMuted};
  overflow-wrap: anywhere;
`;
