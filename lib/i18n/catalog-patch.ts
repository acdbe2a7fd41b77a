// The copy catalogs brought in step with a few changed page documents, without reading the others:
// what syncContentCatalogs would write, when the catalogs were in step with the pages before the
// change (the caller knows: the publisher synced the commit it publishes on). A full sync reads and
// extracts every page and parses the four catalogs whole (~0.5 s of CPU at 10× the site, seconds at
// 100×, each origin of each message repeated in every catalog); here only the entries of the
// messages the changed files held or hold are parsed and written again, the other entries are kept
// as the text they are, in the order a full sync sorts them (by message, Lingui's "message" order).
//
// A catalog file is its header, then one entry per message, a blank line after each (pofile-ts's
// stringifyPo): entries never hold a blank line, so the text splits into entries on "\n\n".
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ExtractorCtx, ExtractorType } from "@lingui/conf";
import {
  type CatalogEntry,
  CONTENT_CATALOG_PATH,
  LOCALES,
  type Messages,
  poFormat,
  SOURCE_LOCALE,
} from "./content-catalog.ts";
import { createJsonExtractor } from "./lingui-json-extractor.ts";

/** One changed file of pages/: its text before the change and after it (null: absent). */
export interface ChangedFile {
  file: string;
  before: string | null;
  after: string | null;
}

/** What the changed files contribute to one message: its text, and per file its comments. */
interface Contribution {
  message: string;
  comments: string[];
  files: Set<string>;
}

const format = poFormat();
const collator = new Intl.Collator("en-US");
// Lingui's order of a message's origins (extractFromFiles.ts compareOrigins: by path, all lines 0 here).
const byPath = (a: string, b: string) => a.localeCompare(b);

/** The messages `text` of `file` yields, by id, with the extractor a full sync uses. */
async function extracted(
  extractor: ExtractorType,
  root: string,
  file: string,
  text: string | null,
  into: Map<string, Contribution>,
) {
  if (text === null) return;
  const filename = join(root, file);
  if (!extractor.match(filename)) return;
  await extractor.extract(
    filename,
    text,
    (m) => {
      const entry = into.get(m.id) ?? { message: m.message ?? m.id, comments: [], files: new Set<string>() };
      if (m.comment) entry.comments.push(m.comment);
      entry.files.add(relative(root, filename).split("\\").join("/"));
      into.set(m.id, entry);
    },
    // The copy extractor reads neither Lingui's configuration nor the context.
    {} as ExtractorCtx,
  );
}

// What the PO writer escapes in a quoted string (pofile-ts's escapeString; a line break inside a text is "\n").
const UNESCAPED: Record<string, string> = { a: "\x07", b: "\b", t: "\t", n: "\n", v: "\v", f: "\f", r: "\r" };
const unescapeString = (text: string) => text.replace(/\\(.)/g, (_, c: string) => UNESCAPED[c] ?? c);

/** Where `keyword`'s line starts in `entry` (plain or obsolete, "#~ "), or -1. */
function lineOf(entry: string, keyword: string): number {
  for (const prefix of ["", "#~ "]) {
    const line = `${prefix}${keyword} `;
    if (entry.startsWith(line)) return 0;
    const at = entry.indexOf(`\n${line}`);
    if (at !== -1) return at + 1;
  }
  return -1;
}

/** The msgid of one entry's text (its `msgid` line and the continuation lines up to `msgstr`), unescaped. */
function msgidOf(entry: string): string {
  const start = lineOf(entry, "msgid");
  if (start === -1) return "";
  const end = lineOf(entry, "msgstr");
  const quoted = (line: string) => unescapeString(line.slice(line.indexOf('"') + 1, line.lastIndexOf('"')));
  return entry
    .slice(start, end > start ? end - 1 : undefined)
    .split("\n")
    .map(quoted)
    .join("");
}

/** The entry's text as a full sync writes it. */
async function serialized(id: string, entry: CatalogEntry, locale: string): Promise<string> {
  const context = { locale, sourceLocale: SOURCE_LOCALE, existing: undefined, filename: "" };
  // Messages is CatalogType with Lingui's optional fields spelled out.
  const text = await format.serialize({ [id]: entry } as Parameters<typeof format.serialize>[0], context);
  // Past the header: the entry, then the blank line.
  return text.slice(text.indexOf("\n\n") + 2, -1);
}

/** The one entry `text` holds, parsed as a full sync parses its catalog. */
async function parsed(text: string, locale: string): Promise<CatalogEntry | undefined> {
  const catalog = (await format.parse(text, { locale, sourceLocale: SOURCE_LOCALE, filename: "" })) as Messages;
  return Object.values(catalog)[0];
}

