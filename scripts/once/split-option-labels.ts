// Run once (issue 26): moves the Spanish names of choice-list values from
// src/editor/option-labels.es.json (by property name, '*' for any) into the
// editor.es.json entry of each choice field (`options`), in its section
// folder or in schema/editor.es.json. Each field gets exactly the names the
// editor showed before: the walk repeats the editor's field lookups.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SchemaSet, type SchemaNode } from "../lib/schema-set.ts";
import { isSectionSchemaFile, repoPath, resolveRef } from "../lib/schema-refs.ts";
import { fieldPath } from "../../src/editor/field-path.ts";

const root = join(import.meta.dirname, "../..");
const OPTIONS = JSON.parse(readFileSync(join(root, "src/editor/option-labels.es.json"), "utf8")) as Record<string, Record<string, string>>;
const files = new SchemaSet(join(root, "schema")).files;
const shared = OPTIONS["*"] ?? {};
const found = new Map<string, Map<string, Record<string, string>>>(); // file → path → options
const problems: string[] = [];

interface Site { file: string; pointer: string; node: SchemaNode }
function chain(start: Site): { target: Site; merged: SchemaNode } {
  let cur = start;
  let merged = start.node;
  while (typeof cur.node.$ref === "string") {
    const ref = cur.node.$ref;
    const t = resolveRef(files, cur.file, ref);
    const { $ref: _r, ...siblings } = merged;
    merged = { ...t.node, ...siblings };
    cur = { file: t.file, pointer: ref.split("#")[1] ?? "", node: t.node };
  }
  return { target: cur, merged };
}

function visit(start: Site, key: string) {
  const { target, merged: node } = chain(start);
  if (node.oneOf || node.const !== undefined) return;
  if (typeof start.node.$ref === "string" && /common\.schema\.json#\/\$defs\/image$/.test(start.node.$ref)) return;
  if (typeof node["x-collection"] === "string" || node["x-href"]) return;
  if (Array.isArray(node.enum)) {
    if (node.title === "IconName") return;
    const own = OPTIONS[key] ?? {};
    const names = Object.fromEntries(node.enum.map(String).flatMap((o) => {
      const name = own[o] ?? shared[o] ?? o;
      return name === o ? [] : [[o, name]];
    }));
    if (Object.keys(names).length === 0) return;
    const path = fieldPath(start.pointer);
    if (!found.has(start.file)) found.set(start.file, new Map());
    const before = found.get(start.file)!.get(path);
    if (before && JSON.stringify(before) !== JSON.stringify(names)) problems.push(`${start.file}#${path}: ${JSON.stringify(before)} vs ${JSON.stringify(names)}`);
    found.get(start.file)!.set(path, names);
    return;
  }
  const type = Array.isArray(node.type) ? (node.type as string[]).find((t) => t !== "null") : node.type;
  if (type === "array" && node.items && typeof node.items === "object") visit({ file: target.file, pointer: `${target.pointer}/items`, node: node.items as SchemaNode }, key.replace(/s$/, ""));
  if (type === "object") {
    if (node.propertyNames !== undefined && !node.properties) return visit({ file: target.file, pointer: `${target.pointer}/additionalProperties`, node: node.additionalProperties as SchemaNode }, "value");
    for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, SchemaNode>)) visit({ file: target.file, pointer: `${target.pointer}/properties/${name}`, node: child }, name);
  }
}
for (const file of files.keys()) if (isSectionSchemaFile(file)) visit({ file, pointer: "", node: files.get(file)! }, "section");
visit({ file: "page.schema.json", pointer: "", node: files.get("page.schema.json")! }, "page");
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}

type Entry = { label?: string; help?: string; options?: Record<string, string> };
const withOptions = (entries: Record<string, Entry>, options: Map<string, Record<string, string>>, where: string) => {
  for (const [path, names] of options) {
    if (!entries[path]) throw new Error(`${where}: no entry at ${path} for its options`);
    entries[path] = { ...entries[path], options: names };
  }
  return entries;
};
const sharedFile = join(root, "schema/editor.es.json");
const glossary = JSON.parse(readFileSync(sharedFile, "utf8")) as Record<string, Record<string, Entry>>;
let count = 0;
for (const [file, options] of found) {
  count += options.size;
  if (isSectionSchemaFile(file)) {
    const path = join(root, repoPath(file).replace(/[^/]+$/, "editor.es.json"));
    writeFileSync(path, `${JSON.stringify(withOptions(JSON.parse(readFileSync(path, "utf8")), options, path), null, 2)}\n`);
  } else glossary[file] = withOptions(glossary[file] ?? {}, options, file);
}
writeFileSync(sharedFile, `${JSON.stringify(glossary, null, 2)}\n`);
console.log(`split: options of ${count} choice fields`);
