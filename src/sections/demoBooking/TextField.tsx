import type { InputHTMLAttributes, Ref } from "react";
import { Icon } from "../../components/Icon";
import { controlWrapCss, errorCss, fieldCss, inputCss, labelCss } from "./styles";

export type FieldStatus = "idle" | "valid" | "invalid";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Shown after the label for optional fields, e.g. 'opcional'. */
  optional?: string;
  status: FieldStatus;
  error?: string;
}

/** Label, input and message of one form field; green when valid, red when invalid. */
export function TextField({ id, label, optional, status, error, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div css={fieldCss}>
      <label htmlFor={id} css={labelCss}>
        {label}
        {optional && <span> ({optional})</span>}
      </label>
      <div css={controlWrapCss}>
        <input
          id={id}
          css={inputCss}
          data-status={status}
          aria-invalid={status === "invalid" ? true : undefined}
          aria-describedby={status === "invalid" ? errorId : undefined}
          {...input}
        />
        {status === "valid" && input.type !== "date" && <Icon name="check" size={18} />}
      </div>
      <p id={errorId} css={errorCss}>
        {status === "invalid" && error}
      </p>
    </div>
  );
}
