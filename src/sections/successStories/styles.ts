import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";
import { cardList } from "../../theme/primitives";

export const featuredGrid = css`
  display: grid;
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 24px;
  }
  & > li {
    display: flex;
  }
`;

export const badge = css`
  display: inline-flex;
  align-items: center;
  padding: 4px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  &[data-category="alta-cocina"] {
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accentStrong};
  }
  &[data-category="cafeteria"] {
    background: ${theme.colors.yellowTint};
    color: ${theme.colors.yellowText};
  }
  &[data-category="casual-dining"] {
    background: ${theme.colors.successTint};
    color: color-mix(in srgb, ${theme.colors.success} 72%, ${theme.colors.text});
  }
  &[data-category="grupo-restaurantes"] {
    background: ${theme.colors.bgSoft};
    color: ${theme.colors.text};
    box-shadow: inset 0 0 0 1px ${theme.colors.border};
  }
`;

const cardBase = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  border-radius: ${theme.radius.xl};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
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
  blockquote {
    margin: 0;
  }
`;

export const featuredCard = css`
  ${cardBase};
  position: relative;
  overflow: hidden;
  padding: 28px 24px 24px;
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: linear-gradient(90deg, ${theme.colors.accent}, ${theme.colors.yellow});
  }
  .top {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    margin-bottom: 18px;
  }
  .top img {
    border-radius: 50%;
    box-shadow: 0 0 0 4px ${theme.colors.surface}, 0 0 0 5px ${theme.colors.border};
  }
  h3 {
    font-size: 20px;
  }
  .who {
    margin-top: 2px;
    font-size: 14px;
    color: ${theme.colors.textMuted};
  }
  blockquote {
    flex: 1;
    margin-top: 16px;
    font-size: 16px;
    line-height: 1.6;
    color: ${theme.colors.textSoft};
  }
  .kpi {
    display: flex;
    align-items: baseline;
    gap: 10px;
    margin: 20px 0 16px;
    padding: 14px 16px;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.accentTint};
  }
  .kpi strong {
    font-size: 28px;
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1;
    color: ${theme.colors.accent};
  }
  .kpi span {
    font-size: 14px;
    font-weight: 600;
    color: ${theme.colors.text};
  }
`;

export const openButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  margin-top: auto;
  padding: 10px 16px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  font-size: 15px;
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    color 0.15s ease,
    background-color 0.15s ease;
  svg {
    transition: transform 0.2s ease;
  }
  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
    svg {
      transform: translateX(3px);
    }
  }
`;

export const filters = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: -16px auto 32px;
  button {
    min-height: 42px;
    padding: 8px 18px;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.textSoft};
    font-weight: 600;
    font-size: 14px;
    cursor: pointer;
    transition:
      background-color 0.15s ease,
      color 0.15s ease,
      border-color 0.15s ease;
  }
  button:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
  button[aria-pressed="true"] {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accentText};
  }
`;

export const grid = css`
  ${cardList("3")}
  & > li {
    display: flex;
  }
`;

export const gridCard = css`
  ${cardBase};
  gap: 16px;
  padding: 24px;
  .meta {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    flex-wrap: wrap;
  }
  blockquote p {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    overflow: hidden;
    color: ${theme.colors.text};
    line-height: 1.6;
  }
  .kpis {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
    margin: 0;
  }
  .kpis > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 2px;
    padding: 12px;
    border-radius: ${theme.radius.md};
    background: ${theme.colors.bgSoft};
  }
  dt {
    font-size: 13px;
    line-height: 1.3;
    color: ${theme.colors.textSoft};
  }
  dd {
    margin: 0;
    font-size: 22px;
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.15;
    color: ${theme.colors.accent};
  }
`;

export const person = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding-top: 16px;
  border-top: 1px solid ${theme.colors.border};
  img {
    flex: none;
    border-radius: 50%;
  }
  h3 {
    font-size: 15px;
    letter-spacing: -0.01em;
  }
  p {
    font-size: 13px;
    line-height: 1.4;
    color: ${theme.colors.textMuted};
  }
`;

/** Keeps the close button in the corner while the dialog's content scrolls. */
export const closeBar = css`
  position: sticky;
  top: 28px;
  ${theme.mq.md} {
    top: 36px;
  }
  z-index: 2;
  height: 0;
`;

export const close = css`
  position: absolute;
  top: -14px;
  right: -6px;
  ${theme.mq.md} {
    top: -22px;
    right: -26px;
  }
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.textSoft};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    border-color: ${theme.colors.accent};
  }
`;

export const dialog = css`
  position: relative;
  padding: 28px 20px 24px;
  ${theme.mq.md} {
    padding: 36px 40px 32px;
  }
  .head {
    display: flex;
    align-items: center;
    gap: 16px;
    padding-right: 44px;
  }
  .head img {
    flex: none;
    border-radius: 50%;
  }
  .head h2 {
    font-size: clamp(22px, 3vw, 28px);
  }
  .head p {
    font-size: 14px;
    color: ${theme.colors.textMuted};
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px;
    margin-top: 8px;
  }
  .quote {
    margin: 24px 0 0;
    padding: 18px 20px;
    border-left: 4px solid ${theme.colors.yellow};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.bgSoft};
    font-size: 17px;
    font-weight: 500;
    line-height: 1.55;
  }
  h3 {
    margin: 28px 0 14px;
    font-size: 14px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
  }
  .results {
    display: grid;
    gap: 12px;
    margin: 0;
    ${theme.mq.sm} {
      grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    }
  }
  .results > div {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 16px;
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
  }
  .results dt {
    order: 2;
    font-weight: 700;
    font-size: 14px;
  }
  .results .value {
    order: 1;
    margin: 0;
    font-size: 28px;
    font-weight: 800;
    letter-spacing: -0.03em;
    line-height: 1.1;
    color: ${theme.colors.accent};
  }
  .results .description {
    order: 3;
    margin: 0;
    font-size: 13px;
    line-height: 1.45;
    color: ${theme.colors.textSoft};
  }
  .story {
    display: grid;
    gap: 12px;
    color: ${theme.colors.textSoft};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin-top: 28px;
    padding-top: 20px;
    border-top: 1px solid ${theme.colors.border};
  }
  .actions > * {
    flex: 1 1 200px;
  }
`;

export const video = css`
  margin-top: 20px;
`;
