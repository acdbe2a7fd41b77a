// The inline demo form (demoBooking sections) as a declared form: the same
// field list the form sections use (src/forms), built from the section's
// field copy. Its yup rules come from the form layer (build-schema.ts); only
// what is the demo's own (bookable days, times already started) is added in
// validation.ts.
import type { FormDeclaration } from "../../core/forms/types.ts";
import type { DemoBookingSection } from "../../generated/schema.ts";

export type DemoDeclarationSource = Pick<DemoBookingSection, "id" | "fields" | "slots">;

export function demoForm(section: DemoDeclarationSource): FormDeclaration {
  const f = section.fields;
  // The lengths hold only with the message that explains them.
  const tooLong = (max: number) => (f.tooLong ? { maxLength: max } : {});
  const options = section.slots.map((time) => ({ value: time, label: time }));
  const fields: FormDeclaration["fields"] = [
    {
      type: "text",
      name: "name",
      label: f.name.label,
      required: true,
      ...tooLong(100),
      messages: { required: f.name.required },
    },
    {
      type: "email",
      name: "email",
      label: f.email.label,
      required: true,
      ...tooLong(254),
      messages: { required: f.email.required, email: f.email.invalid },
    },
    // Optional (spec §5); with its `invalid` message, a filled one must be a real number.
    f.phone.invalid
      ? { type: "tel", name: "phone", label: f.phone.label, messages: { tel: f.phone.invalid } }
      : { type: "text", name: "phone", label: f.phone.label, ...tooLong(30) },
    { type: "text", name: "restaurant", label: f.restaurant.label, ...tooLong(120) },
    {
      type: "date",
      name: "date",
      label: f.date.label,
      required: true,
      messages: { required: f.date.required, date: f.date.required },
    },
    {
      type: "select",
      name: "time",
      label: f.time.label,
      required: true,
      options: [options[0]!, ...options.slice(1)],
      messages: { required: f.time.required, pattern: f.time.required },
    },
  ];
  return { id: section.id ?? "booking-demo", fields, messages: f.tooLong ? { maxLength: f.tooLong } : {} };
}
