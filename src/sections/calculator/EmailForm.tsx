import { useId, useMemo, useState, type FormEvent } from "react";
import { SmartLink } from "../../components/SmartLink";
import { buttonCss } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { buildYupSchema, validateValues } from "../../core/forms/build-schema";
import { Field } from "../../forms/Field";
import { flattenFields, type FormDeclaration } from "../../core/forms/types";
import type { AnalysisEmailState } from "../../state/calculator";
import type { CalculatorSectionData } from "./config";
import { formCss, inputCss, errorCss, submitRowCss, helpCss, fullWidthCss, centredCss } from "./email-form-styles";

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
        {(wiring) => (
          <input
            {...wiring}
            type="checkbox"
            name="marketing"
            checked={value.marketing}
            onChange={(event) => onChange({ ...value, marketing: event.target.checked })}
          />
        )}
      </Field>

      <div css={submitRowCss}>
        <button
          type="submit"
          css={[buttonCss("primary"), fullWidthCss]}
          disabled={!canSend}
          aria-busy={sending || undefined}
          aria-describedby={canSend || sending ? undefined : `${id}-help`}
        >
          <Icon name="send" size={18} />
          {copy.submit}
        </button>
        {!canSend && !sending && (
          <p id={`${id}-help`} css={helpCss}>
            {copy.help}
          </p>
        )}
        {failed && !sending && (
          <p role="alert" css={[errorCss, centredCss]}>
            <Icon name="alert-triangle" size={16} />
            {copy.sendError ?? copy.help}
          </p>
        )}
      </div>
    </form>
  );
}
