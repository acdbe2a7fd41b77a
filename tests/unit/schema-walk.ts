// Walks the schema keywords of a schema file, not the data in it: `examples`,
// `default`, `const` and `enum` hold page content (a stat's "description" is
// Spanish copy), and under `properties` and `$defs` every key is a name,
// whatever it is. The editor's label and help glossaries are checked
// against what this walk finds.
import type { SchemaNode } from "../../src/core/schema-refs.ts";

const DATA_KEYWORDS = new Set(["examples", "default", "const", "enum"]);
const NAMED_CHILDREN = new Set(["properties", "$defs"]);

/** Calls `visit` with every schema node under `node` and its JSON pointer, `at` first. */
export function walkSchema(node: unknown, at: string, visit: (node: SchemaNode, at: string) => void): void {
  if (Array.isArray(node)) {
    node.forEach((child, i) => {
      walkSchema(child, `${at}/${i}`, visit);
    });
    return;
  }
  if (!node || typeof node !== "object") return;
  visit(node as SchemaNode, at);
  for (const [keyword, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(keyword)) continue;
    if (NAMED_CHILDREN.has(keyword) && value && typeof value === "object") {
      for (const [name, child] of Object.entries(value as Record<string, unknown>))
        walkSchema(child, `${at}/${keyword}/${name}`, visit);
    } else walkSchema(value, `${at}/${keyword}`, visit);
  }
}
