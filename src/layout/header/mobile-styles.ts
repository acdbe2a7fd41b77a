import { css, keyframes } from "@emotion/react";
import { theme } from "../../theme/tokens";

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

export const dialog = css`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: flex;
  flex-direction: column;
  background: ${theme.colors.bg};
  overflow-y: auto;
  overscroll-behavior: contain;
  animation: ${enter} 0.2s ease-out;
  &[hidden] {
    display: none;
  }
`;

export const top = css`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 68px;
  padding-inline: 20px;
  background: ${theme.colors.bg};
  border-bottom: 1px solid ${theme.colors.border};
  ${theme.mq.md} {
    padding-inline: 32px;
  }
`;

export const body = css`
  flex: 1;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 12px 20px 24px;
  ${theme.mq.md} {
    padding-inline: 32px;
  }
  & > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & > ul > li {
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

export const entry = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 60px;
  padding: 12px 4px;
  border: 0;
  background: none;
  color: ${theme.colors.text};
  font-size: 19px;
  font-weight: 600;
  letter-spacing: -0.01em;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  svg {
    color: ${theme.colors.textMuted};
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
    color: ${theme.colors.accent};
  }
`;

export const sub = css`
  padding: 0 0 12px;
  &[hidden] {
    display: none;
  }
  ul {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${theme.mq.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
`;

export const actions = css`
  display: grid;
  gap: 12px;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 16px 20px 28px;
  ${theme.mq.md} {
    padding-inline: 32px;
  }
  & > a {
    width: 100%;
  }
`;

export const login = css`
  justify-self: center;
  text-align: center;
  padding: 10px 16px;
  font-weight: 600;
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.accent};
  }
`;

export const languages = css`
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 0 20px 32px;
  ${theme.mq.md} {
    padding-inline: 32px;
  }
  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: grid;
    justify-items: center;
    gap: 2px;
    min-height: 56px;
    padding: 8px 4px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    color: ${theme.colors.textMuted};
    text-decoration: none;
    &:hover {
      border-color: ${theme.colors.accent};
    }
  }
  abbr {
    font-size: 15px;
    font-weight: 700;
    letter-spacing: 0.04em;
    color: ${theme.colors.text};
    text-decoration: none;
  }
  span {
    font-size: 12px;
    max-width: 100%;
    overflow-wrap: anywhere;
  }
  a[aria-current="true"] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentTint};
    abbr {
      color: ${theme.colors.accentStrong};
    }
  }
`;
