import { useState, type KeyboardEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { clampNumber, clampValue, isNumericKey, keyToValue, sanitizeNumericInput, stepValue } from "./numeric-input";
import type { NumericBounds } from "./types";
import {
  fieldCss,
  labelCss,
  controlCss,
  stepCss,
  inputWrapCss,
  inputCss,
  unitCss,
  hintCss,
} from "./number-field-styles";

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
        <button
          type="button"
          tabIndex={-1}
          css={stepCss}
          aria-label={t`Disminuir ${label}`}
          aria-controls={id}
          disabled={draft === null && atMin}
          onClick={() => commit(stepValue(current(), -1, bounds))}
        >
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
        <button
          type="button"
          tabIndex={-1}
          css={stepCss}
          aria-label={t`Aumentar ${label}`}
          aria-controls={id}
          disabled={draft === null && atMax}
          onClick={() => commit(stepValue(current(), 1, bounds))}
        >
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
