import { object, string } from "yup";
import { EMAIL_PATTERN } from "../email.ts";
import { firstBookableDay, isBookableDay, pastSlots } from "./dates.ts";

export interface DemoMessages {
  name: string;
  emailRequired: string;
  emailInvalid: string;
  date: string;
  time: string;
}

/**
 * The inline demo form's rules (spec §5): name not blank, a valid email
 * (the site-wide pattern), a date from the first bookable day on, one of the
 * slots that has not started yet; phone and restaurant optional. `now` is the
 * visitor's clock, or null before the page knows it (then any well-formed
 * date and any slot pass).
 */
export function demoSchema(messages: DemoMessages, slots: readonly string[], now: Date | null) {
  const firstDay = now ? firstBookableDay(slots, now) : "0000-00-00";
  return object({
    name: string().trim().required(messages.name),
    email: string().trim().required(messages.emailRequired).matches(EMAIL_PATTERN, messages.emailInvalid),
    phone: string().optional(),
    restaurant: string().optional(),
    date: string()
      .required(messages.date)
      .test("bookable", messages.date, (value) => !value || isBookableDay(value, firstDay)),
    time: string()
      .required(messages.time)
      .oneOf([...slots], messages.time)
      .test("not-started", messages.time, (value, context) => !value || !pastSlots(slots, String(context.parent.date ?? ""), now).has(value)),
  });
}
