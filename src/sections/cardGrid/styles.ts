import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";
import { onPhone } from "../../theme/per-device";
import { cardList, focusOutline } from "../../theme/primitives";

export const grid = cardList("var(--cols)", "24px");

/** Cards per row on phones, when the section says (its `phone.columns`); without it, one per row. */
export const columnsOnPhone = (columns: number) => css`
  ${onPhone} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

export const card = (clickable: boolean) => css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 26px 24px;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.sm};
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  ${
    clickable
      ? `
    @media (hover: hover) {
      &:hover {
        transform: translateY(-3px);
        box-shadow: ${theme.shadow.md};
        border-color: color-mix(in srgb, ${theme.colors.accent} 40%, ${theme.colors.border});
      }
    }
    &:focus-within {
      border-color: ${theme.colors.accent};
    }
    &:has(a:focus-visible) {
      ${focusOutline()}
    }`
      : ""
  }
`;

const tiles = {
  violet: [theme.colors.accentTint, theme.colors.accent],
  yellow: [theme.colors.yellowTint, theme.colors.yellowText],
  green: [theme.colors.successTint, theme.colors.success],
} as const;

export const icon = (accent: keyof typeof tiles) => css`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: 6px;
  border-radius: ${theme.radius.md};
  background: ${tiles[accent][0]};
  color: ${tiles[accent][1]};
`;

export const title = css`
  font-size: 19px;
  font-weight: 700;
`;

export const text = css`
  color: ${theme.colors.textSoft};
  font-size: 15.5px;
`;

export const meta = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.textMuted};
`;

export const points = css`
  display: grid;
  gap: 6px;
  margin: 2px 0 0;
  padding: 0;
  list-style: none;
  font-size: 15px;
  color: ${theme.colors.textSoft};
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  svg {
    flex: none;
    color: ${theme.colors.success};
  }
`;

// The link's ::after covers the whole card, so the card is one big target
// while the accessible name stays the link's text.
export const link = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: auto;
  padding-top: 10px;
  font-weight: 700;
  color: ${theme.colors.accent};
  text-decoration: none;
  overflow-wrap: anywhere;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  li:hover & svg {
    transform: translateX(3px);
  }
`;
