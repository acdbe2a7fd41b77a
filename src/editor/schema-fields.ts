// Schema → field description, for the visual editor. Pure data, no React:
// src/editor/puck-fields.tsx turns it into Puck fields. Every keyword the
// schemas use must be known here; an unknown one throws (a test walks every
// schema file), so a new schema shape cannot silently get a wrong field.
import {
  derefSchema,
  isSectionSchemaFile,
  repoPath,
  resolveRef,
  type Located,
  type SchemaFiles,
  type SchemaNode,
} from "../core/schema-refs.ts";
import { glossary } from "../generated/editor-glossary.ts";
import { glossaryKey } from "../core/field-path.ts";

interface Base {
  label: string;
  /** The schema's description, in Spanish when the glossary has it: the field's help text. */
  help: string;
  required: boolean;
  default?: unknown;
}

export type FieldSpec =
  | (Base & {
      kind: "text";
      multiline: boolean;
      copy: boolean;
      pattern?: string;
      minLength?: number;
      maxLength?: number;
      format?: string;
      anchor?: boolean;
      /** A section's schedule time (schema/defs/section-common.schema.json's scheduleTime): a date and time in Madrid. */
      scheduleTime?: boolean;
    })
  | (Base & { kind: "href" })
  | (Base & { kind: "number"; integer: boolean; min?: number; max?: number; exclusiveMin?: number; nullable?: boolean })
  | (Base & { kind: "boolean" })
  /** optionLabels: value → its Spanish name (the glossary entry's `options`; "" names the empty choice). */
  /** numeric: the choices are numbers (a column count), written back as numbers, not as the list's text. */
  | (Base & { kind: "select"; options: string[]; optionLabels: Record<string, string>; numeric?: boolean })
  | (Base & { kind: "icon"; options: string[] })
  /** common.schema.json's image: src, alt, width and height edited together (upload, library, alt). */
  | (Base & { kind: "image" })
  | (Base & { kind: "collection"; collection: string; options?: string[] })
  | (Base & { kind: "const"; value: unknown })
  | (Base & { kind: "object"; fields: Record<string, FieldSpec>; order: string[] })
  | (Base & { kind: "array"; item: FieldSpec; min?: number; max?: number; unique: boolean })
  /** An object keyed by free names (experiment weights): edited as JSON. */
  | (Base & { kind: "map"; value: FieldSpec; min?: number; max?: number })
  /** oneOf (a form field of one of several kinds): edited as JSON, checked by ajv. */
  | (Base & { kind: "union"; discriminator?: string; branches: string[] });

export class UnsupportedSchema extends Error {}

/** Every keyword the generator reads or may safely ignore (annotations, ajv-only constraints). */
const KNOWN = new Set([
  "$schema",
  "$id",
  "$defs",
  "$comment",
  "$ref",
  "title",
  "description",
  "examples",
  "default",
  "type",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "items",
  "minItems",
  "maxItems",
  "uniqueItems",
  "const",
  "enum",
  "pattern",
  "minLength",
  "maxLength",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "oneOf",
  "discriminator",
  "x-copy",
  "x-href",
  "x-anchor",
  "x-collection",
  // A section field a phone may override, and the `phone` object holding those overrides (lib/validate/schema-set.ts).
  "x-perDevice",
  "x-phone",
]);

/**
 * Keywords about a whole section module, allowed only at the root of its
 * schema file: `x-palette` (the palette's label and category, read by
 * sectionTypes) and `x-island` (whether the section is interactive; the
 * build reads it, the fields do not depend on it).
 */
const ROOT_ONLY = new Set(["x-palette", "x-island"]);

/** Copy under these keys is long by nature (paragraphs); other copy gets one line unless its maxLength is long. */
const LONG_COPY =
  /^(lead|description|answer|body|text|quote|paragraph|paragraphs|intro|summary|subtitle|note|content|message|bio|excerpt|shortDescription|disclaimer)$/i;

const humanize = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

/**
 * Field labels and help in Spanish: the marketers who use the editor read
 * Spanish, like the rest of its interface (copy.ts, puck-dictionary.ts).
 * Both come from the glossary generated from each section folder's
 * editor.es.json and schema/editor.es.json, by the place in the schema a
 * field is written (its field path, src/core/field-path.ts). A place without an
 * entry still gets a label (the property name's usual one, else humanize, in
 * English) and its description as written, so a new section works at once;
 * unit tests ask for the translation. A schema's `title` is not used: ours
 * are type names for the generated TypeScript (PageExperiment, IconName),
 * not words for a marketer.
 */
