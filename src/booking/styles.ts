// Styles of the booking modal. Tokens only: colours are CSS variables, so the
// dark theme follows from <html data-theme>.
import { css, keyframes } from "@emotion/react";
import { buttonCss } from "../components/Button";
import { theme } from "../theme/tokens";
import { focusOutline, spinner as spinnerCss } from "../theme/primitives";

const { colors: c, mq, radius } = theme;
const dark = 'html[data-theme="dark"] &';
const mobileSheet = "@media (max-width: 767.98px)";

const focusRing = css`
  &:focus-visible {
    ${focusOutline(2, 2)}
  }
`;

/* ---------- frame ---------- */

export const shell = css`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

export const header = css`
  display: flex;
  align-items: flex-start;
  gap: 16px;
  padding: 24px 20px 14px 24px;
  ${mobileSheet} {
    padding: 20px 12px 12px 20px;
  }
`;

export const headerText = css`
  flex: 1;
  min-width: 0;
`;

export const title = css`
  font-size: 20px;
  font-weight: 700;
  letter-spacing: -0.02em;
  ${mq.md} {
    font-size: 22px;
  }
`;

export const subtitle = css`
  margin-top: 6px;
  font-size: 14px;
  line-height: 1.5;
  color: ${c.textSoft};
`;

export const closeButton = css`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-top: -6px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${c.textMuted};
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;
  &:hover {
    background: ${c.bgSoft};
    color: ${c.text};
  }
  ${focusRing}
`;

export const progressRow = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 24px 16px;
  ${mobileSheet} {
    padding-inline: 20px;
  }
`;

export const progressTrack = css`
  position: relative;
  flex: 1;
  height: 6px;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: ${c.accentTint};
`;

export const progressFill = css`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  background: linear-gradient(90deg, ${c.accent}, ${c.accentStrong});
  transform-origin: left center;
  transition: transform 0.35s cubic-bezier(0.2, 0.8, 0.2, 1);
`;

export const progressText = css`
  min-width: 3ch;
  font-size: 12px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: right;
  color: ${c.textMuted};
`;

export const form = css`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

export const body = css`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 24px 24px;
  ${mobileSheet} {
    padding-inline: 20px;
  }
`;

export const stepHead = css`
  margin-bottom: 16px;
  & + & {
    margin-top: 8px;
  }
`;

export const stepTitle = css`
  font-size: 16px;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

export const stepSubtitle = css`
  margin-top: 2px;
  font-size: 14px;
  color: ${c.textMuted};
`;

export const footer = css`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  padding: 16px 24px;
  padding-bottom: max(16px, env(safe-area-inset-bottom));
  border-top: 1px solid ${c.border};
  ${mobileSheet} {
    padding-inline: 20px;
  }
`;

export const primaryButton = [
  ...buttonCss("primary"),
  css`
    flex: 1 1 auto;
    ${focusRing}
    ${mq.md} {
      flex: 0 0 auto;
      min-width: 180px;
    }
    &[aria-disabled="true"] {
      cursor: progress;
    }
  `,
];

export const secondaryButton = [
  ...buttonCss("secondary"),
  css`
    flex: 0 0 auto;
    padding-inline: 18px;
    ${focusRing}
  `,
];

export const spinner = spinnerCss({ size: 16, stroke: 2, seconds: 0.7 });

/* ---------- step 1: calendar and slots ---------- */

export const schedule = css`
  display: grid;
  gap: 20px;
`;

export const calendar = css`
  padding: 12px 12px 8px;
  border: 1px solid ${c.border};
  border-radius: ${radius.md};
  background: ${c.bgSoft};
  ${mobileSheet} {
    padding: 10px 8px 6px;
  }
`;

export const calendarHead = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 0 4px 8px;
`;

export const monthLabel = css`
  font-size: 15px;
  font-weight: 650;
  letter-spacing: -0.01em;
`;

export const monthNav = css`
  display: flex;
  gap: 6px;
`;

export const iconButton = css`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 1px solid ${c.border};
  border-radius: ${radius.pill};
  background: ${c.surface};
  color: ${c.text};
  cursor: pointer;
  transition: border-color 0.15s ease, color 0.15s ease;
  &:hover:not(:disabled) {
    border-color: ${c.accent};
    color: ${c.accent};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${focusRing}
`;

export const grid = css`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: 2px 0 6px;
    font-size: 12px;
    font-weight: 600;
    color: ${c.textMuted};
  }
  th span:first-of-type {
    display: inline-block;
  }
  th span:first-of-type::first-letter {
    text-transform: uppercase;
  }
  td {
    padding: 2px 0;
    text-align: center;
  }
