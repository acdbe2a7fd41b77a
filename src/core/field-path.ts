// The field paths that key the editor's Spanish labels and help
// (src/sections/<type>/editor.es.json, schema/editor.es.json): a place in a
// schema file written the way a marketer's fields nest, not as a JSON
// pointer. `items[].question` is /properties/items/items/properties/question,
// `$defs.cta.label` is /$defs/cta/properties/label, "." is the file's root.

/** The field path of a JSON pointer into a schema file ("" → "."). */
export function fieldPath(pointer: string): string {
  const parts = pointer
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  let path = "";
  const dot = (name: string) => (path ? `${path}.${name}` : name);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === "properties" && i + 1 < parts.length) path = dot(parts[++i]!);
    else if (part === "$defs" && i + 1 < parts.length) path = dot(`$defs.${parts[++i]!}`);
    else if (part === "items") path += "[]";
    else if (part === "additionalProperties") path += "{}";
    else if (/^\d+$/.test(part)) path += `[${part}]`;
    else path = dot(part);
  }
  return path || ".";
}

/** The key of one field in the generated glossary: schema file (relative to schema/) and field path. */
export const glossaryKey = (file: string, pointer: string) => `${file}#${fieldPath(pointer)}`;
