// The editor's Spanish glossary, put together from where it is written:
// each section folder's editor.es.json (its own fields) and
// schema/editor.es.json (the shared schema files: common $defs, the page,
// the site, the data files), all keyed by field path (./field-path.ts).
// `npm run gen:types` writes the result to src/generated/editor-glossary.ts.
// Pure: the caller reads the files.
import type { SchemaFiles, SchemaNode } from "./schema-refs.ts";
import { glossaryKey } from "./field-path.ts";

export interface GlossaryEntry {
  /** The field's Spanish label (at the place the property is written). */
  label?: string;
  /** The Spanish of the `description` written at this place: the field's help. */
  help?: string;
  /** A choice list's values by their Spanish names (a value without one shows as written). */
  options?: Record<string, string>;
}

/** One editor.es.json: field path → entry. */
export type GlossaryFile = Readonly<Record<string, GlossaryEntry>>;

export interface Glossary {
  /** `<schema file>#<field path>` → entry. */
  fields: Record<string, GlossaryEntry>;
  /**
   * Property name → its usual label, where a text names a property rather
   * than a place (help's `code` spans, a problem's path in a document) or a
   * new schema's property has no entry yet. A property that is a reference
   * to a shared definition often takes the definition's label ("Enlace" for
   * any href), so those places count only for a name that has no other.
   */
  names: Record<string, string>;
}

/** Every property of a schema file, with its JSON pointer, in schema order. */
function* properties(node: unknown, pointer: string): Generator<[string, string, SchemaNode]> {
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* properties(child, `${pointer}/${i}`);
    return;
  }
  if (!node || typeof node !== "object") return;
  for (const [keyword, value] of Object.entries(node)) {
    if (["examples", "default", "const", "enum"].includes(keyword)) continue;
    if ((keyword === "properties" || keyword === "$defs") && value && typeof value === "object") {
      for (const [name, child] of Object.entries(value as Record<string, SchemaNode>)) {
        if (keyword === "properties") yield [name, `${pointer}/properties/${name}`, child];
        yield* properties(child, `${pointer}/${keyword}/${name}`);
      }
    } else yield* properties(value, `${pointer}/${keyword}`);
  }
}

/**
 * The glossary of `files` from each file's editor.es.json entries (`sources`:
 * schema file → entries). `nameLabels` (schema/editor.es.json's "names") sets
 * the usual label of a property name whose places all show another (a
 * shared definition's).
 */
export function buildGlossary(
  files: SchemaFiles,
  sources: ReadonlyMap<string, GlossaryFile>,
  nameLabels: Readonly<Record<string, string>> = {},
): Glossary {
  const fields: Record<string, GlossaryEntry> = {};
  for (const [file, entries] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [path, entry] of Object.entries(entries)) fields[`${file}#${path}`] = entry;
  }
  const votes = new Map<string, { plain: Map<string, number>; ref: Map<string, number> }>();
  for (const file of [...files.keys()].sort()) {
    for (const [name, pointer, node] of properties(files.get(file), "")) {
      const label = fields[glossaryKey(file, pointer)]?.label;
      if (label === undefined) continue;
      const tally = votes.get(name) ?? { plain: new Map(), ref: new Map() };
      const side = typeof node.$ref === "string" ? tally.ref : tally.plain;
      side.set(label, (side.get(label) ?? 0) + 1);
      votes.set(name, tally);
    }
  }
  const mostUsed = (counts: Map<string, number>) =>
    [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
  const byName = new Map([...votes].map(([name, { plain, ref }]) => [name, mostUsed(plain.size ? plain : ref)]));
  for (const [name, label] of Object.entries(nameLabels)) byName.set(name, label);
  const names = Object.fromEntries([...byName].sort(([a], [b]) => a.localeCompare(b)));
  return { fields, names };
}
