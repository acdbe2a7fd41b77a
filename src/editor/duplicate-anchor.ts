// A duplicated section starts as an exact copy, its anchor (`id`) included,
// and validate refuses two sections with one anchor on a page. The copy gets
// the next free anchor instead (precios → precios-2, precios-2 → precios-3),
// so Duplicate never leaves the marketer with an error to fix by hand.
import { ANCHOR_PROP, ROOT_ZONE, type PuckItem } from "./doc-data";

export function nextFreeAnchor(anchor: string, taken: ReadonlySet<string>): string {
  const base = anchor.replace(/-\d+$/, "");
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

interface DuplicateLike {
  type: string;
  sourceIndex?: number;
  sourceZone?: string;
}

/** After Puck's duplicate action: the copy (right below its source) with a free anchor, or null when it has none or it is free. */
export function renamedDuplicate(
  action: DuplicateLike,
  content: readonly PuckItem[],
): { index: number; item: PuckItem } | null {
  if (
    action.type !== "duplicate" ||
    action.sourceIndex === undefined ||
    (action.sourceZone && action.sourceZone !== ROOT_ZONE)
  )
    return null;
  const index = action.sourceIndex + 1;
  const copy = content[index];
  const anchor = copy?.props[ANCHOR_PROP];
  if (!copy || typeof anchor !== "string" || anchor === "") return null;
  const others = content.filter((_, i) => i !== index).map((item) => item.props[ANCHOR_PROP]);
  if (!others.includes(anchor)) return null;
  const taken = new Set(others.filter((a): a is string => typeof a === "string"));
  return { index, item: { ...copy, props: { ...copy.props, [ANCHOR_PROP]: nextFreeAnchor(anchor, taken) } } };
}
