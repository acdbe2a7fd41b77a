// A draft whose base moved on (someone published the page meanwhile) is
// merged section by section, keyed by the section's id: a section (or a page
// field) changed on one side only takes that side; changed on both sides
// the same way is fine; changed differently is a conflict, reported by
// section so the editor can show which ones. The order of the sections
// follows the side that reordered them (a conflict when both did).
type Json = unknown;
type Doc = Record<string, Json>;
type Section = Record<string, Json> & { id?: string; type?: string };

export interface MergeConflict {
  /** "sections/<id>" or the page field's name. */
  place: string;
  type?: string;
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

function pick<T>(
  base: T | undefined,
  theirs: T | undefined,
  mine: T | undefined,
): { value: T | undefined; conflict: boolean } {
  if (same(mine, base)) return { value: theirs, conflict: false };
  if (same(theirs, base) || same(theirs, mine)) return { value: mine, conflict: false };
  return { value: mine, conflict: true };
}

const keyed = (doc: Doc) => {
  const list = (Array.isArray(doc.sections) ? doc.sections : []) as Section[];
  return { order: list.map((s, i) => s.id ?? `#${i}`), byId: new Map(list.map((s, i) => [s.id ?? `#${i}`, s])) };
};

export function mergeBySection(base: Doc, theirs: Doc, mine: Doc): { doc: Doc; conflicts: MergeConflict[] } {
  const conflicts: MergeConflict[] = [];
  const doc: Doc = {};
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])) {
    if (key === "sections") continue;
    const { value, conflict } = pick(base[key], theirs[key], mine[key]);
    if (conflict) conflicts.push({ place: key });
    if (value !== undefined) doc[key] = value;
  }
  const b = keyed(base);
  const t = keyed(theirs);
  const m = keyed(mine);
  const merged = new Map<string, Section>();
  for (const id of new Set([...m.order, ...t.order, ...b.order])) {
    const { value, conflict } = pick(b.byId.get(id), t.byId.get(id), m.byId.get(id));
    if (conflict)
      conflicts.push({ place: `sections/${id}`, type: String((m.byId.get(id) ?? t.byId.get(id))?.type ?? "") });
    if (value !== undefined) merged.set(id, value);
  }
  const kept = (order: string[]) => order.filter((id) => b.byId.has(id) && merged.has(id));
  const mineMoved = !same(kept(m.order), kept(b.order));
  const theirsMoved = !same(kept(t.order), kept(b.order));
  if (mineMoved && theirsMoved && !same(kept(m.order), kept(t.order))) conflicts.push({ place: "sections" });
  const [lead, other] = mineMoved ? [m.order, t.order] : [t.order, m.order];
  const order = lead.filter((id) => merged.has(id));
  // Sections only the other side added go after the section they followed there.
  other.forEach((id, i) => {
    if (order.includes(id) || !merged.has(id)) return;
    const before = other
      .slice(0, i)
      .reverse()
      .find((prev) => order.includes(prev));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  if ("sections" in mine || "sections" in theirs) doc.sections = order.map((id) => merged.get(id)!);
  return { doc, conflicts };
}
