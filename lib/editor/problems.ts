// Problems as the editor shows them (contract, /work/team/editor-contract.md
// §1): the message in Spanish, and where, as the marketer reads it: the
// section's name in the palette, then the field labels of the glossary
// (src/generated/editor-glossary.ts, each property name's usual label), list
// items by their number from 1: "Portada de la home › Botones › 2 › Enlace".
import type { Problem } from "../validate/content.ts";
import { sectionSchemaFile, type SchemaNode, type SchemaSet } from "../validate/schema-set.ts";
import { glossary } from "../../src/generated/editor-glossary.ts";
import type { Severity } from "../../src/core/problem-severity.ts";
import { standaloneLabel } from "../../src/core/field-label.ts";
import { sharedSectionName } from "../../src/core/shared-section-name.ts";

export interface EditorProblem {
  file: string;
  pointer: string;
  message: string;
  label: string;
  /** A publish gate finding (lib/gate/): "block" stops a publish, "warn" lets it through; absent: a schema problem, which stops a save too. */
  severity?: Severity;
}

const LABELS: Readonly<Record<string, string>> = glossary.names;
const SEPARATOR = " › ";

const unescapePointer = (key: string) => key.replace(/~1/g, "/").replace(/~0/g, "~");
const fieldLabel = (key: string) => (Object.hasOwn(LABELS, key) ? LABELS[key] : key);

/** The palette name of a section type ("Portada de la home"), or the type itself. */
export function sectionLabel(schemas: SchemaSet, type: unknown): string {
  const file = sectionSchemaFile(String(type));
  if (!schemas.files.has(file)) return String(type);
  const palette = schemas.get(file)["x-palette"] as SchemaNode | undefined;
  return typeof palette?.label === "string" ? palette.label : String(type);
}

/** The Spanish label path of the field at `pointer` in a page document; "" for the page itself. */
export function labelOf(schemas: SchemaSet, doc: unknown, pointer: string): string {
  if (pointer === "") return "";
  const keys = pointer.split("/").slice(1).map(unescapePointer);
  const parts: string[] = [];
  let node: unknown = doc;
  keys.forEach((key, i) => {
    const parent = node;
    node = parent && typeof parent === "object" ? (parent as Record<string, unknown>)[key] : undefined;
    if (i === 1 && keys[0] === "sections" && /^\d+$/.test(key)) {
      parts.pop();
      const section = node as { type?: unknown; ref?: unknown } | undefined;
      // A shared section placed on the page (issue 43) by its own name: its type says nothing of which one.
      parts.push(
        section?.type === "shared" ? sharedSectionName(String(section.ref)) : sectionLabel(schemas, section?.type),
      );
    } else if (Array.isArray(parent) && /^\d+$/.test(key)) parts.push(String(Number(key) + 1));
    else {
      const alone = i > 0 ? standaloneLabel(keys[i - 1]!, key) : undefined;
      if (alone) parts.pop();
      parts.push(alone ?? fieldLabel(key));
    }
  });
  return parts.join(SEPARATOR);
}

/** `problems` for the editor, each with its Spanish message and label, read against the documents as checked (`docs`, else `fallback`). */
export function forEditor(
  schemas: SchemaSet,
  problems: ReadonlyArray<Problem & { severity?: EditorProblem["severity"] }>,
  docOf: (file: string) => unknown,
): EditorProblem[] {
  return problems.map((p) => ({
    file: p.file,
    pointer: p.pointer,
    message: p.es ?? p.message,
    label: labelOf(schemas, docOf(p.file), p.pointer),
    ...(p.severity ? { severity: p.severity } : {}),
  }));
}

export { stopsPublish, stopsSave } from "../../src/core/problem-severity.ts";
