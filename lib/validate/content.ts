// Loads and validates every document under pages/: the site document, the
// shared collections in pages/_data and the page documents. Returns problems
// instead of throwing so every caller (CLI, Vite plugin, tests) reports them all.
import type { ExperimentGoal } from "../../src/generated/schema.ts";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { ValidateFunction } from "ajv";
import { JsonSyntaxError } from "./json-source.ts";
import { documentDigest, ObjectMemo, readJsonCached, schemaSetCached, schemaSetDigest } from "./load-cache.ts";
import { describeAjvError } from "./ajv-messages.ts";
import type { SchemaSet } from "./schema-set.ts";
import { loadValidators } from "./compiled-validators.ts";
import { annotations } from "./walk.ts";
import { crossChecks } from "./cross-checks.ts";
import type { StoredChecks } from "./stored-checks.ts";
import {
  locateInShared,
  sharedRefProblems,
  sharedRefsOf,
  sharedSectionFiles,
  sharedSectionName,
  SHARED_TYPE,
  withSharedSections,
} from "./shared-sections.ts";
import { CURRENT_VERSION, renamedKeysOf } from "../migrations/index.ts";

export interface Problem {
  file: string;
  pointer: string;
  /** English, for `npm run validate` and CI. */
  message: string;
  /** The same in Spanish, for the editor (lib/editor/problems.ts); the English is shown where it is missing. */
  es?: string;
}

export interface PageFile {
  file: string;
  /** Stable id of the document: its file path under pages/ without .json. */
  key: string;
  doc: PageDoc;
}

/** The shape the engine relies on; the full type is generated from the schema. */
export interface PageDoc {
  path: string;
  variant?: string;
  /** A/B test declared by a base document: arm name → relative weight ("control" is the base). */
  experiment?: {
    id: string;
    weights: Record<string, number>;
    goal?: ExperimentGoal;
    audience?: { languages?: string[]; device?: "mobile" | "desktop" };
  };
  collection?: string;
  meta: { title: string; description: string; robots?: string };
  sections: Array<{ type: string; id?: string }>;
  [key: string]: unknown;
}

export type Collections = Record<string, Record<string, unknown>>;

export interface Content {
  root: string;
  schemas: SchemaSet;
  site: Record<string, unknown> | undefined;
  collections: Collections;
  pages: PageFile[];
  /**
   * Documents that failed the schema but whose path (and sections) could be
   * read. Their routes and anchors still count for other documents' links,
   * so one typo in a page gives its own error, not one per link to that page.
   */
  unchecked: PageFile[];
  problems: Problem[];
  /** Shared sections by name (pages/_data/sections/<name>.json), as written. */
  shared: ReadonlyMap<string, unknown>;
  /** Per shared section's name, the page files that place it, sorted. */
  sharedUses: Record<string, string[]>;
}

export const formatProblem = (p: Problem) => `${p.file} ${p.pointer || "/"}: ${p.message}`;

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith("_") ? [] : listJson(full);
      return entry.name.endsWith(".json") && !entry.name.startsWith("_") ? [full] : [];
    })
    .sort();
}

// Compiling the schemas is most of a first load's time (~1 CPU-s; compiled-validators.ts
// keeps the compiled code on disk for the next process); the editor validates on every
// change, so the last set of validators is reused while the schema files are the same.
// schemaSetCached keeps one SchemaSet object while the files are unchanged.
let compiled: { schemas: SchemaSet; get: (file: string) => ValidateFunction } | undefined;

function createAjv(schemas: SchemaSet) {
  if (compiled?.schemas !== schemas) compiled = { schemas, get: loadValidators(schemas) };
  return compiled;
}

/** A document's schema problems (without its file name), kept per parsed document, schema file and schema set. */
interface Checked {
  ok: boolean;
  problems: Array<Omit<Problem, "file">>;
}
const checkedDocs = new ObjectMemo<Checked>();

export interface LoadOptions {
  /** Keys renamed by migrations, so an old key gets a message naming the new one (default: from scripts/migrations). */
  renamedKeys?: Record<string, string>;
  /** Extra page documents (tests, benchmarks) validated as if they were files. */
  extraPages?: Array<{ file: string; doc: unknown }>;
  /** Extra page files (test fixtures) read and validated along with pages/. */
  extraFiles?: string[];
  /**
   * The documents were checked already (the publish's gate; the build's `validate` step ran first):
   * no schema validation, whose compiled validators cost the renderer ~1 s of CPU per run.
   * The validators never change a document (no defaults, no coercion), so the content read is the same.
   */
  trusted?: boolean;
  /** Skip the pages/ folder (only extraPages). */
  onlyExtra?: boolean;
  /** Documents to check instead of their file's contents, by file relative to root ('pages/about.json'); a file not on disk is added (the editor's unsaved work). */
  overrides?: Record<string, unknown>;
  /**
   * Folders besides <root>/public where a named image may be (the server's
   * editor: uploads in the content repository's library, which a publish
   * commits with the page that names them).
   */
  imageRoots?: string[];
  /**
   * Where each document's schema check results are kept on disk by its content (stored-checks.ts): a new
   * process reads them instead of validating every document again (the editor data worker's page list).
   */
  stored?: StoredChecks;
}

