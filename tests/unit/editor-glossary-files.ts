// The editor's Spanish glossary as written (each section folder's
// editor.es.json, schema/editor.es.json for the shared schema files) and the
// places of the shipped schemas it must cover, for the editor's field tests.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isSectionSchemaFile, repoPath, type SchemaFiles, type SchemaNode } from "../../src/core/schema-refs.ts";
import { fieldPath } from "../../src/core/field-path.ts";
import type { GlossaryEntry } from "../../src/core/glossary.ts";
import { walkSchema } from "./schema-walk.ts";

export interface GlossarySource {
  /** Where the entries are written, from the repository root. */
  where: string;
  entries: Readonly<Record<string, GlossaryEntry>>;
}

/** The glossary file of each schema file (key relative to schema/), and schema/editor.es.json's "names". */
export function glossarySources(
  root: string,
  files: SchemaFiles,
): { sources: Map<string, GlossarySource>; names: Record<string, string> } {
  const shared = JSON.parse(readFileSync(join(root, "schema/editor.es.json"), "utf8")) as {
    names?: Record<string, string>;
  } & Record<string, Record<string, GlossaryEntry>>;
  const { names = {}, ...byFile } = shared;
  const sources = new Map<string, GlossarySource>();
  for (const file of files.keys()) {
    if (isSectionSchemaFile(file)) {
      const where = repoPath(file).replace(/[^/]+$/, "editor.es.json");
      sources.set(file, {
        where,
        entries: existsSync(join(root, where)) ? JSON.parse(readFileSync(join(root, where), "utf8")) : {},
      });
    } else sources.set(file, { where: `schema/editor.es.json ("${file}")`, entries: byFile[file] ?? {} });
  }
  return { sources, names };
}

export interface Place {
  file: string;
  /** The field path that keys its entry. */
  path: string;
  node: SchemaNode;
  /** The property name when the place is a property. */
  property?: string;
  /** Where, for messages: src/sections/faq/faq.schema.json#/properties/items. */
  at: string;
}

/**
 * Every schema node of every file, in schema order, with its field path. A section's `phone`
 * (x-phone) is left out: the schema loader writes it, and its words are section-common's `$defs/phone`
 * and the fields it refers to.
 */
export function schemaPlaces(files: SchemaFiles): Place[] {
  const places: Place[] = [];
  for (const [file, root] of files) {
    const made: string[] = [];
    walkSchema(root, "", (node, pointer) => {
      if (made.some((at) => pointer === at || pointer.startsWith(`${at}/`))) return;
      if (node["x-phone"] === true) return void made.push(pointer);
      const property = /\/properties\/([^/]+)$/.exec(pointer)?.[1];
      places.push({
        file,
        path: fieldPath(pointer),
        node,
        ...(property !== undefined ? { property } : {}),
        at: `${repoPath(file)}#${pointer}`,
      });
    });
  }
  return places;
}
