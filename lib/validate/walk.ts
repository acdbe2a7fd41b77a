// Walks a JSON value alongside its schema and reports the annotated places:
// translatable copy (x-copy), link targets (x-href), references into shared
// collections (x-collection) and anchors (x-anchor).
import type { Located, SchemaNode, SchemaSet } from "./schema-set.ts";
import { ObjectMemo } from "./load-cache.ts";

export interface Annotated {
  pointer: string;
  value: unknown;
  kind: "copy" | "href" | "collection" | "anchor";
  collection?: string;
}

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function pickBranch(set: SchemaSet, loc: Located, value: unknown): Located | undefined {
  const branches = (loc.node.oneOf ?? loc.node.anyOf) as SchemaNode[];
  const candidates = branches.map((b) => set.deref({ file: loc.file, node: b }));
  const discriminator = (loc.node.discriminator as SchemaNode | undefined)?.propertyName as string | undefined;
  if (discriminator && value && typeof value === "object") {
    const tag = (value as Record<string, unknown>)[discriminator];
    return candidates.find(
      (c) => ((c.node.properties as SchemaNode | undefined)?.[discriminator] as SchemaNode | undefined)?.const === tag,
    );
  }
  const jsType = Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
  return candidates.find((c) => c.node.type === jsType || (jsType === "number" && c.node.type === "integer"));
}

export function walk(
  set: SchemaSet,
  start: Located,
  value: unknown,
  visit: (a: Annotated) => void,
  pointer = "",
): void {
  const loc = set.deref(start);
  const node = loc.node;
  if (node["x-copy"] && typeof value === "string") visit({ pointer, value, kind: "copy" });
  if (node["x-href"] && typeof value === "string") visit({ pointer, value, kind: "href" });
  if (node["x-anchor"] && typeof value === "string") visit({ pointer, value, kind: "anchor" });
  if (typeof node["x-collection"] === "string")
    visit({ pointer, value, kind: "collection", collection: node["x-collection"] });

  if (node.oneOf || node.anyOf) {
    const branch = pickBranch(set, loc, value);
    if (branch) walk(set, branch, value, visit, pointer);
  }
  if (Array.isArray(node.allOf))
    for (const sub of node.allOf as SchemaNode[]) walk(set, { file: loc.file, node: sub }, value, visit, pointer);

  if (Array.isArray(value) && node.items && typeof node.items === "object") {
    value.forEach((item, i) => {
      walk(set, { file: loc.file, node: node.items as SchemaNode }, item, visit, `${pointer}/${i}`);
    });
  } else if (value && typeof value === "object" && !Array.isArray(value)) {
    const props = (node.properties ?? {}) as Record<string, SchemaNode>;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      const sub =
        props[key] ??
        (typeof node.additionalProperties === "object" ? (node.additionalProperties as SchemaNode) : undefined);
      if (sub) walk(set, { file: loc.file, node: sub }, child, visit, `${pointer}/${escapePointer(key)}`);
    }
  }
}

// The editor asks for every document's annotations on each keystroke; an
// unchanged document (same object, see load-cache.ts) and schema set get the same list.
const memo = new WeakMap<SchemaSet, ObjectMemo<readonly Annotated[]>>();

/** The annotated places of `value`, in document order. The list is shared: do not change it. */
export function annotations(set: SchemaSet, schemaFile: string, value: unknown): Annotated[] {
  let perSet = memo.get(set);
  if (!perSet) memo.set(set, (perSet = new ObjectMemo()));
  return perSet.get(value, schemaFile, () => {
    const out: Annotated[] = [];
    walk(set, { file: schemaFile, node: set.get(schemaFile) }, value, (a) => out.push(a));
    return out;
  }) as Annotated[];
}