`;

export const dayButton = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 100%;
  max-width: 40px;
  aspect-ratio: 1;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${c.text};
  font: inherit;
  font-size: 15px;
  font-weight: 500;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;
  &:hover:not([aria-disabled]) {
    background: ${c.accentTint};
    color: ${c.accent};
  }
  &[aria-disabled] {
    color: ${c.textMuted};
    opacity: 0.5;
    cursor: default;
  }
  &[aria-current="date"]::after {
    content: "";
    position: absolute;
    bottom: 5px;
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background: currentColor;
  }
  td[aria-selected="true"] > &,
  td[aria-selected="true"] > &:hover {
    background: ${c.accent};
    color: ${c.accentText};
    font-weight: 650;
    box-shadow: 0 6px 14px -6px ${c.accent};
  }
  &:focus-visible {
    ${focusOutline(2, 1)}
  }
`;

export const slots = css`
  min-height: calc(8rem + 30px);
`;

export const slotsHead = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 10px;
`;

export const slotsTitle = css`
  font-size: 14px;
  font-weight: 650;
`;

export const taken = css`
  margin: 0 0 10px;
  font-size: 13px;
  font-weight: 550;
  color: ${c.danger};
`;

export const timezone = css`
  font-size: 12px;
  color: ${c.textMuted};
  white-space: nowrap;
`;

export const slotGrid = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  ${mq.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const slotList = css`
  max-height: 8rem;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 3px;
  margin: -3px;
  scrollbar-width: thin;
`;

export const slotChip = css`
  position: relative;
  display: block;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  & > span {
    display: grid;
    place-items: center;
    align-content: center;
    min-height: 40px;
    padding: 3px 2px;
    line-height: 1.15;
    border: 1px solid ${c.border};
    border-radius: ${radius.sm};
    background: ${c.surface};
    font-size: 15px;
    font-weight: 550;
    font-variant-numeric: tabular-nums;
    transition: border-color 0.15s ease, background-color 0.15s ease, color 0.15s ease;
  }
  &:hover > span {
    border-color: ${c.accent};
    color: ${c.accent};
  }
  input:checked + span {
    background: ${c.accent};
    border-color: ${c.accent};
    color: ${c.accentText};
  }
  input:focus-visible + span {
    ${focusOutline(2, 2)}
  }
`;

/** The visitor's own time under a slot's business hour: small, muted, still legible on the chosen (violet) chip. */
export const slotYours = css`
  display: block;
  font-size: 11.5px;
  font-weight: 500;
  color: ${c.textMuted};
  white-space: nowrap;
  sup {
    margin-left: 1px;
    font-size: 9px;
    font-weight: 650;
    vertical-align: 3px;
    line-height: 0;
  }
  label:hover & {
    color: inherit;
  }
  input:checked + span & {
    color: inherit;
    opacity: 0.85;
  }
`;

/** Under the slots: which hours are whose, then the chosen one in both zones. One line reserved, so choosing does not move the buttons. */
export const slotSummary = css`
  min-height: calc(2 * 1.35em);
  margin: 10px 0 0;
  font-size: 13px;
  line-height: 1.35;
  color: ${c.textSoft};
  font-variant-numeric: tabular-nums;
