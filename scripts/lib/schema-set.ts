// Loads every schema file under schema/ and resolves `$ref`s between them the
// way an editor does (relative to the referring file), so validation, type
// generation, copy extraction and link checks all read the same schema.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { derefSchema, getSchema, resolveRef, type Located, type SchemaNode } from "./schema-refs.ts";

export type { Located, SchemaNode };

export const SCHEMA_BASE = "https://schema.mesalia.local/";

function listSchemaFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listSchemaFiles(full, root);
    return entry.name.endsWith(".schema.json") ? [relative(root, full).split("\\").join("/")] : [];
  });
}

export class SchemaSet {
  readonly files = new Map<string, SchemaNode>();
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
    for (const rel of listSchemaFiles(dir)) {
      this.files.set(rel, JSON.parse(readFileSync(join(dir, rel), "utf8")) as SchemaNode);
    }
  }

  get(file: string): SchemaNode {
    return getSchema(this.files, file);
  }

  /** Follows one `$ref` written in `fromFile`. */
  resolve(fromFile: string, ref: string): Located {
    return resolveRef(this.files, fromFile, ref);
  }

  /** Follows `$ref` chains; sibling keywords of a `$ref` win (description, default). */
  deref(loc: Located): Located {
    return derefSchema(this.files, loc);
  }

  /** Section type names, from the files in schema/sections. */
  sectionTypes(): string[] {
    return [...this.files.keys()]
      .filter((f) => f.startsWith("sections/"))
      .map((f) => {
        const props = this.get(f).properties as SchemaNode | undefined;
        return (props?.type as SchemaNode | undefined)?.const as string;
      })
      .filter(Boolean)
      .sort();
  }
}