/** An old (or too new) page document gets one clear line instead of a schema error per renamed key. */
function versionProblem(doc: unknown): { message: string; es: string } | undefined {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return undefined;
  const version = (doc as { version?: unknown }).version;
  const upgrade = "un desarrollador debe actualizarla (npm run migrate)";
  if (version === undefined)
    return {
      message: `is missing: this document predates versioning; \`npm run migrate\` shows the upgrade, \`npm run migrate -- --write\` applies it`,
      es: `esta página tiene un formato antiguo: ${upgrade}`,
    };
  if (typeof version !== "number" || !Number.isInteger(version)) return undefined;
  if (version < CURRENT_VERSION)
    return {
      message: `${version} is older than the current format ${CURRENT_VERSION}: \`npm run migrate\` shows the upgrade, \`npm run migrate -- --write\` applies it`,
      es: `esta página tiene un formato antiguo (${version}): ${upgrade}`,
    };
  if (version > CURRENT_VERSION)
    return {
      message: `${version} is newer than this site knows (${CURRENT_VERSION})`,
      es: `esta página usa un formato más nuevo (${version}) que el de este sitio (${CURRENT_VERSION})`,
    };
  return undefined;
}

/** What cross-checks need from a document the schema rejected: its path, variant, family and sections, when they have the right shape. */
function readableShape(doc: unknown): PageDoc | undefined {
  if (!doc || typeof doc !== "object" || Array.isArray(doc)) return undefined;
  const { path, variant, collection, sections } = doc as Record<string, unknown>;
  if (typeof path !== "string" || !path.startsWith("/")) return undefined;
  return {
    ...(doc as Record<string, unknown>),
    path,
    variant: typeof variant === "string" ? variant : undefined,
    collection: typeof collection === "string" ? collection : undefined,
    meta: { title: "", description: "" },
    sections: Array.isArray(sections)
      ? sections.filter(
          (s): s is PageDoc["sections"][number] => Boolean(s) && typeof s === "object" && !Array.isArray(s),
        )
      : [],
  };
}

/** Which pages place each shared section, from the documents as written. */
function sharedUses(authored: ReadonlyMap<string, PageDoc>): Record<string, string[]> {
  const uses: Record<string, string[]> = {};
  for (const [file, doc] of authored)
    for (const { ref } of sharedRefsOf(doc)) if (!uses[ref]?.includes(file)) (uses[ref] ??= []).push(file);
  for (const files of Object.values(uses)) files.sort();
  return uses;
}

