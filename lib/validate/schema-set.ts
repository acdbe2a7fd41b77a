// Loads every schema file and resolves `$ref`s between them the way an editor
// does (relative to the referring file), so validation, type generation, copy
// extraction and link checks all read the same schema. Files are keyed by
// their path relative to schema/: the shared ones under schema/, and each
// section module's own schema, src/sections/<type>/<type>.schema.json
// (key `../src/sections/<type>/<type>.schema.json`).
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { join, relative } from "node:path";
import {
  derefSchema,
  getSchema,
  isSectionSchemaFile,
  resolveRef,
  sectionSchemaFile,
  SECTIONS_DIR,
  type Located,
  repoPath,
  type SchemaNode,
} from "../../src/core/schema-refs.ts";

export type { Located, SchemaNode };
export { isSectionSchemaFile, isSectionSchemaPath, repoPath, sectionSchemaFile } from "../../src/core/schema-refs.ts";

/** Base URI of the schema files for ajv: `$id` = schemaId(key), so `$ref`s between schema/ and src/sections/ resolve as on disk. */
export const SCHEMA_BASE = "https://schema.mesalia.local/schema/";
export const schemaId = (file: string) => new URL(file, SCHEMA_BASE).href;

/** A section field whose value may differ on phones (its schema says `"x-perDevice": true`). */
export const PER_DEVICE_KEYWORD = "x-perDevice";
/** Marks the `phone` property addPhoneValues writes: its words come from SECTION_COMMON_FILE's `$defs/phone`. */
export const PHONE_KEYWORD = "x-phone";
const PHONE_PROPERTY = "phone";

/** Keywords of our own that ajv (strict) must accept: annotations for the tools, not constraints. */
export const CUSTOM_KEYWORDS = [
  "x-copy",
  "x-href",
  "x-anchor",
  "x-collection",
  "x-palette",
  "x-island",
  PER_DEVICE_KEYWORD,
  PHONE_KEYWORD,
];

function listSchemaFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listSchemaFiles(full, root);
    return entry.name.endsWith(".schema.json") ? [relative(root, full).split("\\").join("/")] : [];
  });
}

/** The section modules: every folder of src/sections with a <folder>.schema.json. */
export function sectionModuleFolders(sectionsDir: string): string[] {
  if (!existsSync(sectionsDir)) return [];
  return readdirSync(sectionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(sectionsDir, entry.name, `${entry.name}.schema.json`)))
    .map((entry) => entry.name)
    .sort();
}

/** Every file a SchemaSet of `dir` reads (absolute paths): schema/**.schema.json and each section module's schema. */
export function schemaPaths(dir: string): string[] {
  const sectionsDir = join(realpathSync(dir), SECTIONS_DIR);
  return [
    ...listSchemaFiles(dir).map((rel) => join(dir, rel)),
    ...sectionModuleFolders(sectionsDir).map((type) => join(sectionsDir, type, `${type}.schema.json`)),
  ];
}

/** The properties every section has besides its own (visibility by device, a schedule), key relative to schema/. */
export const SECTION_COMMON_FILE = "defs/section-common.schema.json";

/**
 * Gives every section module's schema the properties of SECTION_COMMON_FILE,
 * each as a `$ref` to its definition there, after its own: a section type
 * gets them without writing them, and everything that reads the schema set
 * (ajv, the types, the editor's fields, the reference) sees one schema. A
 * section that declares one of them itself is refused: two meanings for one name.
 */
function addCommonSectionProperties(files: Map<string, SchemaNode>): void {
  const common = files.get(SECTION_COMMON_FILE)?.properties as SchemaNode | undefined;
  if (!common) return;
  for (const [file, node] of files) {
    if (!isSectionSchemaFile(file)) continue;
    const own = (node.properties ?? {}) as SchemaNode;
    const added: SchemaNode = {};
    for (const name of Object.keys(common)) {
      if (Object.hasOwn(own, name))
        throw new Error(`${repoPath(file)}: "${name}" is a property every section has (schema/${SECTION_COMMON_FILE})`);
      added[name] = { $ref: `${repoPathFromSection}${SECTION_COMMON_FILE}#/properties/${name}` };
    }
    node.properties = { ...own, ...added };
  }
}

