import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const card = css`
  max-width: 920px;
  margin: 0 auto;
  padding: 16px;
  ${theme.mq.sm} {
    padding: 20px;
  }
  border-radius: ${theme.radius.xl};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.lg};
  ${theme.mq.md} {
    padding: 32px;
  }
  html[data-theme="dark"] & {
    background: ${theme.colors.surfaceRaised};
  }
`;

export const top = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 20px;
  .name {
    font-size: 20px;
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  .hours {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-top: 2px;
    font-size: 14px;
    color: ${theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  svg {
    flex: none;
    border-radius: 6px;
    box-shadow: 0 0 0 1px ${theme.colors.border};
  }
`;

export const tablist = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.bgSoft};
  border: 1px solid ${theme.colors.border};
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-height: 44px;
    padding: 8px 10px;
    border: 0;
    border-radius: ${theme.radius.pill};
    background: transparent;
    color: ${theme.colors.textSoft};
    font-weight: 600;
    font-size: 14px;
    cursor: pointer;
    transition: background-color 0.2s ease, color 0.2s ease, box-shadow 0.2s ease;
    ${theme.mq.sm} {
      font-size: 15px;
    }
  }
  button:hover {
    color: ${theme.colors.text};
  }
  button[aria-selected="true"] {
    background: ${theme.colors.accent};
    color: ${theme.colors.accentText};
    box-shadow: 0 6px 16px -8px ${theme.colors.accent};
  }
  button svg {
    flex: none;
  }
  @media (max-width: 479.98px) {
    button svg {
      display: none;
    }
  }
`;

export const panel = css`
  margin-top: 20px;
  border-radius: ${theme.radius.md};
  &:focus-visible {
    outline-offset: 4px;
  }
`;

export const dishes = css`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    gap: 14px;
    align-items: flex-start;
    padding: 16px;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.bgSoft};
    border: 1px solid transparent;
    transition: border-color 0.2s ease;
  }
  li:hover {
    border-color: ${theme.colors.border};
  }
  .thumb {
    flex: none;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 14px;
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
  .info {
    flex: 1;
    min-width: 0;
  }
  .dish {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    font-weight: 700;
    line-height: 1.3;
  }
  .description {
    margin-top: 4px;
    font-size: 14px;
    line-height: 1.45;
    color: ${theme.colors.textSoft};
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-top: 8px;
  }
  .tags span {
    padding: 2px 8px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.successTint};
    color: color-mix(in srgb, ${theme.colors.success} 72%, ${theme.colors.text});
    font-size: 12px;
    font-weight: 600;
  }
  .price {
    flex: none;
    font-weight: 800;
    color: ${theme.colors.accent};
    font-variant-numeric: tabular-nums;
  }
  .sold-out {
    padding: 2px 8px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.dangerTint};
    color: color-mix(in srgb, ${theme.colors.danger} 80%, ${theme.colors.text});
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
  @media (max-width: 379.98px) {
    li {
      padding: 14px 12px;
      gap: 10px;
    }
    .thumb {
      display: none;
    }
  }
  [data-sold-out] .thumb {
    filter: grayscale(1);
    opacity: 0.6;
  }
  [data-sold-out] .dish > span:first-of-type {
    color: ${theme.colors.textSoft};
  }
  [data-sold-out] .description {
    color: ${theme.colors.textMuted};
  }
  [data-sold-out] .price {
    color: ${theme.colors.textMuted};
    text-decoration: line-through;
  }
`;

export const note = css`
  margin-top: 20px;
  text-align: center;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;