/**
 * Brings root's locales/<lang>/content.po in step with `changed` (already written under root), as
 * syncContentCatalogs(root) would when the catalogs were in step with the files before the change;
 * returns the files written.
 */
export async function syncChangedCatalogs(root: string, changed: ChangedFile[]): Promise<string[]> {
  const before = new Map<string, Contribution>();
  const after = new Map<string, Contribution>();
  const extractor = createJsonExtractor(root);
  for (const { file, before: old, after: now } of changed) {
    await extracted(extractor, root, file, old, before);
    await extracted(extractor, root, file, now, after);
  }
  const changedFiles = new Set(changed.map((c) => c.file));
  const touched = new Set([...before.keys(), ...after.keys()]);
  const idByMessage = new Map([...before, ...after].map(([id, c]) => [c.message, id]));
  const written: string[] = [];
  if (touched.size === 0) return written;
  for (const locale of LOCALES) {
    const file = join(root, CONTENT_CATALOG_PATH.replace("<rootDir>/", "").replace("{locale}", locale) + ".po");
    if (!existsSync(file)) throw new Error(`no catalog ${file}: a full sync writes it`);
    const text = readFileSync(file, "utf8");
    const [header, ...entries] = text.slice(0, -1).split("\n\n");
    const kept: Array<{ message: string; text: string }> = [];
    const seen = new Set<string>();
    for (const entryText of entries) {
      const message = msgidOf(entryText);
      const id = idByMessage.get(message);
      if (!id) {
        kept.push({ message, text: entryText });
        continue;
      }
      seen.add(id);
      const previous = await parsed(entryText, locale);
      const next = await merged(id, previous, before.get(id), after.get(id), changedFiles, locale);
      if (next) kept.push({ message, text: next });
    }
    // The entries kept are in Lingui's order already; a new one goes before the first that does not sort before it
    // (Lingui's merge lists new messages first, and its sort is stable).
    for (const id of touched) {
      if (seen.has(id) || !after.has(id)) continue;
      const next = await merged(id, undefined, undefined, after.get(id), changedFiles, locale);
      if (!next) continue;
      const message = after.get(id)!.message;
      let [low, high] = [0, kept.length];
      while (low < high) {
        const middle = (low + high) >> 1;
        if (collator.compare(kept[middle]!.message, message) < 0) low = middle + 1;
        else high = middle;
      }
      kept.splice(low, 0, { message, text: next });
    }
    const out = `${header}\n\n${kept.map((k) => `${k.text}\n\n`).join("")}`.slice(0, kept.length ? -1 : undefined);
    if (out === text) continue;
    writeFileSync(file, out);
    written.push(file);
  }
  return written;
}

/**
 * One message's entry after the change, as Lingui's merge and the sync's filter make it: the other
 * files' comments and origins (the previous entry's, less what the changed files held) and the
 * changed files' new ones; its translation kept; obsolete when no file holds it any more (kept only
 * with a translation, never in the Spanish catalog). Undefined: the entry goes.
 */
async function merged(
  id: string,
  previous: CatalogEntry | undefined,
  was: Contribution | undefined,
  now: Contribution | undefined,
  changedFiles: Set<string>,
  locale: string,
): Promise<string | undefined> {
  const live = previous && !previous.obsolete;
  const comments = live ? [...(previous.comments ?? [])] : [];
  for (const comment of was?.comments ?? []) {
    const at = comments.indexOf(comment);
    if (at !== -1) comments.splice(at, 1);
  }
  comments.push(...(now?.comments ?? []));
  comments.sort();
  const others = live ? (previous.origin ?? []).map(([path]) => path).filter((path) => !changedFiles.has(path)) : [];
  const origins = [...new Set([...others, ...(now?.files ?? [])])].sort(byPath);
  const message = now?.message ?? was?.message ?? previous?.message ?? id;
  if (origins.length === 0) {
    if (!previous) return undefined;
    const obsolete = { ...previous, obsolete: true };
    if (locale === SOURCE_LOCALE || !obsolete.translation) return undefined;
    return serialized(id, obsolete, locale);
  }
  const source = locale === SOURCE_LOCALE;
  const translation = previous
    ? source && previous.translation === previous.message
      ? message
      : (previous.translation ?? "")
    : source
      ? message
      : "";
  const entry: CatalogEntry = {
    message,
    context: undefined,
    placeholders: {},
    comments,
    origin: origins.map((path) => [path, 0]),
    ...(previous ? { extra: previous.extra } : {}),
    translation,
  };
  return serialized(id, entry, locale);
}
