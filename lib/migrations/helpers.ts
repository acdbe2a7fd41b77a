// Small pure tools that migrations are written with.
import type { Doc, Json } from "./types.ts";

const isObject = (value: Json | undefined): value is Doc =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** `doc` with `version` set, placed right after `$schema` like the authored documents. */
export function withVersion(doc: Doc, version: number): Doc {
  const { $schema, version: _old, ...rest } = doc;
  return { ...($schema === undefined ? {} : { $schema }), version, ...rest };
}

/** Renames `from` to `to` in one object, keeping the key's place. */
export function renameIn(object: Doc, from: string, to: string): Doc {
  if (!(from in object) || to in object) return object;
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));
}

/** Applies `fn` to every section of the page, and of its not-found part; returns a new document. */
export function mapSections(doc: Doc, fn: (section: Doc) => Doc): Doc {
  const map = (list: Json | undefined) => (Array.isArray(list) ? list.map((s) => (isObject(s) ? fn(s) : s)) : list);
  const out: Doc = { ...doc };
  if (Array.isArray(doc.sections)) out.sections = map(doc.sections) as Json[];
  if (isObject(doc.notFound) && Array.isArray(doc.notFound.sections))
    out.notFound = { ...doc.notFound, sections: map(doc.notFound.sections) as Json[] };
  return out;
}

/** Renames `from` to `to` in every object inside `value` (deep), e.g. in every card of a section. */
export function renameDeep(value: Json, from: string, to: string): Json {
  if (Array.isArray(value)) return value.map((v) => renameDeep(v, from, to));
  if (!isObject(value)) return value;
  const renamed = renameIn(value, from, to);
  return Object.fromEntries(Object.entries(renamed).map(([key, v]) => [key, renameDeep(v, from, to)]));
}
