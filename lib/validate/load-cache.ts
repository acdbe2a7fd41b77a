// What loadContent can keep between calls: the editor checks the whole site
// on every keystroke (issue 22: keystroke to "Sin errores" ≤ 200 ms), and
// between two keystrokes only the document being edited changes. Files are
// re-read when their modification time or size changes; a parsed file keeps
// its identity while unchanged, so the per-document results below (schema
// errors, schema annotations) are kept in WeakMaps keyed by it. Callers must
// not mutate the documents loadContent returns (they never did: localizing
// clones, the editor reads its own copy).
import { createHash } from "node:crypto";
import { readFileSync, realpathSync, statSync } from "node:fs";
import { relative, sep } from "node:path";
import { BoundedCache } from "../../src/core/bounded-cache.ts";
import { parseJson } from "./json-source.ts";
import { SchemaSet, schemaPaths } from "./schema-set.ts";

/**
 * Parsed files by path. The server reads each published version from a checkout folder of its own, whose
 * files forgetUnder lets go when the folder goes; the bound is for what it misses (a folder another
 * instance removed, a preview's): three versions of a site of 650 documents (10× today's is 210), whose
 * editor checks and whole-site publish checks must all find theirs at once.
 */
export const PARSED_FILES_KEPT = 2000;
const files = new BoundedCache<string, { mtimeMs: number; size: number; digest: string; value: unknown }>(
  PARSED_FILES_KEPT,
);

/**
 * A JSON file parsed, from memory while the file is unchanged on disk (a syntax error is thrown every time). A file
 * written again with the same text keeps its parsed document: the server reads each published version
 * from a new checkout behind the same link, every file with a new modification time, and a new object per
 * file made every check of a publish start over (the schema checks and walks kept per document: ~140 ms
 * of CPU a publish at 10× the site, seconds at 100×); hashing the text costs a fraction of parsing it.
 */
export function readJsonCached(file: string): unknown {
  const { mtimeMs, size } = statSync(file);
  const hit = files.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.value;
  const text = readFileSync(file, "utf8");
  const digest = createHash("sha1").update(text).digest("base64");
  if (hit && hit.size === size && hit.digest === digest) {
    files.set(file, { ...hit, mtimeMs });
    return hit.value;
  }
  const value = parseJson(text);
  files.set(file, { mtimeMs, size, digest, value });
  if (value && typeof value === "object") digests.set(value, `text:${digest}`);
  return value;
}

// What a document's stored results are keyed by (stored-checks.ts): the digest of the text it was parsed
// from, or of its JSON when it was not read from a file (the editor's unsaved work, a page with its shared
// sections in place). Kept per object, as long as the object lives.
const digests = new WeakMap<object, string>();

/** A digest of the document's content, the same for the same content whatever object holds it. */
export function documentDigest(value: object): string {
  let digest = digests.get(value);
  if (!digest) {
    digest = `json:${createHash("sha1").update(JSON.stringify(value)).digest("base64")}`;
    digests.set(value, digest);
  }
  return digest;
}

const setDigests = new WeakMap<SchemaSet, string>();

/** A digest of a schema set's files: what a document's check results and walks depend on besides the document. */
export function schemaSetDigest(set: SchemaSet): string {
  let digest = setDigests.get(set);
  if (!digest) {
    const files = [...set.files].sort(([a], [b]) => a.localeCompare(b));
    digest = createHash("sha1").update(JSON.stringify(files)).digest("base64");
    setDigests.set(set, digest);
  }
  return digest;
}

// A checkout's schema folder → its set. Entries are small (the sets are shared, byContent): one per checkout kept.
const schemaSets = new BoundedCache<string, { signature: string; set: SchemaSet }>(16);

/**
 * Forgets what was read under `dir`, a folder that is gone: the server reads each published
 * commit from a checkout folder of its own, and kept every one's parsed documents (7 MB a
 * publish at today's size, 15 MB at 10×: bench:publish's server memory after 10 publishes).
 */
export function forgetUnder(dir: string): void {
  const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`;
  for (const file of [...files.keys()]) if (file.startsWith(prefix)) files.delete(file);
  for (const key of [...schemaSets.keys()]) if (key === dir || key.startsWith(prefix)) schemaSets.delete(key);
}
// Compiled schema sets (a few MB each) by the schema files' contents: a server sees one per deploy of the
// code; tests and a deploy's moment see a few more.
const byContent = new BoundedCache<string, SchemaSet>(8);

/**
 * The SchemaSet of `dir`, the same object while no schema file is added,
 * removed or changed. Keyed also by the files' contents: the server reads
 * each published commit from a new checkout folder, and schemas the same as
 * the last commit's keep the compiled set (compiling is most of a load's time).
 */
export function schemaSetCached(dir: string): SchemaSet {
  const paths = schemaPaths(dir);
  const signature = paths
    .map((file) => {
      const { mtimeMs, size } = statSync(file);
      return `${file}:${mtimeMs}:${size}`;
    })
    .join("\n");
  const hit = schemaSets.get(dir);
  if (hit?.signature === signature) return hit.set;
  const hash = createHash("sha1");
  const real = realpathSync(dir);
  for (const file of paths)
    hash
      .update(relative(real, realpathSync(file)))
      .update("\0")
      .update(readFileSync(file))
      .update("\0");
  const key = hash.digest("hex");
  const set = byContent.get(key) ?? new SchemaSet(dir);
  byContent.set(key, set);
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
