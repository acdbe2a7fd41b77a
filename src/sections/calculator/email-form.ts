// The calculator's 'Enviar análisis por email' sheet as a declared form: the
// same field list the form sections use (src/forms), built from the sheet's
// copy, so the browser's check and the server's (server/forms.ts) are one
// declaration. It posts to /api/forms/<calculator id>-email.
import type { CalculatorSection } from "../../generated/schema.ts";
import type { FormDeclaration } from "../../core/forms/types.ts";

/** The form id the server knows the sheet by (the admin's filter shows it). */
export const analysisFormId = (sectionId: string) => `${sectionId}-email`;

/** Room for the analysis text (src/sections/calculator/summary.ts: ~20 lines). */
const ANALYSIS_MAX = 4000;

export function analysisEmailForm(
  section: Pick<CalculatorSection, "id" | "emailSheet"> & { results: Pick<CalculatorSection["results"], "title"> },
): FormDeclaration {
  const copy = section.emailSheet;
  return {
    id: analysisFormId(section.id ?? "calculadora"),
    fields: [
      // Blank is not flagged next to the field (spec §5); the button stays disabled and the help line says why.
      {
        type: "email",
        name: "email",
        label: copy.emailLabel,
        required: true,
        maxLength: 254,
        messages: { required: copy.invalidEmail, email: copy.invalidEmail, maxLength: copy.invalidEmail },
      },
      {
        type: "checkbox",
        name: "privacy",
        label: copy.privacy,
        required: true,
        messages: { required: copy.privacyError },
      },
      { type: "checkbox", name: "marketing", label: copy.marketing },
      // Not typed: the figures the visitor asked for, so the owner reads them with the lead.
      { type: "textarea", name: "analysis", label: section.results.title, maxLength: ANALYSIS_MAX },
    ],
    messages: {},
  };
}
