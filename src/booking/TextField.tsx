import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { Icon } from "../components/Icon";
import * as s from "./styles";

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(opcional)". */
  note?: string;
  error?: string;
  /** Rendered before the input in the same row (the phone's country button). */
  before?: ReactNode;
  /** Rendered under the row (the country list). */
  after?: ReactNode;
}

/** Label, input and its error message, wired for assistive technology. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ id, label, note, error, before, after, ...input }, ref) {
  const errorId = `${id}-error`;
  return (
    <div css={s.field}>
      <label htmlFor={id} css={s.label}>
        {label}
        {note && <span css={s.labelNote}> {note}</span>}
      </label>
      <div css={s.inputRow}>
        {before}
        <input
          ref={ref}
          id={id}
          css={s.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
      </div>
      {after}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
});

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} css={s.error}>
      <Icon name="alert-triangle" size={14} />
      {children}
    </p>
  );
}
