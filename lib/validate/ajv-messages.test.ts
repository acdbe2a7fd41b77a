import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import { describeAjvError } from "./ajv-messages.ts";

describe("describeAjvError: format time-zone (booking.timeZone)", () => {
  it("names the field, what it expects and what it got, in English and in Spanish", () => {
    const error = {
      keyword: "format",
      instancePath: "/booking/timeZone",
      schemaPath: "#/properties/timeZone/format",
      params: { format: "time-zone" },
      data: "Europe/Madri",
      message: 'must match format "time-zone"',
    } as unknown as ErrorObject;
    expect(describeAjvError(error)).toEqual({
      pointer: "/booking/timeZone",
      message: 'must be an IANA time zone such as "Europe/Madrid" or "America/Mexico_City" (got "Europe/Madri")',
      es: "«Europe/Madri» no es una zona horaria: usa un nombre IANA como Europe/Madrid o America/Mexico_City",
    });
  });
});
