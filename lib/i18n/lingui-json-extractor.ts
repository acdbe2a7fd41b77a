// A Lingui extractor for the page documents: `lingui extract` walks every
// JSON file under pages/ with its schema (walk.ts) and takes only the strings
// the schema marks `x-copy`. Ids, paths, enums, URLs and names never reach a
// catalog. Each message carries "<file> <place>" as translator comment, the
// place being a JSON pointer with section ids for indexes (copy-ref.ts).
import type { ExtractorType } from "@lingui/conf";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import { BoundedCache } from "../../src/core/bounded-cache.ts";
import { parseJson } from "../validate/json-source.ts";
import { schemaSetCached } from "../validate/load-cache.ts";
import type { SchemaSet } from "../validate/schema-set.ts";
import { annotations } from "../validate/walk.ts";
import { stableRef } from "./copy-ref.ts";

export interface CopyString {
  source: string;
  pointer: string;
  /** The pointer with the section's id for its index (copy-ref.ts): what the catalog's comment names. */
  ref: string;
}

/** The schema a file under pages/ is checked against, or undefined for files that are not documents. */
export function schemaFileFor(relFile: string): string | undefined {
  const file = relFile.split("\\").join("/");
  if (!file.startsWith("pages/") || !file.endsWith(".json")) return undefined;
  if (file === "pages/_site.json") return "site.schema.json";
  // A shared section (lib/validate/shared-sections.ts): its copy is extracted once, here, not from each page that places it.
  if (/^pages\/_data\/sections\/[^/]+\.json$/.test(file)) return "section.schema.json";
  const data = /^pages\/_data\/([^/]+)\.json$/.exec(file);
  if (data) return `data/${data[1]}.schema.json`;
  // Other files or folders starting with "_" are not page documents (content.ts skips them too).
  if (file.split("/").some((part) => part.startsWith("_"))) return undefined;
  return "page.schema.json";
}

/** Every copy string of one document, in document order. */
export function copyStrings(schemas: SchemaSet, schemaFile: string, value: unknown): CopyString[] {
  if (!schemas.files.has(schemaFile)) return [];
  return annotations(schemas, schemaFile, value)
    .filter((a) => a.kind === "copy" && typeof a.value === "string" && a.value.trim() !== "")
    .map((a) => ({
      source: a.value as string,
      pointer: a.pointer || "/",
      ref: schemaFile === "page.schema.json" ? stableRef(value, a.pointer) || "/" : a.pointer || "/",
    }));
}

/** One extracted message, without its origin (the absolute path, which differs between checkouts). */
interface Extracted {
  id: string;
  message: string;
  comment: string;
}
/**
 * What each file yielded, per schema set (one object per schema content, load-cache.ts) and per file,
 * with the content it was read from: a publish extracts every page of a fresh checkout, all but its own
 * unchanged (~150 ms a sync at 10× the pages). One entry per file, its last content: a page published
 * again replaces its entry instead of adding one, so the memo holds the site's files, not its history.
 */
const extractedBySchemas = new WeakMap<SchemaSet, BoundedCache<string, { key: string; messages: Extracted[] }>>();
/**
 * Per schema set, files kept: a site of 100× today's pages (1,700 documents) twice over. Under 1,700 the
 * least recently extracted file went before its next sync reached it, and every sync read every page
 * again.
 */
export const EXTRACTED_FILES_KEPT = 4000;

export function createJsonExtractor(root: string): ExtractorType {
  let schemas: SchemaSet | undefined;
  const rel = (filename: string) => relative(root, filename).split("\\").join("/");
  return {
    match: (filename) => schemaFileFor(rel(filename)) !== undefined,
    extract(filename, code, onMessageExtracted) {
      const file = rel(filename);
      const schemaFile = schemaFileFor(file);
      if (!schemaFile) return;
      schemas ??= schemaSetCached(join(root, "schema"));
      let memo = extractedBySchemas.get(schemas);
      if (!memo) extractedBySchemas.set(schemas, (memo = new BoundedCache(EXTRACTED_FILES_KEPT)));
      const key = createHash("sha1").update(code).digest("base64");
      const kept = memo.get(file);
      let messages = kept?.key === key ? kept.messages : undefined;
      if (!messages) {
        // A syntax error throws with line and column; Lingui reports it with the file name.
        const value = parseJson(code);
        messages = copyStrings(schemas, schemaFile, value).map(({ source, ref }) => ({
          id: generateMessageId(source),
          message: source,
          comment: `${file} ${ref}`,
        }));
        memo.set(file, { key, messages });
      }
      for (const message of messages) onMessageExtracted({ ...message, origin: [filename, 0] });
    },
  };
}