const FIELDS = glossary.fields;
const NAMES: Readonly<Record<string, string>> = glossary.names;
const entryAt = (site: Site | undefined) =>
  site?.pointer === undefined ? undefined : FIELDS[glossaryKey(site.file, site.pointer)];
/** Every section's `phone` (written by the schema loader, not in the section's file) is described once, in section-common. */
const PHONE_ENTRY = FIELDS[glossaryKey("defs/section-common.schema.json", "/$defs/phone")];
const nameLabel = (key: string): string | undefined => (Object.hasOwn(NAMES, key) ? NAMES[key] : undefined);

/** A property's usual Spanish label by its name alone, else its name made readable. */
export const labelFor = (key: string): string => nameLabel(key) ?? humanize(key);

/**
 * A help text as the side panel shows it: no code spans. A backticked
 * property name reads as its Spanish label («Colección»), anything else
 * backticked ('/contact', '<base>.<name>.json') in quotes.
 */
export function plainHelp(text: string): string {
  return text.replace(/`([^`]+)`/g, (_all, code: string) => `«${nameLabel(code) ?? code}»`);
}

/** A schema node and where it is written (its JSON pointer in `file`; unknown for a node made up in code). */
interface Site extends Located {
  pointer?: string;
}

/**
 * The places a field's schema is written, following `$ref`s: the first is
 * where the property is (its label's place), the last the definition that
 * holds its keywords. Siblings of a `$ref` win, as in derefSchema.
 */
function refChain(files: SchemaFiles, start: Site): Site[] {
  const chain = [start];
  for (let site = start; typeof site.node.$ref === "string"; ) {
    const ref = site.node.$ref;
    const target = resolveRef(files, site.file, ref);
    site = { ...target, pointer: ref.split("#")[1] ?? "" };
    if (chain.some((s) => s.file === site.file && s.pointer === site.pointer)) break; // derefSchema reports the cycle
    chain.push(site);
  }
  return chain;
}

function check(files: SchemaFiles, loc: Located, where: string) {
  // The file's root, or a $ref to it (derefSchema copies the node, its properties stay the same object).
  const root = files.get(loc.file);
  const atRoot = root === loc.node || (root?.properties !== undefined && root.properties === loc.node.properties);
  for (const key of Object.keys(loc.node)) {
    if (KNOWN.has(key) || (atRoot && ROOT_ONLY.has(key))) continue;
    const rootOnly = ROOT_ONLY.has(key) ? " (it belongs at the root of a section's schema file)" : "";
    throw new UnsupportedSchema(
      `${repoPath(loc.file)} ${where}: keyword "${key}" is not handled by the editor's field generator${rootOnly}`,
    );
  }
}

/**
 * The field of the schema node at `start` (give its `pointer` for the
 * glossary to find it). Its label: the glossary's at its place, else
 * `fallback` (a list's items: their singular name's label, else the list's),
 * else the label of the shared definition it refers to (`id` is a section's
 * anchor where it is `$defs/sectionId`, an identifier elsewhere), else by
 * its name `key`.
 */
