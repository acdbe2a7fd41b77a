// The inline demo form (demoBooking sections) as a declared form: the same
// field list the form sections use (src/forms), built from the section's
// field copy. Its yup rules come from the form layer (build-schema.ts); only
// what is the demo's own (bookable days, times already started) is added in
// validation.ts.
import type { FormDeclaration } from "../../forms/types.ts";
import type { DemoBookingSection } from "../../generated/schema.ts";

export type DemoDeclarationSource = Pick<DemoBookingSection, "id" | "fields" | "slots">;

export function demoForm(section: DemoDeclarationSource): FormDeclaration {
  const f = section.fields;
  const options = section.slots.map((time) => ({ value: time, label: time }));
  const fields: FormDeclaration["fields"] = [
    { type: "text", name: "name", label: f.name.label, required: true, messages: { required: f.name.required } },
    { type: "email", name: "email", label: f.email.label, required: true, messages: { required: f.email.required, email: f.email.invalid } },
    // Optional and free text (spec §5): no phone format is checked here.
    { type: "text", name: "phone", label: f.phone.label },
    { type: "text", name: "restaurant", label: f.restaurant.label },
    { type: "date", name: "date", label: f.date.label, required: true, messages: { required: f.date.required, date: f.date.required } },
    { type: "select", name: "time", label: f.time.label, required: true, options: [options[0]!, ...options.slice(1)], messages: { required: f.time.required, pattern: f.time.required } },
  ];
  return { id: section.id ?? "booking-demo", fields, messages: {} };
}
