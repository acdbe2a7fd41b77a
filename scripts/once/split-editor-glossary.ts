// Run once (issue 26): splits the editor's two global glossaries
// (src/editor/field-labels.es.json by property name, field-help.es.json by
// English text) into one editor.es.json per section folder plus
// schema/editor.es.json for the shared schema files, keyed by field path.
// Each field gets exactly the label and help the editor showed before: the
// walk below repeats the old src/editor/schema-fields.ts lookups.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SchemaSet, type SchemaNode } from "../lib/schema-set.ts";
import { isSectionSchemaFile, resolveRef } from "../lib/schema-refs.ts";
import { fieldPath } from "../../src/editor/field-path.ts";

const root = join(import.meta.dirname, "../..");
const LABELS = JSON.parse(readFileSync(join(root, "src/editor/field-labels.es.json"), "utf8")) as Record<string, string>;
const HELP = JSON.parse(readFileSync(join(root, "src/editor/field-help.es.json"), "utf8")) as Record<string, string>;
const set = new SchemaSet(join(root, "schema"));
const files = set.files;

type Entry = { label?: string; help?: string };
const out = new Map<string, Map<string, Entry>>(); // file → path → entry
const problems: string[] = [];
function put(file: string, pointer: string, what: "label" | "help", value: string) {
  if (!out.has(file)) out.set(file, new Map());
  const path = fieldPath(pointer);
  const entry = out.get(file)!.get(path) ?? {};
  if (entry[what] !== undefined && entry[what] !== value) problems.push(`${file}#${path}: ${what} ${JSON.stringify(entry[what])} vs ${JSON.stringify(value)}`);
  entry[what] = value;
  out.get(file)!.set(path, entry);
}
const has = (o: Record<string, string>, k: string) => Object.hasOwn(o, k);
const defName = (node: SchemaNode) => (typeof node.$ref === "string" ? /#\/\$defs\/([^/]+)$/.exec(node.$ref)?.[1] : undefined);

interface Site { file: string; pointer: string; node: SchemaNode }
/** The ref chain from a node: every site in it, merged node as derefSchema makes it. */
function chain(start: Site): { sites: Site[]; target: Site; merged: SchemaNode } {
  const sites = [start];
  let cur = start;
  let merged = start.node;
  while (typeof cur.node.$ref === "string") {
    const ref = cur.node.$ref;
    const [, ptr = ""] = ref.split("#");
    const t = resolveRef(files, cur.file, ref);
    const { $ref: _r, ...siblings } = merged;
    merged = { ...t.node, ...siblings };
    cur = { file: t.file, pointer: ptr, node: t.node };
    sites.push(cur);
  }
  return { sites, target: cur, merged };
}

// 1. What the editor shows: the old fieldFor's label and help, at their sites.
function visit(start: Site, key: string, labelOverride?: string, isRoot = false) {
  const { sites, target, merged } = chain(start);
  const def = defName(start.node);
  const label = labelOverride ?? (def && has(LABELS, def) ? LABELS[def] : undefined) ?? (has(LABELS, key) ? LABELS[key] : undefined);
  if (label !== undefined && !isRoot) put(start.file, start.pointer, "label", label);
  const helpSite = sites.find((s) => typeof s.node.description === "string");
  if (helpSite) {
    const d = helpSite.node.description as string;
    if (has(HELP, d)) put(helpSite.file, helpSite.pointer, "help", HELP[d]);
  }
  const node = merged;
  if (node.oneOf || node.const !== undefined || node.enum || node["x-collection"] || node["x-href"]) return;
  if (typeof start.node.$ref === "string" && /common\.schema\.json#\/\$defs\/image$/.test(start.node.$ref)) return;
  const type = Array.isArray(node.type) ? (node.type as string[]).find((t) => t !== "null") : node.type;
  if (type === "array" && node.items && typeof node.items === "object") {
    const singular = key.replace(/s$/, "");
    const fallback = label ?? key; // the old humanized label never came from a glossary
    visit({ file: target.file, pointer: `${target.pointer}/items`, node: node.items as SchemaNode }, singular, has(LABELS, singular) ? LABELS[singular] : fallback);
  }
  if (type === "object") {
    if (node.propertyNames !== undefined && !node.properties) {
      visit({ file: target.file, pointer: `${target.pointer}/additionalProperties`, node: node.additionalProperties as SchemaNode }, "value");
      return;
    }
    for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, SchemaNode>)) visit({ file: target.file, pointer: `${target.pointer}/properties/${name}`, node: child }, name);
  }
}
for (const file of files.keys()) if (isSectionSchemaFile(file)) visit({ file, pointer: "", node: files.get(file)! }, "section", undefined, true);
visit({ file: "page.schema.json", pointer: "", node: files.get("page.schema.json")! }, "page", undefined, true);