/**
 * Gives a section module whose own top-level fields include some marked
 * `x-perDevice` a `phone` property: an object of those fields, each a `$ref`
 * to the section's own, holding the values phones show instead
 * (SECTION_COMMON_FILE's `$defs/phone` says what it is, once). Validation,
 * the types, the editor's fields and the reference read it like any other
 * property; the node carries PHONE_KEYWORD so the editor labels it from that
 * one definition. A section without such a field gets nothing.
 */
function addPhoneValues(files: Map<string, SchemaNode>): void {
  const phone = (files.get(SECTION_COMMON_FILE)?.$defs as SchemaNode | undefined)?.phone as SchemaNode | undefined;
  if (!phone) return;
  for (const [file, node] of files) {
    if (!isSectionSchemaFile(file)) continue;
    const own = (node.properties ?? {}) as Record<string, SchemaNode>;
    const varying = Object.keys(own).filter((name) => own[name]?.[PER_DEVICE_KEYWORD] === true);
    if (varying.length === 0) continue;
    if (Object.hasOwn(own, PHONE_PROPERTY))
      throw new Error(`${repoPath(file)}: "${PHONE_PROPERTY}" holds the phone values of the x-perDevice fields`);
    node.properties = {
      ...own,
      [PHONE_PROPERTY]: {
        [PHONE_KEYWORD]: true,
        description: phone.description,
        type: "object",
        additionalProperties: false,
        properties: Object.fromEntries(varying.map((name) => [name, { $ref: `#/properties/${name}` }])),
      },
    };
  }
}

/** From src/sections/<type>/ back to schema/, as a section's own `$ref`s are written. */
const repoPathFromSection = "../../../schema/";

export class SchemaSet {
  readonly files = new Map<string, SchemaNode>();
  readonly dir: string;
  /** src/sections, found from schema/'s real location (test copies of the content link schema/ in). */
  readonly sectionsDir: string;

  constructor(dir: string) {
    this.dir = dir;
    this.sectionsDir = join(realpathSync(dir), SECTIONS_DIR);
    for (const rel of listSchemaFiles(dir)) {
      this.files.set(rel, JSON.parse(readFileSync(join(dir, rel), "utf8")) as SchemaNode);
    }
    for (const type of sectionModuleFolders(this.sectionsDir)) {
      this.files.set(
        sectionSchemaFile(type),
        JSON.parse(readFileSync(join(this.sectionsDir, type, `${type}.schema.json`), "utf8")) as SchemaNode,
      );
    }
    addCommonSectionProperties(this.files);
    addPhoneValues(this.files);
  }

  get(file: string): SchemaNode {
    return getSchema(this.files, file);
  }

  /** Follows one `$ref` written in `fromFile`. */
  resolve(fromFile: string, ref: string): Located {
    return resolveRef(this.files, fromFile, ref);
  }

  /** Each `$ref` node's target, per file it is read from (the files never change once loaded). */
  private readonly derefs = new WeakMap<SchemaNode, Map<string, Located>>();

  /**
   * Follows `$ref` chains; sibling keywords of a `$ref` win (description, default). Memoised: the walks
   * over documents (copy, links, anchors, collections) deref the same nodes for every page in every
   * language; a publish's renderer at 10× spent ~1.5 s of its 5 s in resolving them again. The same
   * Located comes back for the same node, so what the walks memoise by node identity holds too.
   */
  deref(loc: Located): Located {
    if (typeof loc.node.$ref !== "string") return loc;
    let byFile = this.derefs.get(loc.node);
    if (!byFile) this.derefs.set(loc.node, (byFile = new Map()));
    let target = byFile.get(loc.file);
    if (!target) byFile.set(loc.file, (target = derefSchema(this.files, loc)));
    return target;
  }

  /** Section type names, from the section modules' schemas. */
  sectionTypes(): string[] {
    return [...this.files.keys()]
      .filter(isSectionSchemaFile)
      .map((f) => {
        const props = this.get(f).properties as SchemaNode | undefined;
        return (props?.type as SchemaNode | undefined)?.const as string;
      })
      .filter(Boolean)
      .sort();
  }
}
