// Results's styles (src/sections/calculator/Results.tsx).
import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

// The success green reads as text (AA) only when pulled towards the text colour.
const successText = `color-mix(in srgb, ${theme.colors.success} 72%, ${theme.colors.text})`;

export const panelCss = css`
  display: grid;
  gap: 18px;
  align-content: start;
  height: 100%;
  padding: 24px 18px;
  border-radius: ${theme.radius.lg};
  border: 1px solid color-mix(in srgb, ${theme.colors.accent} 18%, ${theme.colors.border});
  background:
    radial-gradient(120% 60% at 100% 0%, color-mix(in srgb, ${theme.colors.yellow} 12%, transparent), transparent 60%),
    linear-gradient(180deg, color-mix(in srgb, ${theme.colors.accent} 9%, ${theme.colors.surface}), color-mix(in srgb, ${theme.colors.accent} 3%, ${theme.colors.surface}));
  ${theme.mq.md} {
    padding: 28px 24px;
  }
  ${theme.mq.lg} {
    padding: 32px 30px;
  }
`;
export const titleCss = css`
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.accent};
  &:focus {
    outline: none;
  }
`;
export const totalCss = css`
  display: grid;
  gap: 2px;
`;
export const totalLabelCss = css`
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.textSoft};
`;
export const totalValueCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 10px;
  font-size: clamp(40px, 5vw, 54px);
  font-weight: 800;
  line-height: 1.08;
  letter-spacing: -0.035em;
  font-variant-numeric: tabular-nums;
`;
export const perCss = css`
  font-size: 15px;
  font-weight: 500;
  letter-spacing: 0;
  color: ${theme.colors.textMuted};
`;
export const statsCss = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
`;
export const statCss = css`
  display: grid;
  gap: 6px;
  align-content: space-between;
  min-width: 0;
  padding: 14px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  dt {
    display: flex;
    gap: 6px;
    align-items: flex-start;
    font-size: 13px;
    line-height: 1.35;
    color: ${theme.colors.textMuted};
    svg {
      flex: none;
      margin-top: 1px;
      color: ${theme.colors.accent};
    }
  }
  dd {
    margin: 0;
    font-size: 20px;
    font-weight: 750;
    letter-spacing: -0.01em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
export const summaryCss = css`
  display: grid;
  margin: 0;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    min-height: 52px;
    padding: 10px 14px;
  }
  & > div + div {
    border-top: 1px solid ${theme.colors.border};
  }
  dt {
    font-size: 14px;
    color: ${theme.colors.textSoft};
  }
  dd {
    margin: 0;
    font-weight: 750;
    font-variant-numeric: tabular-nums;
    text-align: right;
    white-space: nowrap;
  }
`;
export const positiveCss = css`
  color: ${successText};
`;
export const negativeCss = css`
  color: ${theme.colors.danger};
`;
export const chipCss = css`
  display: inline-block;
  min-width: 2.5em;
  padding: 3px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.yellowTint};
  color: ${theme.colors.yellowText};
  text-align: center;
`;
export const statusSlotCss = css`
  display: grid;
  min-height: 9.25rem;
`;
export const statusCss = css`
  display: grid;
  gap: 8px;
  align-content: center;
  padding: 14px 16px;
  border-radius: ${theme.radius.md};
  border: 1px solid transparent;
`;
export const warnCss = css`
  background: ${theme.colors.yellowTint};
  border-color: color-mix(in srgb, ${theme.colors.yellow} 55%, transparent);
  color: ${theme.colors.yellowText};
`;
export const okCss = css`
  background: ${theme.colors.successTint};
  border-color: color-mix(in srgb, ${theme.colors.success} 30%, transparent);
  color: ${successText};
`;
export const statusTitleCss = css`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  font-size: 15px;
  font-weight: 700;
  line-height: 1.35;
  svg {
    flex: none;
    margin-top: 1px;
  }
`;
export const statusTextCss = css`
  font-size: 14px;
  line-height: 1.45;
`;
export const upgradeCss = css`
  justify-self: start;
  min-height: 44px;
  padding: 10px 18px;
  font-size: 14.5px;
`;
export const actionsCss = css`
  display: grid;
  gap: 10px;
  button {
    width: 100%;
  }
  @media (min-width: 420px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.md} {
    grid-template-columns: 1fr;
  }
`;
export const sentCss = css`
  display: flex;
  gap: 6px;
  align-items: center;
  justify-content: center;
  min-height: 20px;
  margin-top: -6px;
  font-size: 13.5px;
  font-weight: 600;
  color: ${successText};
  &:empty {
    min-height: 0;
    margin-top: -18px;
  }
`;
export const disclaimerCss = css`
  font-size: 12.5px;
  line-height: 1.5;
  color: ${theme.colors.textMuted};
  text-align: center;
`;
