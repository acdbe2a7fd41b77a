// buildYupSchema: a form declaration (JSON) → a yup object schema with the
// declaration's messages. Rules: required = non-blank after trimming (ticked
// for a checkbox); the spec's email pattern everywhere; a phone valid for its country
// (libphonenumber-js); other checks run only
// on non-empty values, so an optional field may stay empty.
import { isValidPhoneNumber } from "libphonenumber-js";
import * as yup from "yup";
import { EMAIL_PATTERN } from "../email.ts";
import { extensionOf, formatAccept, formatBytes, messageFor } from "./messages.ts";
import {
  isBlank,
  type FieldValue,
  type FileLike,
  type FormField,
  type FormMessages,
  type FormValues,
} from "./types.ts";

const TEL_PATTERN = /^\+?[\d\s().-]+$/;
/** A number without a + prefix is read as Spanish (the site's country); with one, by its own country's plan. */
export const DEFAULT_PHONE_COUNTRY = "ES";
const URL_PATTERN = /^(https?:\/\/)?([\p{L}\p{N}-]+\.)+[\p{L}]{2,}(:\d+)?([/?#]\S*)?$/iu;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const isFile = (value: unknown): value is FileLike =>
  typeof value === "object" && value !== null && "name" in value && "size" in value;

function isRealDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    date.getUTCFullYear() === Number(m[1]) &&
    date.getUTCMonth() === Number(m[2]) - 1 &&
    date.getUTCDate() === Number(m[3])
  );
}

export interface BuildOptions {
  /** Language for {accept} and {maxSize}. Default 'es'. */
  lang?: string;
}

/** The yup schema of one field. */
export function fieldSchema(
  field: FormField,
  defaults: FormMessages,
  { lang = "es" }: BuildOptions = {},
): yup.MixedSchema<FieldValue | undefined> {
  const msg = (key: Parameters<typeof messageFor>[1], vars?: Record<string, string | number>) =>
    messageFor(field, key, defaults, vars);
  let schema = yup.mixed<NonNullable<FieldValue>>().nullable() as yup.MixedSchema<FieldValue | undefined>;
  const check = (name: string, message: string, ok: (value: FieldValue | undefined) => boolean) => {
    schema = schema.test(name, message, (value) => ok(value as FieldValue | undefined));
  };
  if (field.required) check("required", msg("required"), (value) => !isBlank(value));
  const filled = (ok: (value: string) => boolean) => (value: FieldValue | undefined) =>
    isBlank(value) || ok(text(value));

  switch (field.type) {
    case "email":
      check(
        "email",
        msg("email"),
        filled((v) => EMAIL_PATTERN.test(v)),
      );
      break;
    case "url":
      check(
        "url",
        msg("url"),
        filled((v) => URL_PATTERN.test(v)),
      );
      break;
    case "tel":
      check(
        "tel",
        msg("tel"),
        filled((v) => TEL_PATTERN.test(v) && isValidPhoneNumber(v, DEFAULT_PHONE_COUNTRY)),
      );
      break;
    case "date":
      check("date", msg("date"), filled(isRealDate));
      break;
    case "file": {
      const accept = field.accept.map((ext) => ext.toLowerCase());
      check(
        "fileType",
        msg("fileType", { accept: formatAccept(field.accept, lang) }),
        (value) => !isFile(value) || accept.includes(extensionOf(value)),
      );
      check(
        "fileSize",
        msg("fileSize", { maxSize: formatBytes(field.maxBytes, lang) }),
        (value) => !isFile(value) || value.size <= field.maxBytes,
      );
      break;
    }
    default:
      break;
  }
  if ("minLength" in field && field.minLength) {
    const min = field.minLength;
    check(
      "minLength",
      msg("minLength", { min }),
      filled((v) => [...v].length >= min),
    );
  }
  if ("maxLength" in field && field.maxLength) {
    const max = field.maxLength;
    check(
      "maxLength",
      msg("maxLength", { max }),
      filled((v) => [...v].length <= max),
    );
  }
  if ("pattern" in field && field.pattern) {
    const pattern = new RegExp(field.pattern, "u");
    check(
      "pattern",
      msg("pattern"),
      filled((v) => pattern.test(v)),
    );
  }
  return schema;
}

export type FormSchema = yup.ObjectSchema<FormValues>;

/** The whole form: one entry per field, by name. */
export function buildYupSchema(
  fields: readonly FormField[],
  defaults: FormMessages,
  options: BuildOptions = {},
): FormSchema {
  return yup.object(
    Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, defaults, options)])),
  ) as unknown as FormSchema;
}

/** Field errors by name (first failing rule of each field); empty when valid. */
export function validateValues(schema: FormSchema, values: FormValues): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

/** Names of required fields left blank (for the 'Campos requeridos' notice). */
export function missingRequired(fields: readonly FormField[], values: FormValues): string[] {
  return fields.filter((field) => field.required && isBlank(values[field.name])).map((field) => field.name);
}

/**
 * Whether the submit button is enabled (spec §5: e.g. name and message
 * non-blank and the email valid). `gate` names the fields that must pass;
 * all required fields when absent.
 */
export function isGateOpen(
  schema: FormSchema,
  fields: readonly FormField[],
  values: FormValues,
  gate?: readonly string[],
): boolean {
  const names = gate ?? fields.filter((field) => field.required).map((field) => field.name);
  return names.every((name) => {
    try {
      schema.validateSyncAt(name, values);
      return true;
    } catch {
      return false;
    }
  });
}
