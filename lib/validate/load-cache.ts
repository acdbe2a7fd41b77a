// What loadContent can keep between calls: the editor checks the whole site
// on every keystroke (issue 22: keystroke to "Sin errores" ≤ 200 ms), and
// between two keystrokes only the document being edited changes. Files are
// re-read when their modification time or size changes; a parsed file keeps
// its identity while unchanged, so the per-document results below (schema
// errors, schema annotations) are kept in WeakMaps keyed by it. Callers must
// not mutate the documents loadContent returns (they never did: localizing
// clones, the editor reads its own copy).
import { statSync } from "node:fs";
import { readJson } from "./json-source.ts";
import { SchemaSet, schemaPaths } from "./schema-set.ts";

const files = new Map<string, { mtimeMs: number; size: number; value: unknown }>();

/** readJson, from memory while the file is unchanged on disk (a syntax error is thrown every time). */
export function readJsonCached(file: string): unknown {
  const { mtimeMs, size } = statSync(file);
  const hit = files.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.value;
  const value = readJson(file);
  files.set(file, { mtimeMs, size, value });
  return value;
}

const schemaSets = new Map<string, { signature: string; set: SchemaSet }>();

/** The SchemaSet of `dir`, the same object while no schema file is added, removed or changed. */
export function schemaSetCached(dir: string): SchemaSet {
  const signature = schemaPaths(dir)
    .map((file) => {
      const { mtimeMs, size } = statSync(file);
      return `${file}:${mtimeMs}:${size}`;
    })
    .join("\n");
  const hit = schemaSets.get(dir);
  if (hit?.signature === signature) return hit.set;
  const set = new SchemaSet(dir);
  schemaSets.set(dir, { signature, set });
  return set;
}

/** A per-object memo: `get(key, part, compute)` computes once per object and part (e.g. schema file). */
export class ObjectMemo<V> {
  private readonly map = new WeakMap<object, Map<string, V>>();

  get(key: unknown, part: string, compute: () => V): V {
    if (!key || typeof key !== "object") return compute();
    let parts = this.map.get(key);
    if (!parts) this.map.set(key, (parts = new Map()));
    const hit = parts.get(part);
    if (hit !== undefined) return hit;
    const value = compute();
    parts.set(part, value);
    return value;
  }
}
