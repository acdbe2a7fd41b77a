// @vitest-environment node
// For every form the pages declare, the booking modal's contact step and
// every inline demo form, generated submissions get the same
// verdict from the server as from the browser: the same fields in error,
// with the same messages (the browser's yup schema, src/core/forms/build-schema.ts).
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { ValidationError } from "yup";
import { buildYupSchema, validateValues } from "../src/core/forms/build-schema.ts";
import { bookingErrorMessagesEs, validateBookingContact } from "../src/core/booking/booking.ts";
import { bookingContactForm } from "../src/core/booking/contact-form.ts";
import type { DemoBookingSection } from "../src/generated/schema.ts";
import { demoForm } from "../src/sections/demoBooking/declaration.ts";
import { demoSchema } from "../src/sections/demoBooking/validation.ts";
import { loadDemoSections } from "./api-demo.ts";
import { checkBookingContact } from "./api-bookings.ts";
import { flattenFields, type FormField, type FormValues } from "../src/core/forms/types.ts";
import { checkSubmission, loadForms } from "./forms.ts";
import { PAGES } from "./testing/fixtures.ts";

const forms = [...loadForms(PAGES).values()];
// CPU-bound (yup twice per case): on a busy 2-core machine a form's cases can take several seconds.
vi.setConfig({ testTimeout: 30_000 });

/** Values a visitor (or a script) might send for a field: good ones, blanks, near-misses, long ones. */
function valueFor(field: FormField): fc.Arbitrary<string | boolean> {
  switch (field.type) {
    case "checkbox":
      return fc.boolean();
    case "select":
      return fc.constantFrom("", ...field.options.map((o) => o.value));
    case "email":
      return fc.oneof(
        fc.constantFrom("", " ", "lola@restaurante.com", "lola@", "@x.es", "a b@c.es"),
        fc.emailAddress(),
      );
    case "tel":
      return fc.oneof(
        fc.constantFrom("", "+34 600 000 000", "abc", "12", "(91) 123-45-67"),
        fc.string({ maxLength: 20 }),
      );
    case "url":
      return fc.oneof(fc.constantFrom("", "https://turestaurante.com", "turestaurante", "http://x"), fc.webUrl());
    case "date":
      return fc.constantFrom("", "2026-02-30", "2026-12-01", "01/12/2026");
    case "file":
      return fc.constant("");
    default: {
      const max = "maxLength" in field && field.maxLength ? field.maxLength : 200;
      return fc.oneof(fc.constantFrom("", "   ", "Lola"), fc.string({ maxLength: max + 5 }));
    }
  }
}

describe.each(forms.map((f) => [f.id, f] as const))("form %s", (_id, section) => {
  const fields = flattenFields(section.fields).filter((f) => f.type !== "file");
  const schema = buildYupSchema(flattenFields(section.fields), section.messages);
  it("server and browser agree on generated submissions", () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f)]))), (input) => {
        const browserValues: FormValues = { ...input };
        for (const field of flattenFields(section.fields)) if (field.type === "file") browserValues[field.name] = null;
        const browser = validateValues(schema, browserValues);
        const server = checkSubmission(section, input);
        expect(server.ok ? {} : server.errors).toEqual(browser);
      }),
      { numRuns: 100 },
    );
  });
});

describe("booking modal's contact step", () => {
  const fields = flattenFields(bookingContactForm.fields);
  it("server and browser agree on generated contacts (phone as the modal sends it)", () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(fields.map((f) => [f.name, valueFor(f)]))), (input) => {
        const browser = validateBookingContact({
          name: String(input.name),
          email: String(input.email),
          phone: String(input.phone),
          restaurant: String(input.restaurant),
          acceptedPrivacy: input.acceptedPrivacy === true,
        });
        const server = checkBookingContact(input);
        expect(server.ok ? {} : server.errors).toEqual(
          Object.fromEntries(Object.entries(browser).map(([name, code]) => [name, bookingErrorMessagesEs[code]])),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe.each([...loadDemoSections(PAGES).values()].map((demo) => [demo.section.id, demo] as const))(
  "inline demo %s",
  (_id, { section: bookable, booking }) => {
    const now = new Date(2026, 11, 2, 8);
    // The browser's side: the section folder's declaration and rules, on the page's section.
    const section = bookable as DemoBookingSection;
    const fields = flattenFields(demoForm(section).fields);
    it("server and browser agree on generated bookings", () => {
      const schema = demoSchema(section, now);
      const dates = fc.constantFrom("", "2026-12-01", "2026-12-03", "2026-12-05", "2026-02-30");
      fc.assert(
        fc.property(
          fc.record(
            Object.fromEntries(
              fields.map((f) => [f.name, f.name === "date" ? dates : (valueFor(f) as fc.Arbitrary<string>)]),
            ),
          ),
          (input) => {
            const values = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
            let browser: Record<string, string> = {};
            try {
              schema.validateSync(values, { abortEarly: false });
            } catch (error) {
              if (!(error instanceof ValidationError)) throw error;
              browser = Object.fromEntries(
                error.inner
                  .filter((e) => e.path)
                  .reverse()
                  .map((e) => [e.path!, e.message]),
              );
            }
            const server = checkSubmission(booking.form(bookable), values, { schema: booking.schema(bookable, now) });
            expect(server.ok ? {} : server.errors).toEqual(browser);
          },
        ),
        { numRuns: 100 },
      );
    });
  },
);
