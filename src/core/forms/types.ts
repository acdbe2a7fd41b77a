// The form declaration comes from the schema (src/generated); these are the
// run-time shapes built from it.
import type { FormField, FormFieldOrGroup, FormMessages, FormSection } from "../../generated/schema.ts";

export type {
  FormAction,
  FormField,
  FormFieldGroup,
  FormFieldOrGroup,
  FormMessages,
  FormPostAction,
  FormSection,
  FormSimulateAction,
  FormToast,
} from "../../generated/schema.ts";

/** What the browser and the server check a submission against: a form section, or another form built from its copy (the calculator's email sheet). */
export type FormDeclaration = Pick<FormSection, "id" | "fields" | "messages">;

/** What a file input holds: a File in the browser, anything with a name and size in tests. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

export type FieldValue = string | boolean | FileLike | null;
export type FormValues = Record<string, FieldValue>;

export type MessageKey = keyof FormMessages;

/** Field types whose value is one line or block of text. */
export type TextFieldType = "text" | "email" | "tel" | "url" | "password" | "date" | "textarea";

export const isGroup = (entry: FormFieldOrGroup): entry is Extract<FormFieldOrGroup, { type: "group" }> =>
  entry.type === "group";

/** Every field of a declaration, groups flattened, in order. */
export function flattenFields(entries: FormSection["fields"] | readonly FormFieldOrGroup[]): FormField[] {
  return entries.flatMap((entry) => (isGroup(entry) ? [...entry.fields] : [entry]));
}

/** The empty value of each field: '' for text and choices, false for a checkbox, null for a file. */
export function initialValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.type === "checkbox" ? false : field.type === "file" ? null : ""]),
  );
}

/** Blank: nothing, or only whitespace. A checkbox is blank when unticked. */
export function isBlank(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === "string") return value.trim() === "";
  return false;
}
