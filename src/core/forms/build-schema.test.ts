import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildYupSchema, fieldSchema, isGateOpen, missingRequired, validateValues } from "./build-schema";
import { flattenFields, initialValues } from "./types";
import { formatAccept, formatBytes } from "./messages";
import * as fx from "./__fixtures__/forms";

const setup = (declaration: Parameters<typeof flattenFields>[0]) => {
  const fields = flattenFields(declaration);
  const schema = buildYupSchema(fields, fx.messages);
  return {
    fields,
    schema,
    empty: initialValues(fields),
    errors: (values: Record<string, unknown>) =>
      validateValues(schema, { ...initialValues(fields), ...values } as never),
  };
};

const file = (name: string, size: number) => ({ name, size, type: "" });

describe("buildYupSchema: contact form (spec §5)", () => {
  const { fields, schema, empty, errors } = setup(fx.contact);

  it("flags each blank required field with the declared message, and nothing else", () => {
    expect(errors({})).toEqual({
      name: "Este campo es obligatorio.",
      email: "Este campo es obligatorio.",
      message: "Este campo es obligatorio.",
    });
  });

  it("treats whitespace as blank (required = non-blank after trim)", () => {
    expect(errors({ name: "   ", email: "a@b.co", message: "\n\t " })).toEqual({
      name: "Este campo es obligatorio.",
      message: "Este campo es obligatorio.",
    });
  });

  it("checks emails with the site pattern text@text.text", () => {
    for (const bad of ["ana", "ana@", "ana@bar", "ana bar@x.es", "@x.es"])
      expect(errors({ name: "Ana", email: bad, message: "Hola" }).email).toBe(
        "Introduce un email válido (ej. nombre@restaurante.com).",
      );
    for (const good of ["ana@bar.es", " ana@bar.es ", "a.b+c@d.co.uk"])
      expect(errors({ name: "Ana", email: good, message: "Hola" })).toEqual({});
  });

  it("leaves optional fields alone when empty, checks them when filled", () => {
    expect(errors({ name: "Ana", email: "ana@bar.es", message: "Hola", phone: "" })).toEqual({});
    expect(errors({ name: "Ana", email: "ana@bar.es", message: "Hola", phone: "abc" })).toEqual({
      phone: "Introduce un teléfono válido.",
    });
    expect(errors({ name: "Ana", email: "ana@bar.es", message: "Hola", phone: "+34 600 12 34 56" })).toEqual({});
  });

  it("lists the blank required fields for the 'Campos requeridos' notice", () => {
    expect(missingRequired(fields, { ...empty, name: "Ana" })).toEqual(["email", "message"]);
    expect(missingRequired(fields, { ...empty, name: "Ana", email: "x", message: "y" })).toEqual([]);
  });

  it("opens the submit gate only when name and message are non-blank and the email is valid", () => {
    const gate = ["name", "email", "message"];
    expect(isGateOpen(schema, fields, empty, gate)).toBe(false);
    expect(isGateOpen(schema, fields, { ...empty, name: "Ana", email: "ana@bar", message: "Hola" }, gate)).toBe(false);
    expect(isGateOpen(schema, fields, { ...empty, name: " ", email: "ana@bar.es", message: "Hola" }, gate)).toBe(false);
    expect(isGateOpen(schema, fields, { ...empty, name: "Ana", email: "ana@bar.es", message: "Hola" }, gate)).toBe(
      true,
    );
    // Without an explicit gate, every required field gates.
    expect(isGateOpen(schema, fields, { ...empty, name: "Ana", email: "ana@bar.es", message: "Hola" })).toBe(true);
  });
});

describe("buildYupSchema: sign-up (spec §5)", () => {
  const { errors } = setup(fx.register);
  it("requires all three fields", () => {
    expect(Object.keys(errors({}))).toEqual(["name", "email", "password"]);
  });
  it("wants 8 characters of password, with the field's own message and {min} filled", () => {
    expect(errors({ name: "Ana", email: "ana@bar.es", password: "1234567" })).toEqual({
      password: "La contraseña debe tener al menos 8 caracteres.",
    });
    expect(errors({ name: "Ana", email: "ana@bar.es", password: "12345678" })).toEqual({});
  });
  it("reports required before format", () => {
    expect(errors({ name: "Ana", email: "", password: "" })).toEqual({
      email: "Este campo es obligatorio.",
      password: "Este campo es obligatorio.",
    });
  });
});

