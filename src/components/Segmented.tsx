import { useId, type ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../theme/tokens";

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface SegmentedProps<V extends string> {
  /** Accessible name of the group. */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A pill-shaped choice between a few options (monthly/annual...). Native
 * radio inputs underneath, so it is a real radio group: Tab enters it, the
 * arrow keys change the choice, and it works before hydration as a form.
 */
export function Segmented<V extends string>({ label, options, value, onChange, className }: SegmentedProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} css={groupCss} className={className}>
      {options.map((option) => (
        <label key={option.value} css={optionCss}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

const groupCss = css`
  display: inline-grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 4px;
  padding: 4px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.bgSoft};
`;

const optionCss = css`
  position: relative;
  display: block;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 40px;
    padding: 8px 18px;
    border-radius: ${theme.radius.pill};
    font-size: 15px;
    font-weight: 600;
    white-space: nowrap;
    color: ${theme.colors.textSoft};
    transition:
      background-color 0.2s ease,
      color 0.2s ease,
      box-shadow 0.2s ease;
  }
  &:hover span {
    color: ${theme.colors.text};
  }
  input:checked + span {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadow.md};
  }
  html[data-theme="dark"] & input:checked + span {
    background: ${theme.colors.accentTint};
    box-shadow: inset 0 0 0 1px color-mix(in srgb, ${theme.colors.accent} 50%, transparent);
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
