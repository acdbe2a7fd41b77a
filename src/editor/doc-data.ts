// Page document ⇄ Puck data. Pure: the round trip of every shipped document
// gives byte-identical JSON (src/editor/doc-data.test.ts), so saving a page
// changes only what the marketer changed.
//  - Puck keeps its own item id in `props.id`; a section's `id` (its anchor)
//    travels as `props.sectionId`.
//  - Puck's array fields hold objects; a list of strings is held as
//    `[{ value }]` and unwrapped on the way back.
//  - Key order comes back from the document as it was opened; new keys go last.
import type { FieldSpec } from "./schema-fields";
import type { JsonObject } from "../core/json";
import { nextFreeAnchor } from "./duplicate-anchor";
import { placementId, SHARED_TYPE, sharedRefOf } from "./shared/shared-ref";

export type { JsonObject };
// A section as Puck holds it and its anchor's prop live in puck-item.ts, which the anchor and shared-section
// helpers import without importing this module (that was an import cycle).
export { ANCHOR_PROP, type PuckItem, ROOT_ZONE } from "./puck-item";
import { ANCHOR_PROP, type PuckItem } from "./puck-item";

export interface PuckData {
  root: { props: Record<string, unknown> };
  content: PuckItem[];
}

export interface EditorSchema {
  /** Section type → its fields. */
  sections: Record<string, Record<string, FieldSpec>>;
  /** The page's own fields (meta, path, experiment...). */
  page: Record<string, FieldSpec>;
}

/** Document keys the editor does not show: they never change through it. */
export const FIXED_KEYS = ["$schema", "version", "sections"] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Value as stored in the document → value as Puck's field edits it. */
export function toField(spec: FieldSpec | undefined, value: unknown): unknown {
  if (!spec || value === undefined) return value;
  if (spec.kind === "array" && Array.isArray(value)) {
    return value.map((item) =>
      spec.item.kind === "object" ? toField(spec.item, item) : { value: toField(spec.item, item) },
    );
  }
  if (spec.kind === "object" && isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toField(spec.fields[k], v)]));
  }
  return value;
}

/** Inverse of toField; empty optional values are dropped (Puck keeps "" when a field is cleared). */
export function fromField(spec: FieldSpec | undefined, value: unknown): unknown {
  if (!spec || value === undefined) return value;
  if (spec.kind === "array" && Array.isArray(value)) {
    return value.map((item) =>
      spec.item.kind === "object"
        ? fromField(spec.item, item)
        : fromField(spec.item, isObject(item) ? item.value : item),
    );
  }
  if (spec.kind === "object" && isObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const child = spec.fields[k];
      const back = fromField(child, v);
      if (back === undefined || (back === "" && child && !child.required)) continue;
      out[k] = back;
    }
    return out;
  }
  return value;
}

/** `next` with the key order of `before` where both have a key (recursively); keys new in `next` go last. */
export function keepOrder(before: unknown, next: unknown): unknown {
  if (Array.isArray(next)) return next.map((item, i) => keepOrder(Array.isArray(before) ? before[i] : undefined, item));
  if (!isObject(next)) return next;
  const old = isObject(before) ? before : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(old))
    if (key in next && next[key] !== undefined) out[key] = keepOrder(old[key], next[key]);
  for (const key of Object.keys(next))
    if (!(key in out) && next[key] !== undefined) out[key] = keepOrder(undefined, next[key]);
  return out;
}

/** Puck item ids for an opened document's sections: stable, so the originals can be found again after a reorder. */
export const itemId = (index: number) => `s${index}`;

/**
 * A section as a Puck item. Every field of the type the section lacks is
 * present as `undefined`: Puck renders `{ ...defaultProps, ...props }`, and
 * the component's defaultProps are its schema example (what the palette
 * inserts), so a missing key would show the example's text in the preview
 * for a field the document does not have.
 */
export function sectionToItem(schema: EditorSchema, section: JsonObject, id: string): PuckItem {
  const type = String(section.type);
  const fields = schema.sections[type] ?? {};
  const props: PuckItem["props"] = { id };
  for (const key of Object.keys(fields)) props[key === "id" ? ANCHOR_PROP : key] = undefined;
  for (const [key, value] of Object.entries(section)) {
    if (key === "type") continue;
    props[key === "id" ? ANCHOR_PROP : key] = toField(fields[key], value);
  }
  return { type, props };
}

