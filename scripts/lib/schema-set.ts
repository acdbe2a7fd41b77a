// Loads every schema file under schema/ and resolves `$ref`s between them the
// way an editor does (relative to the referring file), so validation, type
// generation, copy extraction and link checks all read the same schema.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative } from "node:path";

export type SchemaNode = { [key: string]: unknown };

export interface Located {
  file: string;
  node: SchemaNode;
}

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
    const node = this.files.get(file);
    if (!node) throw new Error(`schema/${file} does not exist`);
    return node;
  }

  /** Follows one `$ref` written in `fromFile`. */
  resolve(fromFile: string, ref: string): Located {
    const [filePart, pointer = ""] = ref.split("#");
    const file = filePart ? posix.normalize(posix.join(posix.dirname(fromFile), filePart)) : fromFile;
    let node: unknown = this.get(file);
    for (const raw of pointer.split("/").filter(Boolean)) {
      const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      node = (node as SchemaNode)[key];
      if (node === undefined) throw new Error(`schema/${file}: $ref ${ref} points nowhere`);
    }
    return { file, node: node as SchemaNode };
  }

  /** Follows `$ref` chains; sibling keywords of a `$ref` win (description, default). */
  deref(loc: Located): Located {
    let current = loc;
    const seen = new Set<string>();
    while (typeof current.node.$ref === "string") {
      const ref = current.node.$ref;
      const key = `${current.file}#${ref}`;
      if (seen.has(key)) throw new Error(`schema/${current.file}: circular $ref ${ref}`);
      seen.add(key);
      const { $ref: _ignored, ...siblings } = current.node;
      const target = this.resolve(current.file, ref);
      current = { file: target.file, node: { ...target.node, ...siblings } };
    }
    return current;
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
