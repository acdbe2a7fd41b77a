// The frame of every form field on the site (form sections, the inline demo
// form, the calculator's email sheet, the booking modal's contact step): one
// label, note, star, help and error look. The controls keep their own styles,
// which belong to where they sit (a modal, a card, a sheet).
import { css, keyframes } from "@emotion/react";
import { theme } from "../theme/tokens";

const c = theme.colors;

export const field = css`
  display: grid;
  gap: 7px;
  align-content: start;
  min-width: 0;
`;

/** A group of choices (radios): a fieldset whose legend is the field's label. */
export const group = css`
  ${field};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 7px;
  }
`;

export const labelRow = css`
  display: flex;
  align-items: baseline;
  gap: 3px;
`;

export const label = css`
  font-size: 14.5px;
  font-weight: 600;
  color: ${c.text};
`;

export const note = css`
  font-weight: 500;
  color: ${c.textMuted};
`;

export const star = css`
  color: ${c.danger};
`;

/** A checkbox and its label on one line; the label wraps beside the box. */
export const checkRow = css`
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr);
  gap: 10px;
  align-items: start;
  font-size: 14.5px;
  line-height: 1.5;
  color: ${c.textSoft};
  label {
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 1px 0 0;
    accent-color: ${c.accent};
    cursor: pointer;
  }
  input:focus-visible {
    outline: 2px solid ${c.focus};
    outline-offset: 2px;
  }
  input[aria-invalid="true"] {
    outline: 2px solid ${c.danger};
    outline-offset: 1px;
  }
  a {
    color: ${c.accent};
    font-weight: 600;
    text-underline-offset: 2px;
  }
`;

export const help = css`
  font-size: 13.5px;
  line-height: 1.45;
  color: ${c.textMuted};
`;

const shake = keyframes`
  0%, 100% { transform: none; }
  30% { transform: translateX(-3px); }
  60% { transform: translateX(3px); }
`;

export const error = css`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  font-size: 13.5px;
  line-height: 1.45;
  font-weight: 500;
  color: ${c.danger};
  animation: ${shake} 0.25s ease-in-out;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;