/** Starter props of a new section: its schema example, in Puck's shape (without Puck's id). */
export function starterProps(schema: EditorSchema, example: JsonObject): Record<string, unknown> {
  const { id: _id, ...props } = sectionToItem(schema, example, "").props;
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
}

export function itemToSection(schema: EditorSchema, item: PuckItem, original: JsonObject | undefined): JsonObject {
  // A shared section's fields are its file's (published with «Publicar la sección compartida»): the page keeps the
  // reference, under the id it had (a converted section's anchor, a placement's id); its props hold the shared file's.
  if (item.type === SHARED_TYPE)
    return keepOrder(
      original,
      sharedRefOf(item, typeof original?.id === "string" ? original.id : undefined),
    ) as JsonObject;
  const fields = schema.sections[item.type] ?? {};
  const section: Record<string, unknown> = { type: item.type };
  const { id: _puckId, [ANCHOR_PROP]: anchor, ...rest } = item.props;
  if (anchor !== undefined && anchor !== "") section.id = anchor;
  const body = fromField({ kind: "object", fields, order: [], label: "", help: "", required: true }, rest) as Record<
    string,
    unknown
  >;
  Object.assign(section, body);
  return keepOrder(original, section) as JsonObject;
}

export function docToData(schema: EditorSchema, doc: JsonObject): PuckData {
  const rootProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if ((FIXED_KEYS as readonly string[]).includes(key)) continue;
    rootProps[key] = toField(schema.page[key], value);
  }
  const sections = (doc.sections ?? []) as JsonObject[];
  return { root: { props: rootProps }, content: sections.map((s, i) => sectionToItem(schema, s, itemId(i))) };
}

/**
 * Puck data back to a document. `original` is the document as opened: its
 * fixed keys are kept and its key order wins; sections are matched to their
 * originals by Puck item id (a moved section keeps its own key order).
 */
export function dataToDoc(
  schema: EditorSchema,
  data: PuckData,
  original: JsonObject,
  starters: Record<string, JsonObject> = {},
): JsonObject {
  const originals = new Map(((original.sections ?? []) as JsonObject[]).map((s, i) => [itemId(i), s]));
  const sections = data.content.map((item) =>
    itemToSection(schema, item, originals.get(item.props.id) ?? starters[item.type]),
  );
  // A shared section placed without an id (from the palette, or written so by hand) gets one: everything keyed
  // by a section's id (a variant's chosen sections, a review's comment, the history) can then name it.
  const taken = new Set(sections.map((s) => s.id).filter((id): id is string => typeof id === "string"));
  sections.forEach((section, i) => {
    if (section.type !== SHARED_TYPE || section.id) return;
    const id = placementId(data.content[i]!, taken, nextFreeAnchor);
    taken.add(id);
    const { type, ...rest } = section;
    sections[i] = { type, id, ...rest };
  });
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data.root.props ?? {})) {
    const spec = schema.page[key];
    const back = fromField(spec, value);
    if (back === undefined || (back === "" && spec && !spec.required)) continue;
    root[key] = back;
  }
  const next: Record<string, unknown> = {};
  for (const key of FIXED_KEYS) if (key in original && key !== "sections") next[key] = original[key];
  Object.assign(next, root, { sections: [] });
  // Sections already have their own originals' order (matched by id, not by index).
  const doc = keepOrder(original, next) as JsonObject;
  doc.sections = sections;
  return doc;
}

/**
 * Page fields a document does not use, not offered: the A/B ones (a variant is created with its own dialog,
 * which writes both) and «Colección», which only a template page of a collection has (issue 41: «Colección: —»
 * stood on every page's fields, a question no marketer's page needs answered).
 */
export const unusedPageFields = (doc: JsonObject): string[] =>
  ["experiment", "variant", "collection"].filter((key) => doc[key] === undefined);

/** The file text the project writes: 2-space JSON and a trailing newline. */
export const serialize = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
