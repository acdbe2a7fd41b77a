// A shared section in the editor (issue 43). Its Puck item holds the reference
// (`ref`) and, to edit the shared section in place, that section's own props
// and type (`sharedType`); the page keeps only `{ "type": "shared", "ref" }`
// (schema/defs/shared-section.schema.json).
import type { PuckItem } from "../doc-data";

export const SHARED_TYPE = "shared";
/** The item prop naming the type of the shared section it shows. */
export const SHARED_TYPE_PROP = "sharedType";

/** What a page stores for a shared item: the reference alone. */
export const sharedRefOf = (item: PuckItem) => ({ type: SHARED_TYPE, ref: String(item.props.ref ?? "") });

/** A shared item's props without the reference: the shared section's own, in Puck's shape (with Puck's item id). */
export function ownProps(item: PuckItem): PuckItem["props"] {
  const { ref: _ref, [SHARED_TYPE_PROP]: _type, ...props } = item.props;
  return props as PuckItem["props"];
}
