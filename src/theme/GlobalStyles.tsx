import { Global, css } from "@emotion/react";
import { paletteCss, theme } from "./tokens";
import { focusOutline, visuallyHiddenRules } from "./primitives";

// The font faces are in fonts.css, a static stylesheet (see there why).
const styles = css`
  :root,
  :root[data-theme="light"] {
    ${paletteCss("light")}
    color-scheme: light;
  }
  :root[data-theme="dark"] {
    ${paletteCss("dark")}
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme]) {
      ${paletteCss("dark")}
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-delay: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      transition-delay: 0s !important;
      scroll-behavior: auto !important;
    }
  }
  body {
    margin: 0;
    font-family: ${theme.font.sans};
    font-size: 16px;
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.bg};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.15;
    letter-spacing: -0.02em;
    margin: 0;
    text-wrap: balance;
  }
  p {
    margin: 0;
    text-wrap: pretty;
  }
  img,
  svg {
    display: block;
    max-width: 100%;
  }
  img {
    height: auto;
  }
  a {
    color: inherit;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    ${focusOutline()}
    border-radius: 4px;
  }
  [id] {
    scroll-margin-top: 88px;
  }
  main:focus {
    outline: none;
  }
  .visually-hidden {
    ${visuallyHiddenRules}
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