`;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export const skeletonCell = css`
  height: 40px;
  border-radius: ${radius.sm};
  background: linear-gradient(90deg, ${c.bgSoft} 25%, ${c.border} 50%, ${c.bgSoft} 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

const note = css`
  display: grid;
  place-items: center;
  min-height: 88px;
  padding: 12px 16px;
  border: 1px dashed ${c.border};
  border-radius: ${radius.md};
  font-size: 14px;
  text-align: center;
  color: ${c.textMuted};
`;
export const slotHint = note;
export const slotEmpty = note;

/* ---------- step 2: contact ---------- */

export const fields = css`
  display: grid;
  gap: 16px;
`;

export const inputRow = css`
  display: flex;
  gap: 8px;
`;

const control = css`
  height: 48px;
  border: 1px solid ${c.border};
  border-radius: ${radius.md};
  background: ${c.surface};
  color: ${c.text};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  ${dark} {
    background: ${c.bgSoft};
  }
`;

export const input = css`
  ${control};
  flex: 1;
  min-width: 0;
  width: 100%;
  padding: 0 14px;
  font: inherit;
  font-size: 16px;
  &::placeholder {
    color: ${c.textMuted};
  }
  &:hover {
    border-color: ${c.textMuted};
  }
  &:focus {
    outline: none;
    border-color: ${c.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${c.accent} 22%, transparent);
  }
  &[aria-invalid="true"] {
    border-color: ${c.danger};
  }
  &[aria-invalid="true"]:focus {
    box-shadow: 0 0 0 3px color-mix(in srgb, ${c.danger} 22%, transparent);
  }
`;

export const countryToggle = css`
  ${control};
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 10px 0 12px;
  font: inherit;
  font-size: 15px;
  font-weight: 550;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  svg {
    color: ${c.textMuted};
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] {
    border-color: ${c.accent};
    svg {
      transform: rotate(180deg);
    }
  }
  &:hover {
    border-color: ${c.accent};
  }
  ${focusRing}
`;

export const flag = css`
  font-size: 20px;
  line-height: 1;
`;

const drop = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

export const countryPanel = css`
  margin-top: 4px;
  overflow: hidden;
  border: 1px solid ${c.border};
  border-radius: ${radius.md};
  background: ${c.surface};
  box-shadow: ${theme.shadow.md};
  animation: ${drop} 0.16s ease-out;
  ${dark} {
    background: ${c.bgSoft};
  }
`;

export const searchRow = css`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  border-bottom: 1px solid ${c.border};
  color: ${c.textMuted};
  &:focus-within {
    box-shadow: inset 0 -2px 0 ${c.accent};
  }
`;

export const searchInput = css`
  flex: 1;
  min-width: 0;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${c.text};
  font: inherit;
  font-size: 16px;
  outline: none;
  &::placeholder {
    color: ${c.textMuted};
  }
`;

export const countryList = css`
  max-height: 14rem;
  margin: 0;
  padding: 6px;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;
`;

export const countryOption = css`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 10px;
  border-radius: ${radius.sm};
  font-size: 15px;
  cursor: pointer;
  &:hover {
    background: ${c.bgSoft};
  }
  &[data-active] {
    background: ${c.accentTint};
  }
  svg {
    color: ${c.accent};
  }
`;

export const countryName = css`
  flex: 1;
  min-width: 0;
`;

export const countryPrefix = css`
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  color: ${c.textSoft};
`;

export const countryEmpty = css`
  padding: 20px 16px;
  font-size: 14px;
  text-align: center;
  color: ${c.textMuted};
`;

export const consents = css`
  display: grid;
  gap: 12px;
  margin-top: 4px;
`;

export const inlineLink = css`
  color: ${c.accent};
  font-weight: 550;
  text-underline-offset: 2px;
  ${focusRing}
`;

/* ---------- confirmation ---------- */

const pop = keyframes`
  from { opacity: 0; transform: scale(0.6); }
  60% { transform: scale(1.06); }
`;

export const confirmation = css`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 8px 0 4px;
  text-align: center;
`;

export const successBadge = css`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${c.successTint};
  color: ${c.success};
  box-shadow: 0 0 0 8px color-mix(in srgb, ${c.successTint} 50%, transparent);
  animation: ${pop} 0.45s cubic-bezier(0.2, 0.8, 0.2, 1);
`;

export const confirmationTitle = css`
  margin-top: 4px;
  font-size: 22px;
  font-weight: 700;
  outline: none;
`;

export const when = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  border-radius: ${radius.pill};
  background: ${c.accentTint};
  color: ${c.accentStrong};
  font-size: 15px;
  font-weight: 600;
`;

/** The visitor's own day and time under the business's, when their zone reads another hour. */
export const whenYours = css`
  margin-top: -4px;
  font-size: 13px;
  color: ${c.textSoft};
  font-variant-numeric: tabular-nums;
`;

export const confirmationText = css`
  max-width: 38ch;
  font-size: 14px;
  color: ${c.textSoft};
`;

export const addons = css`
  width: 100%;
  margin-top: 8px;
  padding-top: 18px;
  border-top: 1px solid ${c.border};
`;

export const addonsTitle = css`
  margin-bottom: 10px;
  font-size: 12px;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${c.textMuted};
`;

export const addonButtons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & > * {
    flex: 1 1 100%;
  }
  ${mq.sm} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

export const addon = [
  ...buttonCss("secondary"),
  css`
    min-height: 44px;
    padding: 10px 14px;
    font-size: 14px;
    border-radius: ${radius.md};
    ${focusRing}
  `,
];

export const countdown = css`
  margin-top: 6px;
  font-size: 13px;
  color: ${c.textMuted};
  font-variant-numeric: tabular-nums;
`;
