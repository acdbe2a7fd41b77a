// A duplicated section starts as an exact copy, its anchor (`id`) included,
// and a new one (from «Añadir sección» or the palette) starts as its type's
// example, whose anchor the page may already use; validate refuses two
// sections with one anchor on a page. The new section gets the next free
// anchor instead (preguntas → preguntas-2, precios-2 → precios-3), so adding
// or duplicating never leaves the marketer with an error to fix by hand.
import { ANCHOR_PROP, ROOT_ZONE, type PuckItem } from "./puck-item";

export function nextFreeAnchor(anchor: string, taken: ReadonlySet<string>): string {
  const base = anchor.replace(/-\d+$/, "");
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

interface ActionLike {
  type: string;
  sourceIndex?: number;
  sourceZone?: string;
  destinationIndex?: number;
  destinationZone?: string;
}

/** Where a duplicate or an insert in the page's list of sections put the new section. */
function newSectionIndex(action: ActionLike): number | undefined {
  if (action.type === "duplicate" && action.sourceIndex !== undefined && (action.sourceZone ?? ROOT_ZONE) === ROOT_ZONE)
    return action.sourceIndex + 1;
  if (action.type === "insert" && action.destinationIndex !== undefined && action.destinationZone === ROOT_ZONE)
    return action.destinationIndex;
  return undefined;
}

/** After Puck's duplicate or insert action: the new section with a free anchor, or null when it has none or it is free. */
export function withFreeAnchor(
  action: ActionLike,
  content: readonly PuckItem[],
): { index: number; item: PuckItem } | null {
  const index = newSectionIndex(action);
  if (index === undefined) return null;
  const copy = content[index];
  const anchor = copy?.props[ANCHOR_PROP];
  if (!copy || typeof anchor !== "string" || anchor === "") return null;
  const others = content.filter((_, i) => i !== index).map((item) => item.props[ANCHOR_PROP]);
  if (!others.includes(anchor)) return null;
  const taken = new Set(others.filter((a): a is string => typeof a === "string"));
  return { index, item: { ...copy, props: { ...copy.props, [ANCHOR_PROP]: nextFreeAnchor(anchor, taken) } } };
}
