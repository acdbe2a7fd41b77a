// `$ref` resolution over a map of schema files (path under schema/ → JSON),
// with no file system: the Node tools (SchemaSet) and the browser editor
// resolve references with the same code.
export type SchemaNode = { [key: string]: unknown };

export interface Located {
  file: string;
  node: SchemaNode;
}

export type SchemaFiles = ReadonlyMap<string, SchemaNode>;

/** posix dirname + join + normalize for the relative paths used in `$ref`s. */
export function joinRef(fromFile: string, relPath: string): string {
  const parts = fromFile.split("/").slice(0, -1);
  for (const part of relPath.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

export function getSchema(files: SchemaFiles, file: string): SchemaNode {
  const node = files.get(file);
  if (!node) throw new Error(`schema/${file} does not exist`);
  return node;
}

/** Follows one `$ref` written in `fromFile`. */
export function resolveRef(files: SchemaFiles, fromFile: string, ref: string): Located {
  const [filePart, pointer = ""] = ref.split("#");
  const file = filePart ? joinRef(fromFile, filePart) : fromFile;
  let node: unknown = getSchema(files, file);
  for (const raw of pointer.split("/").filter(Boolean)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = (node as SchemaNode)[key];
    if (node === undefined) throw new Error(`schema/${file}: $ref ${ref} points nowhere`);
  }
  return { file, node: node as SchemaNode };
}

/** Follows `$ref` chains; sibling keywords of a `$ref` win (description, default). */
export function derefSchema(files: SchemaFiles, loc: Located): Located {
  let current = loc;
  const seen = new Set<string>();
  while (typeof current.node.$ref === "string") {
    const ref = current.node.$ref;
    const key = `${current.file}#${ref}`;
    if (seen.has(key)) throw new Error(`schema/${current.file}: circular $ref ${ref}`);
    seen.add(key);
    const { $ref: _ignored, ...siblings } = current.node;
    const target = resolveRef(files, current.file, ref);
    current = { file: target.file, node: { ...target.node, ...siblings } };
  }
  return current;
}
