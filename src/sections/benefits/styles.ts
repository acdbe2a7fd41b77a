import { css } from "@emotion/react";
import { theme, fixedColors } from "../../theme/tokens";

export const section = css`
  padding: 56px 0 64px;
  ${theme.mq.md} {
    padding: 80px 0 96px;
  }
`;

export const grid = css`
  display: grid;
  gap: 14px;
  align-items: start;
  margin: 36px 0 0;
  ${theme.mq.md} {
    margin-top: 44px;
  }
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 16px 20px;
  }
`;

export const card = (open: boolean, high: boolean) => css`
  position: relative;
  border: 1px solid ${open ? `color-mix(in srgb, ${theme.colors.accent} 45%, ${theme.colors.border})` : theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${high ? `linear-gradient(100deg, color-mix(in srgb, ${theme.colors.yellow} 10%, ${theme.colors.surface}), ${theme.colors.surface} 55%)` : theme.colors.surface};
  box-shadow: ${open ? theme.shadow.lg : theme.shadow.sm};
  transition:
    box-shadow 0.25s ease,
    border-color 0.25s ease;
  @media (hover: hover) {
    &:hover {
      border-color: color-mix(in srgb, ${theme.colors.accent} 45%, ${theme.colors.border});
    }
  }
`;

export const head = css`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 14px;
  padding: 18px 52px 18px 18px;
  ${theme.mq.md} {
    gap: 18px;
    padding: 22px 60px 22px 22px;
  }
`;

export const body = css`
  display: grid;
  gap: 6px;
  min-width: 0;
`;

export const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
`;

export const icon = (high: boolean) => css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.md};
  background: ${high ? theme.colors.yellowTint : theme.colors.accentTint};
  color: ${high ? theme.colors.yellowText : theme.colors.accent};
  ${theme.mq.md} {
    width: 46px;
    height: 46px;
  }
`;

export const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.yellow};
  color: ${fixedColors.onGold};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

export const title = css`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  letter-spacing: -0.01em;
  ${theme.mq.md} {
    font-size: 19px;
  }
`;

export const toggle = css`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;
  /* The whole card head is the click target; the focus ring follows it. */
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    position: absolute;
    right: 18px;
    top: 24px;
    display: grid;
    padding: 6px;
    box-sizing: content-box;
    border-radius: 50%;
    background: ${theme.colors.bgSoft};
    color: ${theme.colors.textMuted};
    transition:
      transform 0.25s ease,
      background-color 0.2s ease;
    ${theme.mq.md} {
      right: 22px;
      top: 28px;
    }
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
  }
`;

export const improvement = css`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 15px;
  font-weight: 700;
  line-height: 1.35;
  color: ${theme.colors.success};
  svg {
    flex: none;
  }
`;

export const phrase = css`
  font-size: 15px;
  line-height: 1.5;
  color: ${theme.colors.textSoft};
  /* Two lines reserved: the phrasing picked after load never moves the page. */
  min-height: 3em;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

export const panel = (open: boolean) => css`
  display: grid;
  grid-template-rows: ${open ? "1fr" : "0fr"};
  transition:
    grid-template-rows 0.3s ease,
    visibility 0.3s;
  visibility: ${open ? "visible" : "hidden"};
  & > div {
    min-height: 0;
    overflow: hidden;
  }
`;

export const compare = css`
  display: grid;
  gap: 10px;
  padding: 0 18px 18px;
  ${theme.mq.md} {
    padding: 0 22px 22px;
  }
  @container (min-width: 480px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const compareWrap = css`
  container-type: inline-size;
`;

export const stateBox = (after: boolean) => css`
  display: grid;
  gap: 4px;
  padding: 14px 16px;
  border-radius: ${theme.radius.md};
  background: ${after ? theme.colors.successTint : theme.colors.bgSoft};
  border: 1px solid ${after ? `color-mix(in srgb, ${theme.colors.success} 25%, transparent)` : theme.colors.border};
  span {
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${after ? theme.colors.success : theme.colors.textMuted};
  }
  strong {
    font-size: 20px;
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${after ? theme.colors.success : theme.colors.danger};
  }
  p {
    font-size: 14px;
    line-height: 1.5;
    color: ${theme.colors.textSoft};
  }
`;
