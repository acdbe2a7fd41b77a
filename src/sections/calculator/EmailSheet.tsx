import { useId } from "react";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "../../components/Icon";
import { Modal } from "../../components/Modal";
import type { FormDeclaration } from "../../core/forms/types";
import type { AnalysisEmailState } from "../../state/calculator";
import type { CalculatorSectionData } from "./config";
import { EmailForm } from "./EmailForm";
import { closeCss, sheetBodyCss, sheetHeaderCss, sheetLeadCss, sheetTitleCss } from "./sheet-styles";

export interface EmailSheetProps {
  open: boolean;
  onClose: () => void;
  copy: CalculatorSectionData["emailSheet"];
  value: AnalysisEmailState;
  onChange: (value: AnalysisEmailState) => void;
  onSend: (email: string) => void;
  form: FormDeclaration;
  sending: boolean;
  failed: boolean;
}

/** Bottom sheet 'Enviar análisis por email' around the email form; focus starts in the email field. */
export function EmailSheet({ open, onClose, copy, value, onChange, onSend, form, sending, failed }: EmailSheetProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-lead`}
      variant="sheet"
      width="520px"
      initialFocus={() => document.querySelector<HTMLElement>(`[data-sheet="${id}"] input[type="email"]`)}
    >
      <div data-sheet={id}>
        <div css={sheetHeaderCss}>
          <h2 id={`${id}-title`} css={sheetTitleCss}>
            {copy.title}
          </h2>
          <p id={`${id}-lead`} css={sheetLeadCss}>
            {copy.lead}
          </p>
          <button type="button" css={closeCss} onClick={onClose} aria-label={t`Cerrar`}>
            <Icon name="x" size={20} />
          </button>
        </div>
        <div css={sheetBodyCss}>
          <EmailForm
            copy={copy}
            form={form}
            value={value}
            onChange={onChange}
            onSend={onSend}
            sending={sending}
            failed={failed}
          />
        </div>
      </div>
    </Modal>
  );
}
