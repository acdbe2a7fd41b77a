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

describe("describeAjvError: a link that is not one", () => {
  it("says in a marketer's words what a link may be: no @app keywords, #anchors or mailto: (issue 41)", () => {
    const error = {
      keyword: "pattern",
      instancePath: "/sections/0/actions/0/href",
      schemaPath: "#/pattern",
      params: { pattern: "^/" },
      parentSchema: { type: "string", "x-href": true },
      data: "www.mesalia.com",
      message: "must match pattern",
    } as unknown as ErrorObject;
    const { es } = describeAjvError(error);
    expect(es).toContain("no es un enlace válido («www.mesalia.com»)");
    expect(es).toContain("enlace a la app de registro");
    for (const jargon of ["@app", "mailto:", "tel:", "#ancla"]) expect(es).not.toContain(jargon);
  });
});
