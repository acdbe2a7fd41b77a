// A form section is its own declaration: the server checks a submission to
// /api/forms/<id> against the fields the page declares.
import type { SectionServer } from "../../forms/section-server.ts";
import type { FormSection } from "../../core/forms/types.ts";

export const server: SectionServer<FormSection> = {
  forms: (section) => (section.id ? [{ declaration: section, title: section.heading?.title ?? section.id }] : []),
};