// 2. Every other property and description of the schema files (the old
// tests asked for them all): labels by name, help by text.
const DATA = new Set(["examples", "default", "const", "enum"]);
function walk(file: string, node: unknown, pointer: string) {
  if (Array.isArray(node)) return node.forEach((c, i) => walk(file, c, `${pointer}/${i}`));
  if (!node || typeof node !== "object") return;
  const n = node as SchemaNode;
  if (typeof n.description === "string") {
    if (has(HELP, n.description)) { if (!out.get(file)?.get(fieldPath(pointer))?.help) put(file, pointer, "help", HELP[n.description]); }
    else problems.push(`no help for ${file}${pointer}`);
  }
  for (const [kw, value] of Object.entries(n)) {
    if (DATA.has(kw)) continue;
    if ((kw === "properties" || kw === "$defs") && value && typeof value === "object") {
      for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
        const p = `${pointer}/${kw}/${name}`;
        if (kw === "properties" && !out.get(file)?.get(fieldPath(p))?.label) {
          const def = defName(child as SchemaNode);
          const label = def && has(LABELS, def) ? LABELS[def] : has(LABELS, name) ? LABELS[name] : undefined;
          if (label === undefined) problems.push(`no label for ${file}${p}`);
          else put(file, p, "label", label);
        }
        // A shared definition the glossary names labels the properties that use it.
        if (kw === "$defs" && has(LABELS, name)) put(file, p, "label", LABELS[name]);
        walk(file, child, p);
      }
    } else walk(file, value, `${pointer}/${kw}`);
  }
}
for (const [file, node] of files) walk(file, node, "");

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}

// Written in schema order (the walk's), so each file reads like its schema.
const ordered = (entries: Map<string, Entry>) => Object.fromEntries([...entries].map(([p, e]) => [p, { ...(e.label !== undefined ? { label: e.label } : {}), ...(e.help !== undefined ? { help: e.help } : {}) }]));
const order = (file: string) => {
  const paths: string[] = [];
  const rec = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) return node.forEach((c, i) => rec(c, `${pointer}/${i}`));
    if (!node || typeof node !== "object") return;
    paths.push(fieldPath(pointer));
    for (const [kw, value] of Object.entries(node as SchemaNode)) {
      if (DATA.has(kw)) continue;
      if ((kw === "properties" || kw === "$defs") && value && typeof value === "object") for (const [name, child] of Object.entries(value as Record<string, unknown>)) rec(child, `${pointer}/${kw}/${name}`);
      else rec(value, `${pointer}/${kw}`);
    }
  };
  rec(files.get(file), "");
  const entries = out.get(file) ?? new Map<string, Entry>();
  const missing = [...entries.keys()].filter((p) => !paths.includes(p));
  if (missing.length) throw new Error(`${file}: paths not in the schema: ${missing.join(", ")}`);
  return new Map(paths.filter((p) => entries.has(p)).map((p) => [p, entries.get(p)!]));
};
const shared: Record<string, unknown> = {};
for (const file of [...files.keys()].sort()) {
  if (isSectionSchemaFile(file)) {
    const type = /sections\/([^/]+)\//.exec(file)![1];
    writeFileSync(join(root, "src/sections", type, "editor.es.json"), `${JSON.stringify(ordered(order(file)), null, 2)}\n`);
  } else if (out.has(file)) shared[file] = ordered(order(file));
}
// A property name whose own label differs from the one its places show
// (they take the shared definition's: `fallbackHref` reads «Enlace», its
// name «Enlace alternativo» in help texts and problem paths) keeps it here.
const { buildGlossary } = await import("../../src/editor/glossary.ts");
const sources = new Map<string, Record<string, Entry>>([...out].map(([file, entries]) => [file, Object.fromEntries(entries)]));
const voted = buildGlossary(files, sources).names;
const names = Object.fromEntries(Object.keys(voted).filter((name) => has(LABELS, name) && voted[name] !== LABELS[name]).sort().map((name) => [name, LABELS[name]]));
writeFileSync(join(root, "schema/editor.es.json"), `${JSON.stringify({ names, ...shared }, null, 2)}\n`);
console.log(`split: ${[...out.values()].reduce((n, m) => n + m.size, 0)} entries over ${out.size} schema files`);
