// A review's changes by section (issue 41): the sections of the published
// page and of the draft matched by their id (the anchor every section has),
// not by their place, so inserting one section is one "added" row with its
// text, and the sections after it are not shown as changed. A section whose
// order among the others changed is "moved" (from/to); one that only
// shifted because another came or went is not. Pure, for the review page
// and its test.
import type { EditorSchema } from "../doc-data";
import { type FieldDifference, fieldDifferences, sectionFieldDifferences } from "../field-diff";
import type { FieldSpec } from "../schema-fields";
import { sectionName } from "../shared/shared-ref";

type Section = Record<string, unknown>;
type Doc = Record<string, unknown>;

/** One text of a section as a visitor reads it, with its field's Spanish label. */
export interface SectionText {
  label: string;
  text: string;
}

/** Positions count from 1, as the editor's outline shows them. */
export type SectionChange =
  | { kind: "added"; key: string; name: string; at: number; texts: SectionText[] }
  | { kind: "removed"; key: string; name: string; at: number; texts: SectionText[] }
  | { kind: "moved"; key: string; name: string; from: number; to: number; fields: FieldDifference[] }
  | { kind: "changed"; key: string; name: string; at: number; fields: FieldDifference[] };

export interface PageChanges {
  /** The page's own fields (title, description, address…). */
  page: FieldDifference[];
  sections: SectionChange[];
}

const sectionsOf = (doc: Doc | null): Section[] =>
  Array.isArray(doc?.sections) ? (doc.sections as unknown[]).filter((s): s is Section => isObject(s)) : [];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A section's identity: its id and type; without an id, its type and how many of that type without id came before. */
function keys(sections: Section[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((s) => {
    const type = String(s.type ?? "");
    if (typeof s.id === "string" && s.id) return `${type}#${s.id}`;
    const n = seen.get(type) ?? 0;
    seen.set(type, n + 1);
    return `${type}@${n}`;
  });
}

/** The longest run of `a`'s items that `b` has in the same order: the sections that kept their order. */
function keptInOrder(a: string[], b: string[]): Set<string> {
  const table = a.map(() => b.map(() => 0));
  const at = (i: number, j: number) => (i < a.length && j < b.length ? table[i]![j]! : 0);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      kept.add(a[i]!);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

// Fields that say how, not what: a link's target, an icon's name, a style's choice.
const NOT_TEXT = new Set<FieldSpec["kind"]>(["href", "icon", "select", "const", "collection", "boolean", "number"]);
const HIDDEN_KEYS = new Set(["type", "id", "href", "icon", "src", "style", "width", "height"]);

/** Every text of a section, in the order its fields come, labelled as the editor's form labels them. */
export function sectionTexts(schema: EditorSchema, section: Section): SectionText[] {
  const out: SectionText[] = [];
  const walk = (value: unknown, label: string[], spec: FieldSpec | undefined) => {
    if (spec && NOT_TEXT.has(spec.kind)) return;
    if (typeof value === "string") {
      if (value.trim()) out.push({ label: label.join(" › "), text: value });
    } else if (Array.isArray(value)) {
      const item = spec?.kind === "array" ? spec.item : undefined;
      for (const [i, entry] of value.entries()) walk(entry, [...label, String(i + 1)], item);
    } else if (isObject(value)) {
      const fields = spec?.kind === "object" ? spec.fields : label.length === 0 ? schemaOf(schema, section) : {};
      for (const [key, item] of Object.entries(value))
        if (!HIDDEN_KEYS.has(key)) walk(item, [...label, fields[key]?.label ?? key], fields[key]);
    }
  };
  walk(section, [], undefined);
  return out;
}
const schemaOf = (schema: EditorSchema, section: Section) => schema.sections[String(section.type)] ?? {};

/**
 * A field whose two sides read the same once the site's placeholders are filled («Sobre {product}» and «Sobre
 * Mesalia») is not a change a publisher can see: the page goes live reading exactly as before. Listed, its row
 * showed the same words twice; its raw difference would show «{product}», a word of the data, not of the page.
 */
const visibly = (read: (text: string) => string) => (d: FieldDifference) =>
  d.disk === undefined || d.yours === undefined || read(d.disk) !== read(d.yours);

/** `read` gives a text as a visitor reads it (the editor's siteText); the rows that read the same are left out. */
export function pageChanges(
  schema: EditorSchema,
  typeLabels: Record<string, string>,
  live: Doc | null,
  draft: Doc,
  read: (text: string) => string = (text) => text,
): PageChanges {
  const seen = visibly(read);
  const before = sectionsOf(live);
  const after = sectionsOf(draft);
  const beforeKeys = keys(before);
  const afterKeys = keys(after);
  const name = (s: Section) => sectionName(s, typeLabels);
  const common = afterKeys.filter((k) => beforeKeys.includes(k));
  const kept = keptInOrder(
    beforeKeys.filter((k) => common.includes(k)),
    common,
  );
  const sections: SectionChange[] = [];
  after.forEach((section, i) => {
    const key = afterKeys[i]!;
    const was = beforeKeys.indexOf(key);
    if (was < 0) {
      sections.push({ kind: "added", key, name: name(section), at: i + 1, texts: sectionTexts(schema, section) });
      return;
    }
    const fields = sectionFieldDifferences(schema, before[was]!, section, `/sections/${i}`).filter(seen);
    if (!kept.has(key)) sections.push({ kind: "moved", key, name: name(section), from: was + 1, to: i + 1, fields });
    else if (fields.length > 0) sections.push({ kind: "changed", key, name: name(section), at: i + 1, fields });
  });
  before.forEach((section, i) => {
    const key = beforeKeys[i]!;
    if (!afterKeys.includes(key))
      sections.push({ kind: "removed", key, name: name(section), at: i + 1, texts: sectionTexts(schema, section) });
  });
  const withoutSections = (doc: Doc | null) => ({ ...doc, sections: [] });
  return {
    page: fieldDifferences(schema, typeLabels, withoutSections(live), withoutSections(draft)).filter(seen),
    sections,
  };
}
