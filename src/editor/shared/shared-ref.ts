// A shared section in the editor (issue 43). Its Puck item holds the reference
// (`ref`) and, to edit the shared section in place, that section's own props
// and type (`sharedType`); the page keeps only `{ "type": "shared", "id", "ref" }`
// (schema/defs/shared-section.schema.json), the id being the placement's on
// this page (what a variant's chosen sections, a review and the history name).
import { ANCHOR_PROP, type PuckItem } from "../puck-item";
import { sharedCopy } from "./copy";

export const SHARED_TYPE = "shared";
/** The item prop naming the type of the shared section it shows. */
export const SHARED_TYPE_PROP = "sharedType";

/** What a page stores for a shared item: the reference alone, under its id on the page when it has one. */
export const sharedRefOf = (item: PuckItem, id?: string) => ({
  type: SHARED_TYPE,
  ...(id ? { id } : {}),
  ref: String(item.props.ref ?? ""),
});

const SECTION_ID = /^[a-z][a-z0-9-]*$/;

/**
 * The id a shared section placed without one gets on the page: the shared section's own anchor while the page
 * has no other section by that name (so its HTML stays as it was), else the next free one (empezar-2), as a
 * duplicated section's anchor does.
 */
export function placementId(
  item: PuckItem,
  taken: ReadonlySet<string>,
  nextFree: (id: string, taken: ReadonlySet<string>) => string,
): string {
  const own = String(item.props[ANCHOR_PROP] ?? "");
  const ref = String(item.props.ref ?? "");
  const base = SECTION_ID.test(own) ? own : SECTION_ID.test(ref) ? ref : `compartida-${ref}`;
  return taken.has(base) ? nextFree(base, taken) : base;
}

/** How the team names a section in a list (a review, a variant's chosen sections): its type's name and id; a shared one by its own name. */
export function sectionName(
  section: { type?: unknown; id?: unknown; ref?: unknown },
  typeLabels: Record<string, string>,
): string {
  if (section.type === SHARED_TYPE) return sharedCopy.named(String(section.ref ?? ""));
  const type = typeLabels[String(section.type)] ?? String(section.type);
  return typeof section.id === "string" && section.id ? `${type} «${section.id}»` : type;
}

/** A shared item's props without the reference: the shared section's own, in Puck's shape (with Puck's item id). */
export function ownProps(item: PuckItem): PuckItem["props"] {
  const { ref: _ref, [SHARED_TYPE_PROP]: _type, ...props } = item.props;
  return props as PuckItem["props"];
}
