// `$ref` resolution over a map of schema files (path relative to schema/ →
// JSON), with no file system: the Node tools (SchemaSet) and the browser
// editor resolve references with the same code. Section schemas live with
// their component, so their keys leave schema/: `../src/sections/faq/faq.schema.json`.
export type SchemaNode = { [key: string]: unknown };

/** Where section modules live, relative to schema/. */
export const SECTIONS_DIR = "../src/sections";

/** The schema file of a section type: src/sections/<type>/<type>.schema.json. */
export const sectionSchemaFile = (type: string) => `${SECTIONS_DIR}/${type}/${type}.schema.json`;

/** Whether a schema file (key relative to schema/) is a section module's schema. */
export const isSectionSchemaFile = (file: string) => /^\.\.\/src\/sections\/([^/]+)\/\1\.schema\.json$/.test(file);

/** Whether an absolute path on disk is a section module's schema (file watchers). */
export const isSectionSchemaPath = (path: string) =>
  /[\\/]src[\\/]sections[\\/]([^\\/]+)[\\/]\1\.schema\.json$/.test(path);

/** A schema file's path from the repository root, for messages ('schema/page.schema.json', 'src/sections/faq/faq.schema.json'). */
export const repoPath = (file: string) => normalize(`schema/${file}`.split("/")).join("/");

export interface Located {
  file: string;
  node: SchemaNode;
}

export type SchemaFiles = ReadonlyMap<string, SchemaNode>;

/** Collapses `.` and `..` in a posix path relative to the repository root. */
function normalize(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (part === "..") {
      if (out.length && out[out.length - 1] !== "..") out.pop();
      else out.push("..");
    } else if (part !== "." && part !== "") out.push(part);
  }
  return out;
}

/**
 * posix dirname + join + normalize for the relative paths used in `$ref`s,
 * on keys relative to schema/: from `../src/sections/faq/faq.schema.json`,
 * `../../../schema/defs/common.schema.json` is `defs/common.schema.json`.
 */
export function joinRef(fromFile: string, relPath: string): string {
  const parts = normalize([...`schema/${fromFile}`.split("/").slice(0, -1), ...relPath.split("/")]);
  return parts[0] === "schema" ? parts.slice(1).join("/") : ["..", ...parts].join("/");
}

export function getSchema(files: SchemaFiles, file: string): SchemaNode {
  const node = files.get(file);
  if (!node) throw new Error(`${repoPath(file)} does not exist`);
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
    if (node === undefined) throw new Error(`${repoPath(file)}: $ref ${ref} points nowhere`);
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
    if (seen.has(key)) throw new Error(`${repoPath(current.file)}: circular $ref ${ref}`);
    seen.add(key);
    const { $ref: _ignored, ...siblings } = current.node;
    const target = resolveRef(files, current.file, ref);
    current = { file: target.file, node: { ...target.node, ...siblings } };
  }
  return current;
}
