import { object, string } from "yup";
import { EMAIL_PATTERN } from "../email";
import { isBookableDay } from "./dates";

export interface DemoMessages {
  name: string;
  emailRequired: string;
  emailInvalid: string;
  date: string;
  time: string;
}

/**
 * The inline demo form's rules (spec §5): name not blank, a valid email
 * (the site-wide pattern), a date from `today` on, one of the slots; phone
 * and restaurant optional. `today` is yyyy-MM-dd, or '' before the page
 * knows the visitor's clock (then any well-formed date passes).
 */
export function demoSchema(messages: DemoMessages, slots: readonly string[], today: string) {
  return object({
    name: string().trim().required(messages.name),
    email: string().trim().required(messages.emailRequired).matches(EMAIL_PATTERN, messages.emailInvalid),
    phone: string().optional(),
    restaurant: string().optional(),
    date: string()
      .required(messages.date)
      .test("bookable", messages.date, (value) => !value || isBookableDay(value, today || "0000-00-00")),
    time: string().required(messages.time).oneOf([...slots], messages.time),
  });
}