export function loadContent(root: string, options: LoadOptions = {}): Content {
  const schemas = schemaSetCached(join(root, "schema"));
  // Compiled on first use: a trusted load never validates, nor one whose results are all stored.
  const validator = (file: string) => createAjv(schemas).get(file);
  const problems: Problem[] = [];
  const rel = (file: string) => relative(root, file).split("\\").join("/");

  const read = (file: string): unknown => {
    try {
      return readJsonCached(file);
    } catch (error) {
      if (error instanceof JsonSyntaxError)
        problems.push({
          file: rel(file),
          pointer: "",
          message: `invalid JSON at ${error.message}`,
          es: `el archivo no es JSON válido (${error.message})`,
        });
      else
        problems.push({
          file: rel(file),
          pointer: "",
          message: (error as Error).message,
          es: `no se pudo leer el archivo (${(error as Error).message})`,
        });
      return undefined;
    }
  };
  const renamedKeys = options.renamedKeys ?? renamedKeysOf();
  const checkNow = (schemaFile: string, value: unknown): Checked => {
    const outdated = schemaFile === "page.schema.json" ? versionProblem(value) : undefined;
    if (outdated) return { ok: false, problems: [{ pointer: "/version", ...outdated }] };
    const validate = validator(schemaFile);
    if (validate(value)) return { ok: true, problems: [] };
    const seen = new Set<string>();
    const found: Checked["problems"] = [];
    for (const error of validate.errors ?? []) {
      // A section without a type: its "is required" line says it; the discriminator's "unknown section type undefined" would repeat it.
      if (error.keyword === "discriminator" && (error.params as { tagValue?: unknown }).tagValue === undefined)
        continue;
      const { pointer, message, es } = describeAjvError(error, renamedKeys);
      const line = `${pointer}: ${message}`;
      if (seen.has(line)) continue;
      seen.add(line);
      found.push({
        pointer,
        message:
          error.keyword === "discriminator"
            ? `${message} (allowed: ${[...schemas.sectionTypes(), SHARED_TYPE].join(", ")})`
            : message,
        es,
      });
    }
    return { ok: false, problems: found };
  };
  const check = (file: string, schemaFile: string, value: unknown): boolean => {
    // Unchanged documents (same parsed object) are not validated again; the renamed keys only change the wording.
    if (options.trusted) return true;
    // By the schema files' contents (the same set of files compiles to the same validators).
    const part = `${schemaFile} ${schemaSetDigest(schemas)} ${options.renamedKeys ? JSON.stringify(renamedKeys) : ""}`;
    const checked = () => checkedDocs.get(value, part, () => checkNow(schemaFile, value));
    const { stored } = options;
    let result: Checked;
    if (stored && value && typeof value === "object") {
      // Asked for every document (what a load uses is what the store keeps), and remembered for the next loads.
      const found = stored.result("schema", [part, documentDigest(value)], checked);
      result = checkedDocs.get(value, part, () => found);
    } else result = checked();
    problems.push(...result.problems.map((p) => ({ file, ...p })));
    return result.ok;
  };

  const pagesDir = join(root, "pages");
  const siteFile = join(pagesDir, "_site.json");
  // A publish that changes the site document (a page retired: lib/editor/retire.ts) checks it in place.
  const siteOverride = options.overrides?.["pages/_site.json"];
  const site = options.onlyExtra ? undefined : (siteOverride ?? read(siteFile));
  if (site !== undefined) check(rel(siteFile), "site.schema.json", site);

  const collections: Collections = {};
  if (!options.onlyExtra) {
    const dataDir = join(pagesDir, "_data");
    const dataFiles = existsSync(dataDir)
      ? readdirSync(dataDir)
          .filter((f) => f.endsWith(".json"))
          .sort()
      : [];
    for (const name of dataFiles.map((f) => f.replace(/\.json$/, ""))) {
      const file = join(dataDir, `${name}.json`);
      const schemaFile = `data/${name}.schema.json`;
      const value = read(file);
      if (value === undefined) continue;
      if (!schemas.files.has(schemaFile)) {
        problems.push({
          file: rel(file),
          pointer: "",
          message: `no schema for this collection (expected schema/${schemaFile})`,
          es: `esta colección no tiene esquema (schema/${schemaFile}); avisa a un desarrollador`,
        });
        continue;
      }
      check(rel(file), schemaFile, value);
      collections[name] = value as Record<string, unknown>;
    }
  }

  // Shared sections (pages/_data/sections/<name>.json), each checked as a section, read in place of their references below.
  const shared = new Map<string, unknown>();
  if (!options.onlyExtra) {
    const files = new Set(sharedSectionFiles(root));
    for (const file of Object.keys(options.overrides ?? {})) if (sharedSectionName(file)) files.add(file);
    for (const file of [...files].sort()) {
      const name = sharedSectionName(file);
      if (!name) continue;
      const value = options.overrides?.[file] ?? read(join(root, file));
      if (value === null || typeof value !== "object") continue;
      check(file, "section.schema.json", value);
      shared.set(name, value);
    }
  }

  const pages: PageFile[] = [];
  const unchecked: PageFile[] = [];
  const files = [...(options.onlyExtra ? [] : listJson(pagesDir)), ...(options.extraFiles ?? [])];
  // Copied: results are kept per document object (load-cache.ts), and a caller may change its document afterwards.
  const overrides = structuredClone(options.overrides ?? {});
  delete overrides["pages/_site.json"];
  for (const file of Object.keys(overrides)) if (sharedSectionName(file)) delete overrides[file];
  const sources = files.map((file) => ({
    file: rel(file),
    doc: rel(file) in overrides ? overrides[rel(file)] : read(file),
  }));
  const onDisk = new Set(sources.map((s) => s.file));
  for (const [file, doc] of Object.entries(overrides)) if (!onDisk.has(file)) sources.push({ file, doc });
  for (const { file, doc } of [...sources, ...(options.extraPages ?? [])]) {
    if (doc === undefined) continue;
    const key = file.replace(/^pages\//, "").replace(/\.json$/, "");
    if (check(file, "page.schema.json", doc)) pages.push({ file, key, doc: doc as PageDoc });
    else {
      const readable = readableShape(doc);
      if (readable) unchecked.push({ file, key, doc: readable });
    }
  }
  // The documents as written (references to shared sections), then as they show (the shared sections in place).
  const authored = new Map([...pages, ...unchecked].map((p) => [p.file, p.doc]));
  if (!options.onlyExtra) problems.push(...sharedRefProblems([...pages, ...unchecked], shared));
  for (const list of [pages, unchecked]) for (const page of list) page.doc = withSharedSections(page.doc, shared);

  const content: Content = {
    root,
    schemas,
    site: site as Record<string, unknown> | undefined,
    collections,
    pages,
    unchecked,
    problems,
    shared,
    sharedUses: sharedUses(authored),
  };
  if (!options.onlyExtra)
    problems.push(
      ...crossChecks(content, annotations, { imageRoots: options.imageRoots }).map((p) =>
        locateInShared(p, (file) => authored.get(file)),
      ),
    );
  options.stored?.seal();
  return content;
}
