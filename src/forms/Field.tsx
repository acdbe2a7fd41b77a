import type { ReactNode } from "react";
import { Icon } from "../components/Icon";
import * as s from "./field-styles";

/** The attributes that tie a control to its field: spread them on the input. */
export interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** Ids of a field's parts, derived from its control's id (error summaries and tests link to them). */
export const fieldIds = (id: string) => ({ label: `${id}-label`, help: `${id}-help`, error: `${id}-error` });

export interface FieldProps {
  /** The control's id. */
  id: string;
  label: ReactNode;
  /**
   * "label" (default): a <label for> the control. "caption": a caption with
   * fieldIds(id).label that a composite control names itself by
   * (aria-labelledby: the file drop zone). "legend": the field is a
   * <fieldset> of choices (radios) and this is its legend.
   */
  labelAs?: "label" | "caption" | "legend";
  /** "check": the control (a checkbox) first, its label beside it. */
  layout?: "stack" | "check";
  /** After the label, inside it (part of the control's name): "(opcional)"; after a checkbox's label, a link. */
  note?: ReactNode;
  /** A red star after the label, hidden from assistive technology (the control says required itself). */
  required?: boolean;
  help?: ReactNode;
  /** The message under the control; when present the control is invalid and described by it. */
  error?: ReactNode;
  /** A fieldset (labelAs "legend") disables its choices at once. */
  disabled?: boolean;
  className?: string;
  children: ReactNode | ((wiring: ControlWiring) => ReactNode);
}

/**
 * One form field's frame: label (or legend), optional note or required star,
 * the control, help and error message, wired with aria-describedby and
 * aria-invalid. The same on every form of the site; the control is the
 * caller's (children, or a function of the wiring).
 */
export function Field({
  id,
  label,
  labelAs = "label",
  layout = "stack",
  note,
  required,
  help,
  error,
  disabled,
  className,
  children,
}: FieldProps) {
  const ids = fieldIds(id);
  const invalid = Boolean(error);
  const describedBy =
    [help ? ids.help : undefined, invalid ? ids.error : undefined].filter(Boolean).join(" ") || undefined;
  const wiring: ControlWiring = { id, "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
  const control = typeof children === "function" ? children(wiring) : children;
  const star = required ? (
    <span css={s.star} aria-hidden="true">
      *
    </span>
  ) : null;
  const messages = (
    <>
      {help && (
        <p id={ids.help} css={s.help}>
          {help}
        </p>
      )}
      {invalid && (
        <p id={ids.error} css={s.error}>
          <Icon name="alert-triangle" size={15} />
          <span>{error}</span>
        </p>
      )}
    </>
  );

  if (labelAs === "legend") {
    return (
      <fieldset css={s.group} className={className} aria-describedby={describedBy} disabled={disabled}>
        <legend css={s.label}>
          {label}
          {note && <Note>{note}</Note>}
          {star}
        </legend>
        {control}
        {messages}
      </fieldset>
    );
  }

  if (layout === "check") {
    return (
      <div css={s.field} className={className}>
        <div css={s.checkRow}>
          {control}
          <label htmlFor={id}>
            {label}
            {star}
            {note && <> {note}</>}
          </label>
        </div>
        {messages}
      </div>
    );
  }

  // The star sits outside the label, so the control's name is exactly its label (and note).
  return (
    <div css={s.field} className={className}>
      <div css={s.labelRow}>
        {labelAs === "caption" ? (
          <span id={ids.label} css={s.label}>
            {label}
            {note && <Note>{note}</Note>}
          </span>
        ) : (
          <label htmlFor={id} css={s.label}>
            {label}
            {note && <Note>{note}</Note>}
          </label>
        )}
        {star}
      </div>
      {control}
      {messages}
    </div>
  );
}

// The space stays outside the muted span: the name is "Teléfono (opcional)" whatever the layout.
function Note({ children }: { children: ReactNode }) {
  return (
    <>
      {" "}
      <span css={s.note}>{children}</span>
    </>
  );
}
