// Validation messages come from JSON: the field's own `messages` first, then
// the form's. Placeholders ({label}, {min}, {max}, {accept}, {maxSize}) are
// filled here, in the visitor's language.
import { fillTemplate } from "../format/template.ts";
import type { FileLike, FormField, FormMessages, MessageKey } from "./types.ts";

/** A key missing in both places falls back to `pattern`, then `required`. */
export function messageFor(
  field: FormField,
  key: MessageKey,
  defaults: FormMessages,
  vars: Record<string, string | number> = {},
): string {
  const own = field.messages ?? {};
  const template =
    own[key] ?? defaults[key] ?? own.pattern ?? defaults.pattern ?? own.required ?? defaults.required ?? "";
  return fillTemplate(template, { label: field.label, ...vars });
}

const LOCALES: Record<string, string> = { es: "es-ES", en: "en-GB", fr: "fr-FR", it: "it-IT" };

/** '.pdf', '.doc', '.docx' → 'PDF, DOC o DOCX' (in Spanish). */
export function formatAccept(accept: readonly string[], lang = "es"): string {
  const names = accept.map((ext) => ext.replace(/^\./, "").toUpperCase());
  return new Intl.ListFormat(LOCALES[lang] ?? lang, { type: "disjunction" }).format(names);
}

/** 5242880 → '5 MB'; 1536000 → '1,5 MB'; under 1 MB in KB. */
export function formatBytes(bytes: number, lang = "es"): string {
  const locale = LOCALES[lang] ?? lang;
  const mb = bytes / (1024 * 1024);
  if (mb >= 1)
    return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(mb);
  return new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );
}

/** The extension of a file name, lowercase with the dot ('' when none). */
export function extensionOf(file: FileLike): string {
  const match = /\.[^.]+$/.exec(file.name);
  return match ? match[0].toLowerCase() : "";
}
