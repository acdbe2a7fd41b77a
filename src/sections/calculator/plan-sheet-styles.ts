// PlanSheet's styles (src/sections/calculator/PlanSheet.tsx).
import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const handleCss = css`
  justify-self: center;
  width: 40px;
  height: 4px;
  margin-bottom: 6px;
  border-radius: 4px;
  background: ${theme.colors.border};
  @media (min-width: 768px) {
    display: none;
  }
`;
export const tabsCss = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bgSoft};
`;
export const tabCss = css`
  min-height: 40px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.textSoft};
  font-weight: 700;
  cursor: pointer;
  &[aria-selected="true"] {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadow.md};
  }
  html[data-theme="dark"] &[aria-selected="true"] {
    background: ${theme.colors.accentTint};
    box-shadow: inset 0 0 0 1px color-mix(in srgb, ${theme.colors.accent} 50%, transparent);
  }
`;
export const carouselCss = css`
  display: flex;
  margin-inline: -4px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
export const slideCss = css`
  flex: 0 0 100%;
  min-width: 0;
  padding: 4px;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;
export const listCss = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const rowCss = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: "main main" "price button";
  gap: 10px 14px;
  align-items: center;
  padding: 14px 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  &[data-disabled="true"] {
    background: ${theme.colors.bgSoft};
  }
  @media (min-width: 560px) {
    grid-template-columns: minmax(0, 1fr) auto auto;
    grid-template-areas: "main price button";
  }
`;
export const popularRowCss = css`
  border-color: ${theme.colors.accent};
  box-shadow: 0 0 0 1px ${theme.colors.accent};
`;
export const rowMainCss = css`
  grid-area: main;
  min-width: 0;
`;
export const rowNameCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 16px;
  font-weight: 750;
`;
export const popularCss = css`
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
  font-size: 11.5px;
  font-weight: 700;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  white-space: nowrap;
`;
export const rowMetaCss = css`
  margin-top: 2px;
  font-size: 13px;
  color: ${theme.colors.textMuted};
`;
export const rowFeaturesCss = css`
  margin-top: 6px;
  font-size: 13px;
  line-height: 1.45;
  color: ${theme.colors.textSoft};
`;
export const rowFeaturesLeadCss = css`
  font-weight: 600;
  color: ${theme.colors.text};
`;
export const dangerTextCss = css`
  color: ${theme.colors.danger};
  font-weight: 600;
`;
export const rowPriceCss = css`
  grid-area: price;
  display: flex;
  align-items: baseline;
  justify-content: flex-start;
  @media (min-width: 560px) {
    justify-content: flex-end;
  }
  flex-wrap: wrap;
  gap: 2px 6px;
  font-variant-numeric: tabular-nums;
  strong {
    font-size: 22px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  & > span {
    font-size: 13px;
    color: ${theme.colors.textMuted};
  }
`;
export const wasCss = css`
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;
export const chooseCss = css`
  grid-area: button;
  min-height: 40px;
  padding: 8px 18px;
  font-size: 14px;
  &:disabled {
    opacity: 0.6;
  }
`;
export const hintCss = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  font-size: 13px;
  color: ${theme.colors.textMuted};
`;
