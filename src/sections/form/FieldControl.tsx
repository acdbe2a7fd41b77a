import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { Field, fieldIds, type ControlWiring } from "../../forms/Field";
import type { FieldValue, FileLike, FormField } from "../../core/forms/types";
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

/** One declared field in the form layer's frame (src/forms/Field): the control its type calls for. */
export function FieldControl({ field, formId, value, error, lang, onChange, onBlur }: FieldControlProps) {
  const id = inputId(formId, field.name);
  const frame = { id, label: field.label, required: field.required, help: field.help, error };
  switch (field.type) {
    case "checkbox":
      return (
        <Field
          {...frame}
          layout="check"
          note={field.link && <SmartLink href={field.link.href}>{field.link.label}</SmartLink>}
        >
          {(wiring) => (
            <input
              {...wiring}
              name={field.name}
              required={field.required}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(field.name, e.currentTarget.checked)}
              onBlur={() => onBlur(field.name)}
            />
          )}
        </Field>
      );
    case "file":
      return (
        <Field {...frame} labelAs="caption">
          {(wiring) => (
            <FileInput
              field={field}
              id={id}
              labelId={fieldIds(id).label}
              value={(value as FileLike | null) ?? null}
              invalid={Boolean(wiring["aria-invalid"])}
              describedBy={wiring["aria-describedby"]}
              lang={lang}
              onChange={(file) => onChange(field.name, file)}
            />
          )}
        </Field>
      );
    default:
      return (
        <Field {...frame}>
          {(wiring) => <TextControl field={field} wiring={wiring} value={value} onChange={onChange} onBlur={onBlur} />}
        </Field>
      );
  }
}

type TextLikeField = Exclude<FormField, { type: "checkbox" | "file" }>;

/** The control of a field whose value is text or a choice: input, textarea, select, password with its reveal button. */
function TextControl({
  field,
  wiring,
  value,
  onChange,
  onBlur,
}: { field: TextLikeField; wiring: ControlWiring } & Pick<FieldControlProps, "value" | "onChange" | "onBlur">) {
  const { t } = useLingui();
  const [reveal, setReveal] = useState(false);
  const { id } = wiring;
  const common = {
    ...wiring,
    name: field.name,
    required: field.required,
    onBlur: () => onBlur(field.name),
  };
  const text = typeof value === "string" ? value : "";

  switch (field.type) {
    case "textarea":
      return (
        <textarea
          {...common}
          css={s.textarea}
          rows={field.rows ?? 5}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          value={text}
          onChange={(e) => onChange(field.name, e.currentTarget.value)}
        />
      );
    case "select":
      return (
        <div css={s.selectWrap}>
          <select
            {...common}
            css={s.select}
            autoComplete={field.autocomplete}
            value={text}
            onChange={(e) => onChange(field.name, e.currentTarget.value)}
          >
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
    case "password":
      return (
        <div css={s.passwordWrap}>
          <input
            {...common}
            css={s.control}
            type={reveal ? "text" : "password"}
            autoComplete={field.autocomplete}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={text}
            onChange={(e) => onChange(field.name, e.currentTarget.value)}
          />
          <button
            type="button"
            css={s.revealButton}
            aria-pressed={reveal}
            aria-label={t`Mostrar contraseña`}
            aria-controls={id}
            onClick={() => setReveal((r) => !r)}
          >
            <Icon name="eye" size={18} />
          </button>
        </div>
      );
    case "date":
      return (
        <input
          {...common}
          css={s.control}
          type="date"
          autoComplete={field.autocomplete}
          value={text}
          onChange={(e) => onChange(field.name, e.currentTarget.value)}
        />
      );
    default:
      return (
        <input
          {...common}
          css={s.control}
          type={field.type}
          inputMode={
            field.type === "tel" ? "tel" : field.type === "email" ? "email" : field.type === "url" ? "url" : undefined
          }
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
}
