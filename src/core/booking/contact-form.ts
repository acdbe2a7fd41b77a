// The booking modal's contact step (step 2) as a declared form: the same
// field list the form sections use (src/forms), checked by the form layer's
// yup rules in the modal and on the server (server/api-bookings.ts). Its
// messages are the step's error codes: the modal shows each in the visitor's
// language (ContactStep), the server in Spanish (bookingErrorMessagesEs).
import { buildYupSchema, validateValues } from "../forms/build-schema.ts";
import { flattenFields, type FormDeclaration } from "../forms/types.ts";

export const bookingContactForm: FormDeclaration = {
  id: "booking-contact",
  fields: [
    {
      type: "text",
      name: "name",
      label: "Nombre",
      required: true,
      maxLength: 100,
      messages: { required: "nameRequired", maxLength: "nameTooLong" },
    },
    {
      type: "email",
      name: "email",
      label: "Email",
      required: true,
      maxLength: 254,
      messages: { required: "emailRequired", email: "emailInvalid", maxLength: "emailInvalid" },
    },
    // Formatted per country as typed (src/core/booking/phone.ts) and checked
    // in its international form ("+33 6 12 34 56 78"), as it is sent.
    {
      type: "tel",
      name: "phone",
      label: "Teléfono",
      required: true,
      messages: { required: "phoneRequired", tel: "phoneInvalid" },
    },
    {
      type: "text",
      name: "restaurant",
      label: "Restaurante",
      maxLength: 120,
      messages: { maxLength: "restaurantTooLong" },
    },
    {
      type: "checkbox",
      name: "acceptedPrivacy",
      label: "Acepto la política de privacidad",
      required: true,
      messages: { required: "privacyRequired" },
    },
    { type: "checkbox", name: "acceptedMarketing", label: "Acepto recibir comunicaciones comerciales" },
  ],
  messages: {},
};

const schema = buildYupSchema(flattenFields(bookingContactForm.fields), bookingContactForm.messages);

/** Field name → error code, for the fields given (the others count as empty). */
export function contactErrorCodes(values: Record<string, string | boolean>): Record<string, string> {
  return validateValues(schema, values);
}
