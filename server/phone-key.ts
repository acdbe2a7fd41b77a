// One phone, however it was written ("+34 611 222 333", "611 22 23 33"):
// the key erasure matches on. E.164 when libphonenumber-js can read it
// (Spain assumed without a prefix), else the digits.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export function phoneKey(value: string): string {
  const parsed = parsePhoneNumberFromString(value, "ES");
  return parsed?.isValid() ? parsed.number : value.replace(/\D/g, "");
}
