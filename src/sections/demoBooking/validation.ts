import * as yup from "yup";
import { fieldSchema } from "../../core/forms/build-schema.ts";
import { flattenFields, isBlank, type FieldValue } from "../../core/forms/types.ts";
import { firstBookableDay, isBookableDay, pastSlots } from "./dates.ts";
import { demoForm, type DemoDeclarationSource } from "./declaration.ts";
import { DEFAULT_TIME_ZONE } from "../../core/booking/zone.ts";

/**
 * The inline demo form's rules (spec §5): the declaration's fields through
 * the form layer (name not blank, a valid email with the site-wide pattern,
 * phone and restaurant optional, a real date, a time), plus the demo's own:
 * a date from the first bookable day on, one of the section's slots that has
 * not started yet, in the business's zone (`timeZone`, the site's
 * booking.timeZone). `now` is the visitor's clock, or null before the page
 * knows it (then any well-formed date and any slot pass). The server checks
 * with the same function (server/api-demo.ts).
 */
export function demoSchema(section: DemoDeclarationSource, now: Date | null, timeZone: string = DEFAULT_TIME_ZONE) {
  const form = demoForm(section);
  const firstDay = now ? firstBookableDay(section.slots, now, timeZone) : "0000-00-00";
  const dateMessage = section.fields.date.required;
  const timeMessage = section.fields.time.required;
  const own = (name: string, schema: yup.MixedSchema<FieldValue | undefined>) => {
    if (name === "date")
      return schema.test(
        "bookable",
        dateMessage,
        (value) => isBlank(value ?? null) || isBookableDay(String(value), firstDay),
      );
    if (name === "time") {
      return schema
        .test("offered", timeMessage, (value) => isBlank(value ?? null) || section.slots.includes(String(value)))
        .test(
          "not-started",
          timeMessage,
          (value, context) =>
            isBlank(value ?? null) ||
            !pastSlots(section.slots, String(context.parent.date ?? ""), now, timeZone).has(String(value)),
        );
    }
    return schema;
  };
  return yup.object(
    Object.fromEntries(
      flattenFields(form.fields).map((field) => [field.name, own(field.name, fieldSchema(field, form.messages))]),
    ),
  );
}
