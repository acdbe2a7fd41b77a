// The calculator's 'Enviar análisis por email' sheet posts to
// /api/forms/<calculator id>-email, checked against ./email-form.ts.
import type { SectionServer } from "../../forms/section-server.ts";
import type { CalculatorSection } from "../../generated/schema.ts";
import { analysisEmailForm } from "./email-form.ts";

export const server: SectionServer<CalculatorSection> = {
  forms: (section) => [{ declaration: analysisEmailForm(section), title: "Análisis por email" }],
};
