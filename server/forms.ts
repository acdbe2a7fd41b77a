// The form declarations the pages hold, and the server's check of a
// submission against one: the same yup schema the browser builds
// (src/core/forms/build-schema.ts), plus what only a server must refuse (unknown
// fields, wrong value types, choices not offered, endless text).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildYupSchema, validateValues, type FormSchema } from "../src/core/forms/build-schema.ts";
import { messageFor } from "../src/core/forms/messages.ts";
import { fillPlaceholders, placeholderValues, type PlaceholderSource } from "../src/core/placeholders.ts";
import type { DeclaredForm, SectionServer } from "../src/forms/section-server.ts";
import type { Section } from "../src/generated/schema.ts";
import { sectionServers } from "../src/generated/section-servers.ts";
import { phoneKey } from "./phone-key.ts";
import type { PageDoc } from "../lib/validate/content.ts";
import { readSharedSections, withSharedSections } from "../lib/validate/shared-sections.ts";
import {
  flattenFields,
  type FieldValue,
  type FileLike,
  type FormDeclaration,
  type FormField,
  type FormValues,
} from "../src/core/forms/types.ts";

/** Text longer than this is refused even when the declaration sets no maxLength. */
export const MAX_TEXT = 10_000;
/** The hidden field a person never fills (the form's honeypot). */
export const HONEYPOT = "_hp";
/** A bot filled the hidden field: any value a person's browser would not send (text, a number, an object …). */
export const caughtByHoneypot = (input: Input) => ![undefined, null, "", false].includes(input[HONEYPOT] as never);
/** Said of a field the declaration does not have (no browser message exists for it). */
export const UNKNOWN_FIELD = "Campo desconocido.";

// The pages' files: `_site.json` and `_data/` (collections, shared sections) are not pages.
function* pageFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith("_")) continue;
    if (entry.isDirectory()) yield* pageFiles(path);
    else if (entry.name.endsWith(".json")) yield path;
  }
}

/**
 * Fills {product}, {email} and {phone} from the site document, as the build
 * does for the browser (lib/i18n/localize.ts): a message such as 'Introduce
 * un email válido (ej. {email}).' reads the same from both.
 */
function sitePlaceholders(pagesDir: string): (json: string) => string {
  const site = JSON.parse(readFileSync(join(pagesDir, "_site.json"), "utf8")) as PlaceholderSource;
  // Filled inside JSON text: each value goes in JSON-escaped.
  const escaped = Object.fromEntries(
    Object.entries(placeholderValues(site)).map(([key, value]) => [key, JSON.stringify(value).slice(1, -1)]),
  );
  return (json) => fillPlaceholders(json, escaped);
}

/**
 * What the server reads of a section's type: its folder's server.ts
 * (src/sections/<type>/server.ts), from the generated table; none for a
 * type without forms.
 */
export function serverOf(section: { type?: unknown }): SectionServer<Section> | undefined {
  const type = String(section.type);
  return Object.hasOwn(sectionServers, type)
    ? (sectionServers[type as keyof typeof sectionServers] as SectionServer<Section>)
    : undefined;
}

/**
 * Each page under `pagesDir` (its A/B variants too) as the visitor gets it: {product}… filled and its shared
 * sections (pages/_data/sections/) in place, by the resolver the build renders with, so a form or a demo booking
 * made shared is still found, under its placement's id on each page that places it.
 */
export function* pageDocs(
  pagesDir: string,
): Generator<{ path?: string; sections: Array<{ type?: unknown; id?: string }> }> {
  const fill = sitePlaceholders(pagesDir);
  const read = (text: string) => JSON.parse(fill(text)) as unknown;
  const shared = readSharedSections(join(pagesDir, ".."), read);
  for (const file of pageFiles(pagesDir)) {
    const doc = read(readFileSync(file, "utf8")) as Partial<PageDoc>;
    if (!Array.isArray(doc.sections)) continue;
    const shown = withSharedSections(doc as PageDoc, shared);
    yield { path: typeof shown.path === "string" ? shown.path : undefined, sections: shown.sections };
  }
}

/** Every form each page's sections show, with the page's path. */
function* pageForms(pagesDir: string): Generator<{ path?: string; form: DeclaredForm }> {
  for (const { path, sections } of pageDocs(pagesDir))
    for (const section of sections)
      for (const form of serverOf(section)?.forms?.(section as Section) ?? []) yield { path, form };
}

/**
 * Every form the pages declare, by id: each section's forms as its type's
 * server.ts declares them (a form section; a calculator's email sheet,
 * `<calculator id>-email`). Ids are unique across pages; a variant repeating
 * one must declare the same fields.
 */
export function loadForms(pagesDir: string): Map<string, FormDeclaration> {
  const forms = new Map<string, FormDeclaration>();
  for (const { form } of pageForms(pagesDir))
    if (form.declaration.id && !forms.has(form.declaration.id)) forms.set(form.declaration.id, form.declaration);
  return forms;
}

