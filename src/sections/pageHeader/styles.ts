import { css } from "@emotion/react";
import { theme, fixedAlpha } from "../../theme/tokens";
import { onPhone } from "../../theme/per-device";

export const wrap = css`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding: 56px 0 64px;
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.mq.md} {
    padding: 96px 0 104px;
  }
`;

// Two soft light sources and a faint dot grid: depth without pictures.
export const backdrop = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  background:
    radial-gradient(720px 380px at 12% -10%, color-mix(in srgb, ${theme.colors.accent} 16%, transparent), transparent 70%),
    radial-gradient(560px 320px at 92% 0%, color-mix(in srgb, ${theme.colors.yellow} 18%, transparent), transparent 70%),
    ${theme.colors.bgSoft};
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    background-image: radial-gradient(color-mix(in srgb, ${theme.colors.text} 14%, transparent) 1px, transparent 1px);
    background-size: 22px 22px;
    mask-image: linear-gradient(to bottom, ${fixedAlpha("black", 0.5)}, transparent 75%);
  }
`;

export const inner = (align: "center" | "start") => css`
  display: grid;
  justify-items: ${align === "center" ? "center" : "start"};
  text-align: ${align === "center" ? "center" : "left"};
  gap: 20px;
`;

/** The alignment phones use instead, when the section has its own for them (its `phone.align`). */
export const innerOnPhone = (align: "center" | "start") => css`
  ${onPhone} {
    justify-items: ${align === "center" ? "center" : "start"};
    text-align: ${align === "center" ? "center" : "left"};
  }
`;

/** The buttons' and badges' row on phones, aligned as the text there. */
export const rowOnPhone = (align: "center" | "start") => css`
  ${onPhone} {
    justify-content: ${align === "center" ? "center" : "flex-start"};
  }
`;

export const back = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 2px;
  font-size: 15px;
  font-weight: 600;
  color: ${theme.colors.textSoft};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.accent};
  }
`;

export const eyebrow = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 14px;
  border-radius: ${theme.radius.pill};
  border: 1px solid color-mix(in srgb, ${theme.colors.accent} 30%, ${theme.colors.border});
  background: ${theme.colors.surface};
  color: ${theme.colors.accent};
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  span {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: ${theme.colors.yellow};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.yellow} 30%, transparent);
  }
`;

export const title = css`
  max-width: 900px;
  font-size: clamp(34px, 6vw, 64px);
  font-weight: 800;
  letter-spacing: -0.035em;
  line-height: 1.06;
`;

export const highlight = css`
  position: relative;
  color: ${theme.colors.accent};
  background: linear-gradient(transparent 68%, color-mix(in srgb, ${theme.colors.yellow} 55%, transparent) 68%, color-mix(in srgb, ${theme.colors.yellow} 55%, transparent) 92%, transparent 92%);
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
  html[data-theme="dark"] & {
    background: linear-gradient(${theme.colors.yellow}, ${theme.colors.yellow}) left bottom / 100% 0.09em no-repeat;
  }
`;

export const lead = css`
  max-width: 680px;
  font-size: clamp(17px, 1.9vw, 20px);
  color: ${theme.colors.textSoft};
`;

export const actions = (align: "center" | "start") => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${align === "center" ? "center" : "flex-start"};
  gap: 12px;
  margin-top: 8px;
  width: 100%;
  & > * {
    flex: 1 1 100%;
    ${theme.mq.sm} {
      flex: 0 0 auto;
    }
  }
`;

export const badges = (align: "center" | "start") => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${align === "center" ? "center" : "flex-start"};
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14.5px;
  color: ${theme.colors.textSoft};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    color: ${theme.colors.success};
  }
`;

export const stats = css`
  width: 100%;
  max-width: 960px;
  margin: 20px 0 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  & > div:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${theme.mq.md} {
    grid-template-columns: repeat(var(--cols), minmax(0, 1fr));
    gap: 16px;
    & > div:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: 4px;
    padding: 18px 16px;
    border-radius: ${theme.radius.lg};
    border: 1px solid ${theme.colors.border};
    background: color-mix(in srgb, ${theme.colors.surface} 88%, transparent);
    backdrop-filter: blur(6px);
    text-align: center;
  }
  dd {
    margin: 0;
    font-size: clamp(22px, 3vw, 30px);
    font-weight: 800;
    letter-spacing: -0.03em;
    color: ${theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
  dt {
    font-size: 14px;
    line-height: 1.35;
    color: ${theme.colors.textMuted};
  }
`;
