import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

// The success green reads as text (AA) only when pulled towards the text colour.
const successText = `color-mix(in srgb, ${theme.colors.success} 72%, ${theme.colors.text})`;

export const section = css`
  position: relative;
  padding: 72px 0 80px;
  background:
    radial-gradient(60% 40% at 50% 0%, color-mix(in srgb, ${theme.colors.accent} 9%, transparent), transparent 70%),
    ${theme.colors.bg};
  ${theme.mq.md} {
    padding: 104px 0 112px;
  }
`;

export const toolbar = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  margin: 28px 0 44px;
  ${theme.mq.md} {
    flex-direction: row;
    justify-content: center;
    gap: 18px;
  }
`;

export const banner = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.yellowTint};
  color: ${theme.colors.yellowText};
  font-size: 14px;
  font-weight: 700;
  line-height: 1.3;
  text-align: center;
  svg {
    flex: none;
  }
`;

// Cards share rows (subgrid) from md up, so names, prices, buttons and
// feature lists line up across a row whatever the description length.
const ROWS = 5;

export const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 20px;
    row-gap: 0;
  }
  ${theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: 30px 24px 24px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  transition:
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    box-shadow: ${theme.shadow.md};
  }
  ${theme.mq.md} {
    display: grid;
    grid-row: span ${ROWS};
    grid-template-rows: subgrid;
    row-gap: 0;
    margin-bottom: 20px;
  }
`;

export const popularCard = css`
  border-color: ${theme.colors.accent};
  box-shadow:
    0 0 0 1px ${theme.colors.accent},
    ${theme.shadow.lg};
  background:
    linear-gradient(180deg, color-mix(in srgb, ${theme.colors.accent} 8%, ${theme.colors.surface}) 0%, ${theme.colors.surface} 42%);
  &:hover {
    box-shadow:
      0 0 0 1px ${theme.colors.accent},
      ${theme.shadow.lg};
  }
`;

export const badge = css`
  position: absolute;
  top: 0;
  left: 24px;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 5px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentText};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  box-shadow: 0 6px 14px -6px ${theme.colors.accent};
`;

export const name = css`
  font-size: 22px;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

export const description = css`
  margin-top: 8px;
  font-size: 15px;
  line-height: 1.5;
  color: ${theme.colors.textSoft};
`;

export const priceBlock = css`
  display: grid;
  align-content: start;
  margin-top: 22px;
`;

const onlyWhenVisible = css`
  &[data-visible="false"] {
    visibility: hidden;
  }
`;

export const wasPrice = css`
  min-height: 22px;
  font-size: 15px;
  line-height: 22px;
  color: ${theme.colors.textMuted};
  s {
    text-decoration-thickness: 1.5px;
  }
  ${onlyWhenVisible}
`;

export const price = css`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

export const amount = css`
  font-size: 46px;
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.035em;
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.text};
`;

export const per = css`
  font-size: 15px;
  font-weight: 500;
  color: ${theme.colors.textMuted};
`;

export const billingNote = css`
  margin-top: 4px;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

export const saving = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 12px;
  padding: 4px 10px 4px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.successTint};
  color: ${successText};
  font-size: 13px;
  font-weight: 700;
  ${onlyWhenVisible}
`;

export const cta = css`
  width: 100%;
  margin-top: 24px;
`;

export const features = css`
  margin-top: 24px;
  padding-top: 22px;
  border-top: 1px solid ${theme.colors.border};
`;

export const featuresTitle = css`
  font-size: 14px;
  font-weight: 700;
  color: ${theme.colors.text};
`;

export const groupTitle = css`
  margin-top: 18px;
`;

export const list = css`
  display: grid;
  gap: 10px;
  margin: 14px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 10px;
    font-size: 14.5px;
    line-height: 1.45;
    color: ${theme.colors.textSoft};
  }
  li[hidden] {
    display: none;
  }
  svg {
    flex: none;
    margin-top: 1px;
    color: ${theme.colors.accent};
  }
`;

export const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  margin-top: 8px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.accent};
  font-size: 14px;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export const note = css`
  margin-top: 28px;
  text-align: center;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;