/**
 * What the inbox says of each declared form: its title (the calculator's
 * sheet: "Análisis por email", a form section's heading) and the paths of
 * the pages that show it.
 */
export function formCatalogue(
  pagesDir: string,
  forms: ReadonlyMap<string, FormDeclaration>,
): Map<string, { title: string; pages: string[]; declaration: FormDeclaration }> {
  const info = new Map([...forms].map(([id, declaration]) => [id, { title: id, pages: [] as string[], declaration }]));
  for (const { path, form } of pageForms(pagesDir)) {
    const id = form.declaration.id;
    const entry = id ? info.get(id) : undefined;
    if (!entry) continue;
    if (path && !entry.pages.includes(path)) entry.pages.push(path);
    if (entry.title === id) entry.title = form.title;
  }
  return info;
}

export type Input = Record<string, unknown>;
export type CheckResult = { ok: true; values: FormValues } | { ok: false; errors: Record<string, string> };

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as FileLike).name === "string" &&
  typeof (v as FileLike).size === "number";

/** A submitted value as the browser's form would hold it, or an error when its type cannot be that field's. */
function coerce(
  field: FormField,
  raw: unknown,
  defaults: FormDeclaration["messages"],
): { value: FieldValue } | { error: string } {
  const bad = (key: "pattern" | "required") => ({ error: messageFor(field, key, defaults) });
  if (raw === undefined || raw === null)
    return { value: field.type === "checkbox" ? false : field.type === "file" ? null : "" };
  switch (field.type) {
    case "checkbox":
      // JSON sends booleans; multipart sends their text.
      if (raw === true || raw === "true" || raw === "on") return { value: true };
      if (raw === false || raw === "false" || raw === "") return { value: false };
      return bad("pattern");
    case "file":
      return isFileLike(raw) ? { value: raw } : raw === "" ? { value: null } : bad("pattern");
    case "select":
      if (typeof raw !== "string") return bad("pattern");
      return raw === "" || field.options.some((o) => o.value === raw) ? { value: raw } : bad("pattern");
    default:
      return typeof raw === "string" ? { value: raw } : bad("pattern");
  }
}

/**
 * The one check of what a visitor sends, for every endpoint (forms, the
 * booking modal, the inline demo): the declaration the browser uses, its
 * yup rules (or the endpoint's schema built on them, such as the demo's
 * bookable days), plus what only a server must refuse. On success, the
 * values as the browser would hold them.
 */
export function checkSubmission(
  section: FormDeclaration,
  input: Input,
  options: { lang?: string; schema?: FormSchema } = {},
): CheckResult {
  const lang = options.lang ?? "es";
  const fields = flattenFields(section.fields);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const errors: Record<string, string> = {};
  const values: FormValues = {};
  for (const name of Object.keys(input)) if (name !== HONEYPOT && !byName.has(name)) errors[name] = UNKNOWN_FIELD;
  for (const field of fields) {
    const result = coerce(field, input[field.name], section.messages);
    if ("error" in result) {
      errors[field.name] = result.error;
      continue;
    }
    if (
      typeof result.value === "string" &&
      [...result.value].length > MAX_TEXT &&
      !("maxLength" in field && field.maxLength)
    ) {
      errors[field.name] = messageFor(field, "maxLength", section.messages, { max: MAX_TEXT });
      continue;
    }
    values[field.name] = result.value;
  }
  const found = validateValues(options.schema ?? buildYupSchema(fields, section.messages, { lang }), values);
  for (const [name, message] of Object.entries(found)) errors[name] ??= message;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/** What is stored of checked values: text and booleans; never a password; a file by its original name. */
export function storableData(section: FormDeclaration, values: FormValues): Record<string, string | boolean> {
  const data: Record<string, string | boolean> = {};
  for (const field of flattenFields(section.fields)) {
    const value = values[field.name];
    if (field.type === "password" || value === null || value === undefined) continue;
    data[field.name] = typeof value === "object" ? value.name : typeof value === "string" ? value.trim() : value;
  }
  return data;
}

/** The submitter's email: the first email field's value, lower case. */
export function emailOf(section: FormDeclaration, values: FormValues): string {
  const field = flattenFields(section.fields).find((f) => f.type === "email");
  const value = field ? values[field.name] : undefined;
  return typeof value === "string" ? value.trim().toLowerCase() : "";
}

/** The submitter's phone as erasure matches it (server/phone-key.ts): the first tel field's value, or "". */
export function phoneOf(section: FormDeclaration, values: FormValues): string {
  const field = flattenFields(section.fields).find((f) => f.type === "tel");
  const value = field ? values[field.name] : undefined;
  return typeof value === "string" && value.trim() ? phoneKey(value) : "";
}
