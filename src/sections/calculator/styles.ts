import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

/** Below this width the calculator shows two swipeable panes (spec §9: 768 px). */
export const MOBILE_QUERY = "(max-width: 767.98px)";
const mobile = `@media ${MOBILE_QUERY}`;

export const section = css`
  padding: 72px 0 80px;
  background: ${theme.colors.bgSoft};
  border-block: 1px solid ${theme.colors.border};
  ${theme.mq.md} {
    padding: 104px 0 112px;
  }
`;

export const card = css`
  margin-top: 40px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.xl};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.lg};
  overflow: hidden;
  ${mobile} {
    margin-inline: -8px;
    border-radius: ${theme.radius.lg};
  }
`;

export const tabs = css`
  display: none;
  ${mobile} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 4px;
    margin: 12px 12px 0;
    padding: 4px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.bgSoft};
    border: 1px solid ${theme.colors.border};
  }
`;

export const tab = css`
  min-height: 44px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.textSoft};
  font-size: 15px;
  font-weight: 700;
  cursor: pointer;
  transition:
    background-color 0.2s ease,
    color 0.2s ease,
    box-shadow 0.2s ease;
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

export const panes = css`
  display: grid;
  grid-template-columns: minmax(0, 1.12fr) minmax(0, 1fr);
  ${mobile} {
    display: flex;
    align-items: flex-start;
    overflow-x: auto;
    overflow-y: hidden;
    scroll-snap-type: x mandatory;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    transition: height 0.3s ease;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

export const pane = css`
  min-width: 0;
  ${mobile} {
    flex: 0 0 100%;
    scroll-snap-align: start;
    scroll-snap-stop: always;
  }
`;

export const dataPane = css`
  display: grid;
  gap: 28px;
  align-content: start;
  padding: 28px 20px 24px;
  ${theme.mq.md} {
    padding: 36px 32px;
  }
  ${theme.mq.lg} {
    padding: 44px 44px 40px;
  }
`;

export const resultsPane = css`
  padding: 12px;
  ${theme.mq.md} {
    padding: 16px;
  }
`;

export const group = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const groupTitle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 14px;
  padding: 0;
  font-size: 13px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
  &::after {
    content: "";
    flex: 1;
    height: 1px;
    background: ${theme.colors.border};
  }
`;

export const fields = css`
  display: grid;
  gap: 18px 16px;
  ${theme.mq.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const nextButton = css`
  display: none;
  ${mobile} {
    display: inline-flex;
    width: 100%;
  }
`;
