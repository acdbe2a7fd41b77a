// The content schemas' validators, compiled once per schema set and kept on disk: compiling
// them with ajv is ~1 CPU-s, paid by every process's first check (each server start, the
// editor-data worker after each idle restart, every `npm run validate`, every test server).
// Ajv's standalone code is written to a cache file named by a hash of everything that shapes
// the code (the schemas, ajv's and ajv-formats' versions, the options); a later process
// evaluates that file instead of compiling. The code is the same code ajv runs after compiling,
// so the errors are the same (instancePath, keyword, params, message, and verbose's schema,
// parentSchema and data, which ajv-messages.ts reads).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import { _ } from "ajv/dist/compile/codegen/index.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import addFormats from "ajv-formats";
import { fullFormats } from "ajv-formats/dist/formats.js";
import { isTimeZone } from "../../src/core/booking/zone.ts";
import { CUSTOM_KEYWORDS, type SchemaSet, schemaId } from "./schema-set.ts";

// This file's path. Under jsdom (the browser-project tests that load the content), import.meta.url is not a
// file URL: the path is then the repository's, from its root, where the tests run.
const HERE = import.meta.url.startsWith("file:")
  ? fileURLToPath(import.meta.url)
  : join(process.cwd(), "lib/validate/compiled-validators.ts");
const require = createRequire(HERE);
const OPTIONS = { allErrors: true, discriminator: true, strict: true, strictRequired: false, verbose: true } as const;
// IANA time-zone names (booking.timeZone), as this Node's time-zone data knows them.
const TIME_ZONE = { type: "string", validate: isTimeZone } as const;
// The formats the standalone code reads, by the name its `require` asks for (see evaluate).
const FORMATS_MODULE = "page-validators:formats";
const FORMATS = { ...fullFormats, "time-zone": TIME_ZONE };

const DEFAULT_CACHE_DIR = join(dirname(HERE), "../../node_modules/.cache/page-validators/");

export type Validators = (file: string) => ValidateFunction;

/** Cache files kept: each schema change writes one (~1.8 MB); the oldest go. */
const FILES_KEPT = 6;

/** The cache file's name: changes with the schemas, the ajv and ajv-formats versions, the options and this file. */
function validatorsKey(schemas: SchemaSet): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(HERE));
  for (const pkg of ["ajv/package.json", "ajv-formats/package.json"])
    hash.update(String((require(pkg) as { version: string }).version));
  hash.update(JSON.stringify({ OPTIONS, CUSTOM_KEYWORDS, formats: Object.keys(FORMATS) }));
  for (const file of [...schemas.files.keys()].sort())
    hash.update(file).update(JSON.stringify(schemas.files.get(file)));
  return hash.digest("hex").slice(0, 32);
}

/** An ajv with our options, formats, keywords and schemas (`$id` = schemaId(file)); `standalone` keeps each validator's source. */
export function configuredAjv(schemas: SchemaSet, standalone = false): Ajv2020 {
  const code = standalone ? { source: true, formats: _`require(${FORMATS_MODULE})` } : {};
  const ajv = new Ajv2020({ ...OPTIONS, code });
  addFormats.default(ajv);
  ajv.addFormat("time-zone", TIME_ZONE);
  for (const keyword of CUSTOM_KEYWORDS) ajv.addKeyword({ keyword });
  for (const [file, schema] of schemas.files) ajv.addSchema({ ...schema, $id: schemaId(file) });
  return ajv;
}

/** Every schema file's validator as one CommonJS module, exported by file name. */
function compile(schemas: SchemaSet): string {
  const ids = Object.fromEntries([...schemas.files.keys()].map((file) => [file, schemaId(file)]));
  return standaloneCode(configuredAjv(schemas, true), ids);
}

/**
 * Runs the standalone (CommonJS) code with a `require` of our own: ajv's runtime helpers from
 * node_modules and the formats from this module, wherever the cache file is. Synchronous
 * (loadContent is), which import() of an ES module is not; and the code names ajv's helpers
 * with require() even in ajv's ESM output.
 */
function evaluate(code: string): Record<string, ValidateFunction> {
  const moduleExports: Record<string, ValidateFunction> = {};
  const load = (name: string): unknown => {
    if (name === FORMATS_MODULE) return FORMATS;
    if (!name.startsWith("ajv/dist/runtime/")) throw new Error(`page validators: unexpected require(${name})`);
    return require(name);
  };
  // The code is ajv's output for our own schemas, written by this module (never downloaded).
  new Function("require", "exports", code)(load, moduleExports);
  return moduleExports;
}

function pruneOldest(cacheDir: string): void {
  const byAge = readdirSync(cacheDir)
    .filter((name) => name.endsWith(".cjs"))
    .map((name) => ({ path: join(cacheDir, name), mtime: statSync(join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { path } of byAge.slice(FILES_KEPT)) rmSync(path, { force: true });
}

/** The validators of `schemas`, from the cache folder when it has them, compiled (and written there) when not. */
export function loadValidators(schemas: SchemaSet, cacheDir = DEFAULT_CACHE_DIR): Validators {
  const file = join(cacheDir, `${validatorsKey(schemas)}.cjs`);
  let validators: Record<string, ValidateFunction> | undefined;
  try {
    validators = evaluate(readFileSync(file, "utf8"));
  } catch {
    // Not there yet (or unreadable): compile, and keep the code for the next process.
    const code = compile(schemas);
    validators = evaluate(code);
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Another process may be writing the same file: each writes its own temp file, the rename is atomic.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      writeFileSync(temp, code);
      renameSync(temp, file);
      pruneOldest(cacheDir);
    } catch {
      // A read-only install still validates, compiling in each process as before.
    }
  }
  return (schemaFile: string) => {
    const validate = validators[schemaFile];
    if (!validate) throw new Error(`no schema ${schemaFile}`);
    return validate;
  };
}
