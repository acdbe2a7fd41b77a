import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import type { FieldValue, FileLike, FormField } from "../../forms/types";
import { FileInput } from "./FileInput";
import * as s from "./styles";

export interface FieldControlProps {
  field: FormField;
  /** The form's id; ids of inputs, help and errors derive from it. */
  formId: string;
  value: FieldValue;
  error?: string;
  lang: string;
  onChange: (name: string, value: FieldValue) => void;
  onBlur: (name: string) => void;
}

export const inputId = (formId: string, name: string) => `${formId}-${name}`;

/**
 * One field: label (asterisk when required, outside the label so the
 * field's name stays exactly its label), control, help and error, wired with
 * aria-describedby / aria-invalid.
 */
export function FieldControl({ field, formId, value, error, lang, onChange, onBlur }: FieldControlProps) {
  const { t } = useLingui();
  const [reveal, setReveal] = useState(false);
  const id = inputId(formId, field.name);
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const invalid = Boolean(error);
  const star = field.required ? (
    <span css={s.star} aria-hidden="true">
      *
    </span>
  ) : null;
  const common = {
    id,
    name: field.name,
    required: field.required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
    onBlur: () => onBlur(field.name),
  };
  const text = typeof value === "string" ? value : "";

  let control;
  switch (field.type) {
    case "textarea":
      control = <textarea {...common} css={s.textarea} rows={field.rows ?? 5} placeholder={field.placeholder} maxLength={field.maxLength} value={text} onChange={(e) => onChange(field.name, e.currentTarget.value)} />;
      break;
    case "select":
      control = (
        <div css={s.selectWrap}>
          <select {...common} css={s.select} autoComplete={field.autocomplete} value={text} onChange={(e) => onChange(field.name, e.currentTarget.value)}>
            <option value="">{field.placeholder ?? ""}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" size={18} />
        </div>
      );
      break;
    case "checkbox":
      return (
        <div css={s.field}>
          <div css={s.checkboxRow}>
            <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(field.name, e.currentTarget.checked)} />
            <label htmlFor={id}>
              {field.label}
              {star}
              {field.link && (
                <>
                  {" "}
                  <SmartLink href={field.link.href}>{field.link.label}</SmartLink>
                </>
              )}
            </label>
          </div>
          <Help id={helpId} text={field.help} />
          <ErrorText id={errorId} text={error} />
        </div>
      );
    case "file":
      return (
        <div css={s.field}>
          <div css={s.labelRow}>
            <span id={`${id}-label`} css={s.label}>
              {field.label}
            </span>
            {star}
          </div>
          <FileInput field={field} id={id} labelId={`${id}-label`} value={(value as FileLike | null) ?? null} invalid={invalid} describedBy={describedBy} lang={lang} onChange={(file) => onChange(field.name, file)} />
          <Help id={helpId} text={field.help} />
          <ErrorText id={errorId} text={error} />
        </div>
      );
    case "password":
      control = (
        <div css={s.passwordWrap}>
          <input {...common} css={s.control} type={reveal ? "text" : "password"} autoComplete={field.autocomplete} placeholder={field.placeholder} maxLength={field.maxLength} value={text} onChange={(e) => onChange(field.name, e.currentTarget.value)} />
          <button type="button" css={s.revealButton} aria-pressed={reveal} aria-label={t`Mostrar contraseña`} aria-controls={id} onClick={() => setReveal((r) => !r)}>
            <Icon name="eye" size={18} />
          </button>
        </div>
      );
      break;
    case "date":
      control = <input {...common} css={s.control} type="date" autoComplete={field.autocomplete} value={text} onChange={(e) => onChange(field.name, e.currentTarget.value)} />;
      break;
    default:
      control = (
        <input
          {...common}
          css={s.control}
          type={field.type}
          inputMode={field.type === "tel" ? "tel" : field.type === "email" ? "email" : field.type === "url" ? "url" : undefined}
          autoComplete={field.autocomplete}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          spellCheck={field.type === "email" || field.type === "url" ? false : undefined}
          autoCapitalize={field.type === "email" || field.type === "url" ? "none" : undefined}
          value={text}
          onChange={(e) => onChange(field.name, e.currentTarget.value)}
        />
      );
  }

  return (
    <div css={s.field}>
      <div css={s.labelRow}>
        <label htmlFor={id} css={s.label}>
          {field.label}
        </label>
        {star}
      </div>
      {control}
      <Help id={helpId} text={field.help} />
      <ErrorText id={errorId} text={error} />
    </div>
  );
}

function Help({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <p id={id} css={s.help}>
      {text}
    </p>
  ) : null;
}

function ErrorText({ id, text }: { id?: string; text?: string }) {
  return text ? (
    <p id={id} css={s.error}>
      <Icon name="alert-triangle" size={15} />
      <span>{text}</span>
    </p>
  ) : null;
}
