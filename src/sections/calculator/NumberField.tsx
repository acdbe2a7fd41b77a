import { useState, type KeyboardEvent } from "react";
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { clampNumber, clampValue, isNumericKey, keyToValue, sanitizeNumericInput, stepValue } from "./numeric-input";
import type { NumericBounds } from "./types";
import { theme } from "../../theme/tokens";

export interface NumberFieldProps {
  id: string;
  label: string;
  unit: string;
  hint?: string;
  bounds: NumericBounds;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A numeric input as a WAI-ARIA spin button with − / + buttons (spec §5):
 * typing keeps digits, one dot and a leading minus; the value is clamped on
 * blur, Enter and the buttons; an empty field becomes 1, then clamped;
 * ArrowUp/ArrowDown step by 1, Home/End jump to the bounds. While typing,
 * a parsable value already updates the results (clamped).
 */
export function NumberField({ id, label, unit, hint, bounds, value, onChange }: NumberFieldProps) {
  const { t } = useLingui();
  // The text being typed; null when the field shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const hintId = hint ? `${id}-hint` : undefined;

  const commit = (next: number) => {
    setDraft(null);
    if (next !== value) onChange(next);
  };
  const current = () => (draft === null ? value : clampValue(draft, bounds));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit(current());
    } else if (isNumericKey(event.key)) {
      event.preventDefault();
      commit(keyToValue(event.key, current(), bounds));
    }
  };

  const atMin = value <= bounds.min;
  const atMax = bounds.max !== undefined && value >= bounds.max;

  return (
    <div css={fieldCss}>
      <label htmlFor={id} css={labelCss}>
        {label}
      </label>
      <div css={controlCss}>
        <button type="button" tabIndex={-1} css={stepCss} aria-label={t`Disminuir ${label}`} aria-controls={id} disabled={draft === null && atMin} onClick={() => commit(stepValue(current(), -1, bounds))}>
          <Icon name="minus" size={18} />
        </button>
        <div
          css={inputWrapCss}
          onPointerDown={(event) => {
            // The whole middle of the control focuses the field, not just the digits.
            const input = event.currentTarget.querySelector("input");
            if (input && event.target !== input) {
              event.preventDefault();
              input.focus();
            }
          }}
        >
          <input
            id={id}
            type="text"
            role="spinbutton"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            css={inputCss}
            value={draft ?? String(value)}
            aria-valuenow={value}
            aria-valuemin={Number.isFinite(bounds.min) ? bounds.min : undefined}
            aria-valuemax={bounds.max}
            aria-valuetext={`${value} ${unit}`}
            aria-describedby={hintId}
            onChange={(event) => {
              const text = sanitizeNumericInput(event.target.value);
              setDraft(text);
              const parsed = Number.parseFloat(text);
              if (Number.isFinite(parsed)) {
                const next = clampNumber(parsed, bounds);
                if (next !== value) onChange(next);
              }
            }}
            onBlur={() => {
              if (draft !== null) commit(clampValue(draft, bounds));
            }}
            onKeyDown={onKeyDown}
          />
          <span css={unitCss} aria-hidden="true">
            {unit}
          </span>
        </div>
        <button type="button" tabIndex={-1} css={stepCss} aria-label={t`Aumentar ${label}`} aria-controls={id} disabled={draft === null && atMax} onClick={() => commit(stepValue(current(), 1, bounds))}>
          <Icon name="plus" size={18} />
        </button>
      </div>
      {hint && (
        <p id={hintId} css={hintCss}>
          {hint}
        </p>
      )}
    </div>
  );
}

const fieldCss = css`
  display: grid;
  gap: 8px;
  align-content: start;
`;
const labelCss = css`
  font-size: 14px;
  font-weight: 600;
  line-height: 1.35;
  color: ${theme.colors.text};
`;
const controlCss = css`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) 44px;
  align-items: center;
  gap: 4px;
  padding: 4px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: color-mix(in srgb, ${theme.colors.accent} 45%, ${theme.colors.border});
  }
  &:focus-within {
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.focus} 50%, transparent);
  }
`;
const stepCss = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.bgSoft};
  color: ${theme.colors.text};
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  &:hover:not(:disabled) {
    background: ${theme.colors.accentTint};
    color: ${theme.colors.accent};
  }
  &:active:not(:disabled) {
    transform: scale(0.96);
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
const inputWrapCss = css`
  display: flex;
  height: 100%;
  cursor: text;
  align-items: baseline;
  justify-content: center;
  gap: 6px;
  min-width: 0;
`;
const inputCss = css`
  flex: 0 1 auto;
  min-width: 2ch;
  field-sizing: content;
  padding: 8px 0;
  border: 0;
  background: transparent;
  text-align: right;
  font-size: 18px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.01em;
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;
const unitCss = css`
  flex: none;
  white-space: nowrap;
  font-size: 14px;
  font-weight: 500;
  color: ${theme.colors.textMuted};
`;
const hintCss = css`
  font-size: 13px;
  line-height: 1.45;
  color: ${theme.colors.textMuted};
`;
