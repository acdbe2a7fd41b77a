// Two versions of a page document, field by field: every value that differs,
// with the Spanish label path of its field ("Portada › Título"), for the
// conflict view (the file changed on disk while it was being edited).
import type { EditorSchema } from "./doc-data";
import type { FieldSpec } from "./schema-fields";
import { standaloneLabel } from "../core/field-label.ts";
import { linkText } from "./link-text";

export interface FieldDifference {
  pointer: string;
  label: string;
  disk: string | undefined;
  yours: string | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const shown = (v: unknown) => (v === undefined ? undefined : typeof v === "string" ? linkText(v) : JSON.stringify(v));

export function fieldDifferences(
  schema: EditorSchema,
  typeLabels: Record<string, string>,
  disk: unknown,
  yours: unknown,
): FieldDifference[] {
  const out: FieldDifference[] = [];
  const { walkObject } = differ(schema, typeLabels, out);
  if (isObject(disk) && isObject(yours))
    walkObject(disk, yours, "", [], {
      ...schema.page,
      sections: { kind: "const", value: null, label: "Secciones", help: "", required: true },
    });
  return out;
}

/** Two versions of one section (same type), field by field, labelled by field only (the review names the section). */
export function sectionFieldDifferences(
  schema: EditorSchema,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  pointer: string,
): FieldDifference[] {
  const out: FieldDifference[] = [];
  differ(schema, {}, out).walkObject(a, b, pointer, [], schema.sections[String(b.type)] ?? {});
  return out;
}

function differ(schema: EditorSchema, typeLabels: Record<string, string>, out: FieldDifference[]) {
  const walk = (a: unknown, b: unknown, pointer: string, label: string[], spec: FieldSpec | undefined) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (Array.isArray(a) && Array.isArray(b) && (spec?.kind === "array" || pointer === "/sections")) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        if (pointer === "/sections") {
          const section = (b[i] ?? a[i]) as Record<string, unknown>;
          const type = String(section?.type ?? "");
          const same = isObject(a[i]) && isObject(b[i]) && a[i].type === b[i].type;
          const name = `${typeLabels[type] ?? type} (${i + 1})`;
          if (same) walkObject(a[i], b[i], `${pointer}/${i}`, [name], schema.sections[type] ?? {});
          else
            out.push({
              pointer: `${pointer}/${i}`,
              label: name,
              disk:
                a[i] === undefined
                  ? undefined
                  : `${typeLabels[String((a[i] as Record<string, unknown>)?.type)] ?? "sección"}`,
              yours: b[i] === undefined ? undefined : name.replace(/ \(\d+\)$/, ""),
            });
        } else {
          walk(
            a[i],
            b[i],
            `${pointer}/${i}`,
            [...label, String(i + 1)],
            spec?.kind === "array" ? spec.item : undefined,
          );
        }
      }
      return;
    }
    if (isObject(a) && isObject(b)) return walkObject(a, b, pointer, label, spec?.kind === "object" ? spec.fields : {});
    out.push({ pointer, label: label.join(" › "), disk: shown(a), yours: shown(b) });
  };
  const walkObject = (
    a: Record<string, unknown>,
    b: Record<string, unknown>,
    pointer: string,
    label: string[],
    fields: Record<string, FieldSpec>,
  ) => {
    const group = pointer.slice(pointer.lastIndexOf("/") + 1);
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const spec = fields[key];
      const alone = standaloneLabel(group, key);
      const path = alone ? [...label.slice(0, -1), alone] : [...label, spec?.label ?? key];
      walk(a[key], b[key], `${pointer}/${key}`, path, spec);
    }
  };
  return { walkObject };
}
