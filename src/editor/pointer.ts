// Puck field names ('items[0].question', 'more.link.href') ⇄ JSON pointers of
// the document ('/sections/2/items/0/question'), so a validation problem is
// shown at its field and a field finds its problems.
import { ANCHOR_PROP } from "./doc-data";
import type { FieldSpec } from "./schema-fields";

/** Pointer of a field of the section at `index` (or of the page when index is undefined). */
export function pointerOf(name: string, fields: Record<string, FieldSpec>, index?: number): string {
  const parts: string[] = [];
  let spec: FieldSpec | undefined = { kind: "object", fields, order: [], label: "", help: "", required: true };
  for (const token of name.split(/\.|\[|\]/).filter(Boolean)) {
    if (spec?.kind === "array" && /^\d+$/.test(token)) {
      parts.push(token);
      spec = spec.item;
      continue;
    }
    // A list of strings is held as [{ value }]: its "value" is the item itself.
    if (token === "value" && spec && spec.kind !== "object") continue;
    const key: string = index !== undefined && parts.length === 0 && token === ANCHOR_PROP ? "id" : token;
    parts.push(key.replace(/~/g, "~0").replace(/\//g, "~1"));
    spec = spec?.kind === "object" ? spec.fields[key] : undefined;
  }
  return `${index !== undefined ? `/sections/${index}` : ""}/${parts.join("/")}`;
}

/** The section a pointer is inside ('/sections/3/...' → 3), if any. */
export function sectionIndexOf(pointer: string): number | undefined {
  const match = /^\/sections\/(\d+)(\/|$)/.exec(pointer);
  return match ? Number(match[1]) : undefined;
}
