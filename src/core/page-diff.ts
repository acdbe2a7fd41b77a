// What changed between two versions of a page document, field by field, as
// JSON pointers («Historial», issue 41: the fields a version changed, not its
// commit message). Sections are matched by their id, as the review matches
// them, so inserting one section is one change, not every later section
// changed. Pure and Node-safe: the server labels the pointers in Spanish
// (lib/editor/problems.ts labelOf) and sends them to the editor.

export interface ChangedField {
  /** Where, in the newer version; in the older one for a section that was removed. */
  pointer: string;
  removed?: true;
}

/** The document's own bookkeeping, never a field a person edits. */
const BOOKKEEPING = new Set(["$schema", "version"]);

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const escapeKey = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");
const idOf = (s: unknown) => (isObject(s) && typeof s.id === "string" ? s.id : undefined);

/** Every field `after` changed from `before` (a page that did not exist before: its sections and fields, all new). */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const out: ChangedField[] = [];
  walk(isObject(before) ? before : {}, after, "", out);
  return out;
}

function walk(a: unknown, b: unknown, pointer: string, out: ChangedField[]): void {
  if (same(a, b)) return;
  if (pointer === "/sections" && Array.isArray(b)) {
    sections(Array.isArray(a) ? a : [], b, out);
    return;
  }
  // A group of fields that is new (the page's metadata of a new page) is said by its fields.
  if (isObject(b) && (isObject(a) || a === undefined)) {
    const was: Obj = isObject(a) ? a : {};
    for (const key of new Set([...Object.keys(was), ...Object.keys(b)])) {
      if (pointer === "" && BOOKKEEPING.has(key)) continue;
      walk(was[key], b[key], `${pointer}/${escapeKey(key)}`, out);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < b.length; i++) walk(a[i], b[i], `${pointer}/${i}`, out);
    return;
  }
  out.push({ pointer });
}

function sections(a: unknown[], b: unknown[], out: ChangedField[]): void {
  const before = new Map(a.flatMap((s) => (idOf(s) ? [[idOf(s)!, s] as const] : [])));
  const kept = new Set(b.map(idOf).filter(Boolean));
  b.forEach((section, i) => {
    const id = idOf(section);
    // A section without an id (an old document) is compared with the one at its place.
    const old = id ? before.get(id) : a[i];
    if (!isObject(old) || !isObject(section) || old.type !== section.type) out.push({ pointer: `/sections/${i}` });
    else walk(old, section, `/sections/${i}`, out);
  });
  a.forEach((section, i) => {
    const id = idOf(section);
    if (id && !kept.has(id)) out.push({ pointer: `/sections/${i}`, removed: true });
  });
  const order = (list: unknown[]) => list.map(idOf).filter((id) => id && before.has(id) && kept.has(id));
  if (!same(order(a), order(b))) out.push({ pointer: "/sections" });
}
