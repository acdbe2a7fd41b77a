// What is typed survives an accidental reload: values are kept in session
// storage per form (never passwords or files). Storage may be blocked
// (privacy modes, quotas); then drafts are simply not kept.
import type { FormField, FormValues } from "./types";

const PREFIX = "form-draft:";

export function draftKey(formKey: string): string {
  return `${PREFIX}${formKey}`;
}

/** Fields whose value may be stored: not passwords, not files. */
export const isPersistable = (field: FormField) => field.type !== "password" && field.type !== "file";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

let warned = false;
function warn(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn("Form draft not kept (session storage unavailable):", error);
}

/** The stored draft, checked field by field against the declaration (wrong types and unknown options are dropped). */
export function loadDraft(
  key: string,
  fields: readonly FormField[],
  storage: Storage | null = session(),
): Partial<FormValues> {
  if (!storage) return {};
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(key));
  } catch (error) {
    warn(error);
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const stored = parsed as Record<string, unknown>;
  const out: Partial<FormValues> = {};
  for (const field of fields.filter(isPersistable)) {
    const value = stored[field.name];
    if (field.type === "checkbox") {
      if (typeof value === "boolean") out[field.name] = value;
    } else if (typeof value === "string") {
      if (field.type !== "select" || value === "" || field.options.some((o) => o.value === value))
        out[field.name] = value;
    }
  }
  return out;
}

/** Stores the persistable values; an all-empty draft is removed instead. */
export function saveDraft(
  key: string,
  fields: readonly FormField[],
  values: FormValues,
  storage: Storage | null = session(),
): void {
  if (!storage) return;
  const kept = Object.fromEntries(fields.filter(isPersistable).map((field) => [field.name, values[field.name]]));
  const empty = Object.values(kept).every(
    (value) => value === "" || value === false || value === null || value === undefined,
  );
  try {
    if (empty) storage.removeItem(draftKey(key));
    else storage.setItem(draftKey(key), JSON.stringify(kept));
  } catch (error) {
    warn(error);
  }
}

export function clearDraft(key: string, storage: Storage | null = session()): void {
  try {
    storage?.removeItem(draftKey(key));
  } catch (error) {
    warn(error);
  }
}
