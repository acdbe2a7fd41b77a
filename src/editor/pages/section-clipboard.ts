// "Copiar sección" / "Pegar sección" (issue 35): a section copied on one
// page is pasted on the same page or another one, in this browser (kept in
// localStorage, so it survives opening another page). Pure: what is kept,
// and the item pasted (a new Puck id, and a free anchor when the page
// already has the copied one, as Duplicate does).
import { ANCHOR_PROP, type PuckItem } from "../doc-data";
import { nextFreeAnchor } from "../duplicate-anchor";

export const CLIPBOARD_KEY = "editor.section-clipboard";
/** Past this the copy is refused rather than filling the browser's storage. */
export const MAX_CLIPBOARD_CHARS = 500_000;

export interface Clipped {
  item: PuckItem;
  /** The page it was copied from (its title), for the button's label. */
  from: string;
  label: string;
}

export function readClipboard(storage: Pick<Storage, "getItem">): Clipped | undefined {
  try {
    const value = JSON.parse(storage.getItem(CLIPBOARD_KEY) ?? "null") as Clipped | null;
    return value && typeof value.item?.type === "string" && value.item.props && typeof value.label === "string"
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `item`; false when it is too large to keep. */
export function writeClipboard(storage: Pick<Storage, "setItem">, clipped: Clipped): boolean {
  const text = JSON.stringify(clipped);
  if (text.length > MAX_CLIPBOARD_CHARS) return false;
  storage.setItem(CLIPBOARD_KEY, text);
  return true;
}

/** The section to insert: `newId` as Puck's id, and a free anchor among `content`'s. */
export function pastedItem(
  clipped: Clipped,
  content: readonly PuckItem[],
  newId: string,
  known: ReadonlySet<string>,
): PuckItem | { unknownType: string } {
  if (!known.has(clipped.item.type)) return { unknownType: clipped.item.type };
  const props: PuckItem["props"] = { ...structuredClone(clipped.item.props), id: newId };
  const anchor = props[ANCHOR_PROP];
  if (typeof anchor === "string" && anchor !== "") {
    const taken = new Set(
      content.map((item) => item.props[ANCHOR_PROP]).filter((a): a is string => typeof a === "string"),
    );
    if (taken.has(anchor)) props[ANCHOR_PROP] = nextFreeAnchor(anchor, taken);
  }
  return { type: clipped.item.type, props };
}
