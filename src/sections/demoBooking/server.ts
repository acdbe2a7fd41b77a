// The inline demo form books a slot through /api/demo/<section id>: the
// section's declared form (./declaration.ts) with the demo's own rules on
// top (./validation.ts: bookable days, times already started).
import type { FormSchema } from "../../core/forms/build-schema.ts";
import type { SectionServer } from "../../forms/section-server.ts";
import type { DemoBookingSection } from "../../generated/schema.ts";
import { demoForm } from "./declaration.ts";
import { demoSchema } from "./validation.ts";

export const server: SectionServer<DemoBookingSection> = {
  booking: {
    form: demoForm,
    // The demo's yup object schema, checked like any form's.
    schema: (section, now, timeZone) => demoSchema(section, now, timeZone) as unknown as FormSchema,
  },
};