describe("buildYupSchema: affiliate application (groups)", () => {
  const { fields, errors } = setup(fx.affiliate);
  it("flattens groups into one field list", () => {
    expect(fields.map((f) => f.name)).toEqual([
      "fullName",
      "email",
      "website",
      "socialMedia",
      "audienceSize",
      "experience",
      "motivation",
    ]);
  });
  it("requires fullName, email and motivation only", () => {
    expect(Object.keys(errors({}))).toEqual(["fullName", "email", "motivation"]);
  });
  it("checks the website as a web address when given", () => {
    const ok = { fullName: "Ana", email: "ana@bar.es", motivation: "Quiero" };
    expect(errors({ ...ok, website: "no es una web" })).toEqual({ website: "Introduce una dirección web válida." });
    for (const url of ["https://mirestaurante.es", "mirestaurante.es", "http://blog.ejemplo.com/restaurantes?x=1"])
      expect(errors({ ...ok, website: url })).toEqual({});
  });
});

describe("buildYupSchema: careers (CV file rules)", () => {
  const { errors } = setup(fx.careers);
  const ok = { fullName: "Ana", email: "ana@bar.es", privacy: true };

  it("requires the CV with the field's message and the ticked checkbox", () => {
    expect(errors({ fullName: "Ana", email: "ana@bar.es" })).toEqual({
      cv: "Adjunta tu CV.",
      privacy: "Debes aceptar la política de privacidad",
    });
  });
  it("accepts .pdf, .doc and .docx in any case up to 5 MB", () => {
    for (const name of ["cv.pdf", "CV.PDF", "mi.cv.docx", "cv.doc"])
      expect(errors({ ...ok, cv: file(name, 5 * 1024 * 1024) })).toEqual({});
  });
  it("names the allowed types when another type is chosen", () => {
    expect(errors({ ...ok, cv: file("foto.png", 1000) })).toEqual({
      cv: "Formato no admitido: sube un archivo PDF, DOC o DOCX.",
    });
    expect(errors({ ...ok, cv: file("sin-extension", 1000) }).cv).toMatch(/^Formato no admitido/);
  });
  it("states the limit when the file is bigger", () => {
    expect(errors({ ...ok, cv: file("cv.pdf", 5 * 1024 * 1024 + 1) })).toEqual({
      cv: "El archivo pesa demasiado: el máximo es 5 MB.",
    });
  });
  it("checks dates and patterns only when filled", () => {
    expect(errors({ ...ok, cv: file("cv.pdf", 1), start: "2026-02-30" })).toEqual({
      start: "Introduce una fecha válida.",
    });
    expect(errors({ ...ok, cv: file("cv.pdf", 1), start: "2026-02-28", code: "abc" })).toEqual({
      code: "El formato no es válido.",
    });
    expect(errors({ ...ok, cv: file("cv.pdf", 1), code: "ABC" })).toEqual({});
  });
});

describe("message formatting", () => {
  it("lists extensions as a disjunction and sizes in MB/KB", () => {
    expect(formatAccept([".pdf", ".doc", ".docx"])).toBe("PDF, DOC o DOCX");
    expect(formatAccept([".pdf", ".doc"], "en")).toBe("PDF or DOC");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1,5 MB");
    expect(formatBytes(2048)).toBe("2 kB");
  });
});

describe("the pages' phone message", () => {
  // What pages/ writes as messages.tel must describe the rule: it shows an example the rule accepts.
  const pagesDir = join(process.cwd(), "pages");
  const documents = (readdirSync(pagesDir, { recursive: true }) as string[]).filter(
    (f) => f.endsWith(".json") && !f.startsWith("_"),
  );
  const telMessages = documents.flatMap((file) => {
    const doc = JSON.parse(readFileSync(join(pagesDir, file), "utf8")) as {
      sections?: Array<{ type: string; messages?: { tel?: string } }>;
    };
    return (doc.sections ?? [])
      .filter((section) => section.type === "form" && section.messages?.tel)
      .map((section) => [file, section.messages!.tel!] as const);
  });
  const tel = fieldSchema({ type: "tel", name: "phone", label: "Teléfono" }, fx.messages);

  it("is written by every form page", () => {
    expect(telMessages.map(([file]) => file).sort()).toEqual(
      expect.arrayContaining(["contact.json", "careers.json", "register.json"]),
    );
  });

  it.each(telMessages)("%s gives an example number the rule accepts", (_file, message) => {
    const example = /\(ej\. ([^)]+)\)/.exec(message)?.[1];
    expect(example, message).toBeDefined();
    expect(tel.isValidSync(example)).toBe(true);
  });
});
