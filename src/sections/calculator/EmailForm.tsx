import { useId, useMemo, useState, type FormEvent } from "react";
import { css } from "@emotion/react";
import { SmartLink } from "../../components/SmartLink";
import { buttonCss } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { buildYupSchema, validateValues } from "../../core/forms/build-schema";
import { Field } from "../../forms/Field";
import { flattenFields, type FormDeclaration } from "../../core/forms/types";
import type { AnalysisEmailState } from "../../state/calculator";
import { theme } from "../../theme/tokens";
import type { CalculatorSectionData } from "./config";

export interface EmailFormProps {
  copy: CalculatorSectionData["emailSheet"];
  value: AnalysisEmailState;
  onChange: (value: AnalysisEmailState) => void;
  /** Called with the trimmed email once the form is valid and submitted. */
  onSend: (email: string) => void;
  /** The declaration the server checks too (./email-form.ts). */
  form: FormDeclaration;
  /** A request is under way: the button waits. */
  sending?: boolean;
  /** The last request failed: copy.sendError under the button. */
  failed?: boolean;
}

/**
 * 'Enviar análisis por email' (spec §4, §5): email, required privacy consent,
 * optional marketing consent. The send button is enabled only with a valid
 * email and the privacy box ticked; a non-empty invalid email and a missing
 * consent say so next to the field concerned.
 */
export function EmailForm({ copy, value, onChange, onSend, form, sending = false, failed = false }: EmailFormProps) {
  const id = useId();
  const [privacyTouched, setPrivacyTouched] = useState(false);
  const schema = useMemo(() => buildYupSchema(flattenFields(form.fields), form.messages), [form]);
  const errors = validateValues(schema, { email: value.email, privacy: value.privacy, marketing: value.marketing });
  // An empty email is not flagged (spec §5): the help line under the button says what is missing.
  const emailInvalid = value.email.trim() !== "" && Boolean(errors.email);
  const canSend = Object.keys(errors).length === 0 && !sending;
  const showPrivacyError = Boolean(errors.privacy) && (privacyTouched || !errors.email);
  const [before, after = ""] = copy.privacy.split("{policy}");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend(value.email.trim());
  };

  return (
    <form css={formCss} noValidate onSubmit={submit}>
      <Field id={`${id}-email`} label={copy.emailLabel} error={emailInvalid ? errors.email : undefined}>
        {(wiring) => (
          <input
            {...wiring}
            // A valid email says so ("false"), as it always has here.
            aria-invalid={emailInvalid}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={copy.emailPlaceholder}
            value={value.email}
            css={inputCss}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
        )}
      </Field>

      <Field
        id={`${id}-privacy`}
        layout="check"
        label={
          <>
            {before}
            <SmartLink href={copy.policyLink.href} target="_blank">
              {copy.policyLink.label}
            </SmartLink>
            {after}
          </>
        }
        error={showPrivacyError ? errors.privacy : undefined}
      >
        {(wiring) => (
          <input
            {...wiring}
            type="checkbox"
            name="privacy"
            required
            checked={value.privacy}
            onChange={(event) => {
              setPrivacyTouched(true);
              onChange({ ...value, privacy: event.target.checked });
            }}
          />
        )}
      </Field>

      <Field id={`${id}-marketing`} layout="check" label={copy.marketing}>
        {(wiring) => <input {...wiring} type="checkbox" name="marketing" checked={value.marketing} onChange={(event) => onChange({ ...value, marketing: event.target.checked })} />}
      </Field>

      <div css={submitRowCss}>
        <button type="submit" css={[buttonCss("primary"), css`width: 100%;`]} disabled={!canSend} aria-busy={sending || undefined} aria-describedby={canSend || sending ? undefined : `${id}-help`}>
          <Icon name="send" size={18} />
          {copy.submit}
        </button>
        {!canSend && !sending && (
          <p id={`${id}-help`} css={helpCss}>
            {copy.help}
          </p>
        )}
        {failed && !sending && (
          <p role="alert" css={[errorCss, css`justify-content: center;`]}>
            <Icon name="alert-triangle" size={16} />
            {copy.sendError ?? copy.help}
          </p>
        )}
      </div>
    </form>
  );
}

const formCss = css`
  display: grid;
  gap: 18px;
`;
const inputCss = css`
  width: 100%;
  min-height: 48px;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  font-size: 16px;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.focus} 50%, transparent);
  }
  &[aria-invalid="true"] {
    border-color: ${theme.colors.danger};
  }
  &[aria-invalid="true"]:focus-visible {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 3px color-mix(in srgb, ${theme.colors.danger} 25%, transparent);
  }
`;
const errorCss = css`
  display: flex;
  gap: 6px;
  align-items: flex-start;
  font-size: 13px;
  line-height: 1.45;
  color: ${theme.colors.danger};
  svg {
    flex: none;
    margin-top: 1px;
  }
`;
const submitRowCss = css`
  display: grid;
  gap: 10px;
  margin-top: 4px;
`;
const helpCss = css`
  font-size: 13px;
  text-align: center;
  color: ${theme.colors.textMuted};
`;
