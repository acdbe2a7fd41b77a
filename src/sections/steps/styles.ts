import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";
import { cardList } from "../../theme/primitives";

export const list = css`
  position: relative;
  ${cardList("min(var(--count), 4)", "24px")}
`;

export const step = css`
  position: relative;
  display: grid;
  align-content: start;
  gap: 10px;
  padding: 26px 24px 28px;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  @media (hover: hover) {
    &:hover {
      transform: translateY(-3px);
      box-shadow: ${theme.shadow.md};
      border-color: color-mix(in srgb, ${theme.colors.accent} 35%, ${theme.colors.border});
    }
  }
`;

export const marker = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 8px;
`;

export const number = css`
  font-size: 44px;
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  font-variant-numeric: tabular-nums;
  background: linear-gradient(160deg, ${theme.colors.accent}, color-mix(in srgb, ${theme.colors.accent} 35%, ${theme.colors.yellow}));
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

export const icon = (numbered: boolean) => css`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.accentTint};
  color: ${theme.colors.accent};
  ${numbered ? "" : "margin-right: auto;"}
`;

export const title = css`
  font-size: 19px;
  font-weight: 700;
`;

export const text = css`
  color: ${theme.colors.textSoft};
  font-size: 15.5px;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 40px;
`;
