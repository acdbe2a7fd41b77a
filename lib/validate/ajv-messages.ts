// Turns ajv errors into one editor-like line each: a JSON pointer and a reason
// a marketer can act on, in English (`npm run validate`, CI) and in Spanish
// (the editor; ajv-i18n for the keywords without a wording of our own).
import type { ErrorObject } from "ajv";
import localizeEs from "ajv-i18n/localize/es/index.js";
import type { SchemaNode } from "./schema-set.ts";

export interface PointedMessage {
  pointer: string;
  message: string;
  /** The same reason in Spanish, for the editor. */
  es: string;
}

const show = (value: unknown) => (typeof value === "string" ? `"${value}"` : JSON.stringify(value));
const showEs = (value: unknown) => (typeof value === "string" ? `«${value}»` : JSON.stringify(value));

const TYPE_ES: Record<string, string> = {
  string: "un texto",
  number: "un número",
  integer: "un número entero",
  boolean: "sí o no",
  object: "un grupo de campos",
  array: "una lista",
  null: "vacío",
};
const typeEs = (type: unknown) =>
  String(type)
    .split(",")
    .map((t) => TYPE_ES[t] ?? t)
    .join(" o ");
const ID_PATTERN = "^[a-z][a-z0-9-]*$";
const FORMAT_ES: Record<string, string> = {
  email: "no es un email válido",
  uri: "no es una dirección web válida (https://…)",
  date: "no es una fecha válida (AAAA-MM-DD)",
  "date-time": "no es una fecha y hora válidas",
};

/** ajv-i18n's Spanish wording of one error (it rewrites `message` in place, so a copy goes in). */
function ajvSpanish(error: ErrorObject): string {
  const copy = [{ ...error }];
  (localizeEs as (errors: ErrorObject[]) => void)(copy);
  return copy[0].message ?? error.keyword;
}

export function describeAjvError(error: ErrorObject, renamedKeys: Record<string, string> = {}): PointedMessage {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema as SchemaNode | undefined;
  switch (error.keyword) {
    case "required":
      return {
        pointer: `${at}/${String(params.missingProperty)}`,
        message: "is required",
        es: "es obligatorio: escribe algo aquí",
      };
    case "additionalProperties": {
      const key = String(params.additionalProperty);
      const renamed = renamedKeys[key];
      const allowed = Object.keys((schema?.properties as SchemaNode | undefined) ?? {}).join(", ");
      return {
        pointer: `${at}/${key}`,
        message: renamed ? `"${key}" was renamed to "${renamed}"` : `unknown property "${key}" (allowed: ${allowed})`,
        es: renamed ? `«${key}» ahora se llama «${renamed}»` : `este campo («${key}») no existe aquí; bórralo`,
      };
    }
    case "enum":
      return {
        pointer: at,
        message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(", ")} (got ${show(error.data)})`,
        es: `elige una de las opciones de la lista (${showEs(error.data)} no es una de ellas)`,
      };
    case "const":
      return {
        pointer: at,
        message: `must be ${show(params.allowedValue)} (got ${show(error.data)})`,
        es: `debe ser ${showEs(params.allowedValue)}`,
      };
    case "type":
      return {
        pointer: at,
        message: `must be ${String(params.type)} (got ${show(error.data)})`,
        es: `debe ser ${typeEs(params.type)}`,
      };
    case "minLength":
      return {
        pointer: at,
        message: error.message ?? "is too short",
        es:
          Number(params.limit) === 1 ? "no puede quedar vacío" : `necesita al menos ${String(params.limit)} caracteres`,
      };
    case "maxLength":
      return {
        pointer: at,
        message: error.message ?? "is too long",
        es: `es demasiado largo: como mucho ${String(params.limit)} caracteres (tiene ${String(typeof error.data === "string" ? error.data.length : "?")})`,
      };
    case "minItems":
      return {
        pointer: at,
        message: error.message ?? "has too few items",
        es: `necesita al menos ${String(params.limit)} elementos`,
      };
    case "maxItems":
      return {
        pointer: at,
        message: error.message ?? "has too many items",
        es: `admite como mucho ${String(params.limit)} elementos`,
      };
    case "minimum":
      return { pointer: at, message: error.message ?? "is too small", es: `debe ser ${String(params.limit)} o más` };
    case "maximum":
      return { pointer: at, message: error.message ?? "is too large", es: `debe ser ${String(params.limit)} o menos` };
    case "exclusiveMinimum":
      return {
        pointer: at,
        message: error.message ?? "is too small",
        es: `debe ser mayor que ${String(params.limit)}`,
      };
    case "format":
      if (params.format === "time-zone") {
        return {
          pointer: at,
          message: `must be an IANA time zone such as "Europe/Madrid" or "America/Mexico_City" (got ${show(error.data)})`,
          es: `${showEs(error.data)} no es una zona horaria: usa un nombre IANA como Europe/Madrid o America/Mexico_City`,
        };
      }
      return {
        pointer: at,
        message: error.message ?? "has the wrong format",
        es: FORMAT_ES[String(params.format)] ?? ajvSpanish(error),
      };
    case "pattern":
      if (error.propertyName !== undefined)
        return {
          pointer: `${at}/${error.propertyName}`,
          message: `is not a valid key (must match ${String(params.pattern)})`,
          es: "no es un nombre válido: minúsculas, números y guiones",
        };
      if (schema?.["x-href"]) {
        return {
          pointer: at,
          message: `must be an internal route (/…), an #anchor, https:, mailto:, tel: or a site link (@appLogin…) (got ${show(error.data)})`,
          es: `no es un enlace válido (${showEs(error.data)}): elige una página del sitio o un enlace del sitio (como el enlace a la app de registro), o escribe una web (https://…), un correo o un teléfono`,
        };
      }
      // A section's schedule (schema/defs/section-common.schema.json): say the shape, not the regular expression.
      if (schema?.title === "ScheduleTime")
        return {
          pointer: at,
          message: `must be a date and time, YYYY-MM-DDTHH:mm in Madrid time (got ${show(error.data)})`,
          es: `${showEs(error.data)} no es una fecha y hora: escribe AAAA-MM-DDTHH:mm en hora de Madrid, p. ej. 2026-11-30T23:59`,
        };
      if (params.pattern === ID_PATTERN)
        return {
          pointer: at,
          message: `must match ${String(params.pattern)} (got ${show(error.data)})`,
          es: `${showEs(error.data)} no vale: empieza por una letra y usa solo minúsculas, números y guiones`,
        };
      return {
        pointer: at,
        message: `must match ${String(params.pattern)} (got ${show(error.data)})`,
        es: `${showEs(error.data)} no tiene el formato esperado`,
      };
    case "propertyNames":
      return {
        pointer: `${at}/${String(params.propertyName)}`,
        message: "is not a valid key (lowercase letters, digits and dashes)",
        es: "no es un nombre válido: minúsculas, números y guiones",
      };
    case "discriminator":
      return {
        pointer: `${at}/${String(params.tag)}`,
        message: `unknown section type ${show(params.tagValue)}`,
        es: `no existe ninguna sección de tipo ${showEs(params.tagValue)}`,
      };
    default:
      return { pointer: at, message: error.message ?? error.keyword, es: ajvSpanish(error) };
  }
}