export function fieldFor(
  files: SchemaFiles,
  start: Site,
  key: string,
  required: boolean,
  where = "",
  fallback?: string,
): FieldSpec {
  check(files, start, where);
  const loc = derefSchema(files, start);
  check(files, loc, where);
  const node = loc.node;
  const chain = refChain(files, start);
  const helpAt = chain.find((site) => typeof site.node.description === "string");
  const phone = node["x-phone"] === true;
  const help =
    typeof node.description === "string" ? ((phone ? PHONE_ENTRY : entryAt(helpAt))?.help ?? node.description) : "";
  const at = chain.at(-1)!.pointer;
  const child = (suffix: string, schema: SchemaNode): Site => ({
    file: loc.file,
    node: schema,
    ...(at !== undefined ? { pointer: `${at}${suffix}` } : {}),
  });
  const base: Base = {
    label: (phone ? PHONE_ENTRY : entryAt(start))?.label ?? fallback ?? entryAt(chain[1])?.label ?? labelFor(key),
    help: plainHelp(help),
    required,
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
  // ["integer", "null"]: a number that may be null (a plan's unlimited cap); other type lists are not handled.
  const nullable =
    Array.isArray(node.type) &&
    node.type.length === 2 &&
    node.type.includes("null") &&
    (node.type.includes("integer") || node.type.includes("number"));
  if (Array.isArray(node.type) && !nullable)
    throw new UnsupportedSchema(`${repoPath(loc.file)} ${where}: a list of types is not handled`);
  const type = nullable ? (node.type as string[]).find((t) => t !== "null") : node.type;

  if (node.oneOf) {
    const branches = (node.oneOf as SchemaNode[]).map((b) => {
      const branch = derefSchema(files, { file: loc.file, node: b });
      check(files, branch, `${where}/oneOf`);
      const tag = node.discriminator
        ? ((
            (branch.node.properties as SchemaNode)[(node.discriminator as SchemaNode).propertyName as string] as
              | SchemaNode
              | undefined
          )?.const as string)
        : undefined;
      return tag ?? String(branch.node.title ?? "?");
    });
    const discriminator = (node.discriminator as SchemaNode | undefined)?.propertyName as string | undefined;
    return { ...base, kind: "union", branches, ...(discriminator ? { discriminator } : {}) };
  }
  if (node.const !== undefined) return { ...base, kind: "const", value: node.const };
  // The shared image, referred to directly or through a section's own field (a phone's image: `#/properties/image`).
  if (
    chain.some(
      (site) => typeof site.node.$ref === "string" && /common\.schema\.json#\/\$defs\/image$/.test(site.node.$ref),
    )
  )
    return { ...base, kind: "image" };
  if (typeof node["x-collection"] === "string") {
    return {
      ...base,
      kind: "collection",
      collection: node["x-collection"],
      ...(Array.isArray(node.enum) ? { options: node.enum as string[] } : {}),
    };
  }
  if (node["x-href"]) return { ...base, kind: "href" };
  if (Array.isArray(node.enum)) {
    const options = node.enum.map(String);
    // The place's own names, else the shared definition's (every section's «Visible en»).
    const names = chain.map(entryAt).find((entry) => entry?.options)?.options ?? {};
    const optionLabels = Object.fromEntries(options.map((o) => [o, Object.hasOwn(names, o) ? names[o]! : o]));
    // "": the name of the empty choice of an optional list («Todos los dispositivos»), when it means more than «ninguno».
    if (Object.hasOwn(names, "")) optionLabels[""] = names[""]!;
    return node.title === "IconName"
      ? { ...base, kind: "icon", options }
      : {
          ...base,
          kind: "select",
          options,
          optionLabels,
          ...(node.enum.every((o) => typeof o === "number") ? { numeric: true } : {}),
        };
  }
  switch (type) {
    case "string": {
      const copy = Boolean(node["x-copy"]);
      const maxLength = node.maxLength as number | undefined;
      const multiline = copy && ((maxLength ?? 0) > 120 || LONG_COPY.test(key));
      return {
        ...base,
        kind: "text",
        copy,
        multiline,
        ...(node["x-anchor"] ? { anchor: true } : {}),
        ...(node.title === "ScheduleTime" ? { scheduleTime: true } : {}),
        ...(typeof node.pattern === "string" ? { pattern: node.pattern } : {}),
        ...(typeof node.minLength === "number" ? { minLength: node.minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(typeof node.format === "string" ? { format: node.format } : {}),
      };
    }
    case "integer":
    case "number":
      return {
        ...base,
        kind: "number",
        integer: type === "integer",
        ...(typeof node.minimum === "number" ? { min: node.minimum } : {}),
        ...(typeof node.maximum === "number" ? { max: node.maximum } : {}),
        ...(typeof node.exclusiveMinimum === "number" ? { exclusiveMin: node.exclusiveMinimum } : {}),
        ...(nullable ? { nullable } : {}),
      };
    case "boolean":
      return { ...base, kind: "boolean" };
    case "array": {
      if (!node.items || typeof node.items !== "object")
        throw new UnsupportedSchema(
          `${repoPath(loc.file)} ${where}: an array without one "items" schema is not handled`,
        );
      // An item of a list of plain values shows its label ("Punto" in "Puntos"): its singular name's, else the list's.
      const singular = key.replace(/s$/, "");
      const item = fieldFor(
        files,
        child("/items", node.items as SchemaNode),
        singular,
        true,
        `${where}/items`,
        nameLabel(singular) ?? base.label,
      );
      return {
        ...base,
        kind: "array",
        item,
        unique: node.uniqueItems === true,
        ...(typeof node.minItems === "number" ? { min: node.minItems } : {}),
        ...(typeof node.maxItems === "number" ? { max: node.maxItems } : {}),
      };
    }
    case "object": {
      if (node.propertyNames !== undefined && !node.properties) {
        if (typeof node.additionalProperties !== "object")
          throw new UnsupportedSchema(`${repoPath(loc.file)} ${where}: a map needs an additionalProperties schema`);
        const value = fieldFor(
          files,
          child("/additionalProperties", node.additionalProperties as SchemaNode),
          "value",
          true,
          `${where}/additionalProperties`,
        );
        return {
          ...base,
          kind: "map",
          value,
          ...(typeof node.minProperties === "number" ? { min: node.minProperties } : {}),
          ...(typeof node.maxProperties === "number" ? { max: node.maxProperties } : {}),
        };
      }
      if (typeof node.additionalProperties === "object")
        throw new UnsupportedSchema(
          `${repoPath(loc.file)} ${where}: properties together with an additionalProperties schema are not handled`,
        );
      const props = (node.properties ?? {}) as Record<string, SchemaNode>;
      const requiredKeys = new Set((node.required as string[] | undefined) ?? []);
      const fields: Record<string, FieldSpec> = {};
      for (const [name, schema] of Object.entries(props))
        fields[name] = fieldFor(
          files,
          child(`/properties/${name}`, schema),
          name,
          requiredKeys.has(name),
          `${where}/properties/${name}`,
        );
      return { ...base, kind: "object", fields, order: Object.keys(props) };
    }
    default:
      throw new UnsupportedSchema(
        `${repoPath(loc.file)} ${where}: no "type" (${JSON.stringify(type)}) the editor can build a field for`,
      );
  }
}

/** The fields of one section type (the `type` const is left out: it is the component). */
export function sectionFields(files: SchemaFiles, schemaFile: string): Record<string, FieldSpec> {
  const spec = fieldFor(
    files,
    { file: schemaFile, node: files.get(schemaFile) as SchemaNode, pointer: "" },
    "section",
    true,
  );
  if (spec.kind !== "object")
    throw new UnsupportedSchema(`${repoPath(schemaFile)}: a section schema must be an object`);
  const { type: _type, ...rest } = spec.fields;
  return rest;
}

/** The page's own fields (head tags, path, experiment): everything but the sections list. */
export function pageFields(files: SchemaFiles): Record<string, FieldSpec> {
  const spec = fieldFor(
    files,
    { file: "page.schema.json", node: files.get("page.schema.json") as SchemaNode, pointer: "" },
    "page",
    true,
  );
  if (spec.kind !== "object") throw new UnsupportedSchema("schema/page.schema.json: must be an object");
  const { sections: _sections, $schema: _schema, version: _version, ...rest } = spec.fields;
  return rest;
}

export interface SectionTypeInfo {
  type: string;
  file: string;
  title: string;
  description: string;
  /** The palette's name for it and the group it is listed under (`x-palette` in its schema). */
  label: string;
  category: string;
  example: Record<string, unknown> | undefined;
}

/** Every section module (src/sections/<type>/), with its palette label and category and its first schema example (the palette's starting content). */
export function sectionTypes(files: SchemaFiles): SectionTypeInfo[] {
  return [...files.entries()]
    .filter(([file]) => isSectionSchemaFile(file))
    .map(([file, node]) => {
      const type = ((node.properties as SchemaNode).type as SchemaNode).const as string;
      const palette = (node["x-palette"] ?? {}) as { label?: unknown; category?: unknown };
      return {
        type,
        file,
        title: String(node.title ?? file),
        description: String(node.description ?? ""),
        label: typeof palette.label === "string" ? palette.label : type,
        category: typeof palette.category === "string" ? palette.category : "",
        example: (node.examples as Array<Record<string, unknown>> | undefined)?.[0],
      };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}

/** Fields of every section type and of the page, as the editor needs them. */
export function editorSchema(files: SchemaFiles): {
  sections: Record<string, Record<string, FieldSpec>>;
  page: Record<string, FieldSpec>;
} {
  return {
    sections: Object.fromEntries(sectionTypes(files).map((t) => [t.type, sectionFields(files, t.file)])),
    page: pageFields(files),
  };
}
