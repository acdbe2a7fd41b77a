import { useMemo, useState } from "react";
import { formActions } from "../../core/forms/actions";
import { retryKeys } from "../../core/forms/idempotency";
import type { FormDeclaration, FormValues } from "../../core/forms/types";
import { analysisEmailForm } from "./email-form";
import { useSite } from "../../site-data";
import type { SectionOf } from "../types";

/**
 * Sends the analysis email form to the site's API (/api/forms/<id>-email)
 * as the declared form. A retry of the same values reuses its idempotency
 * key, so the owner gets one row however often the visitor presses.
 */
export function useAnalysisSend(section: SectionOf<"calculator">) {
  const { site } = useSite();
  const form: FormDeclaration = useMemo(() => analysisEmailForm(section), [section]);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [keys] = useState(retryKeys);

  const send = async (values: FormValues): Promise<boolean> => {
    setSending(true);
    setFailed(false);
    try {
      await formActions.post({ kind: "post", url: `/api/forms/${form.id}` }, values, {
        apiBase: site.leads?.apiBase,
        idempotencyKey: keys.for(values),
      });
      keys.settle();
      return true;
    } catch (error) {
      console.warn("The analysis email request failed; the form keeps what was typed.", error);
      setFailed(true);
      return false;
    } finally {
      setSending(false);
    }
  };
  return { form, send, sending, failed };
}
