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

/** Where each entry of a catalog's text (less its last line break) starts, past the header: one scan, no copies. */
function entryStarts(body: string): number[] {
  const starts: number[] = [];
  for (let at = body.indexOf("\n\n"); at !== -1; at = body.indexOf("\n\n", at + 2)) starts.push(at + 2);
  return starts;
}

/**
 * The msgid lines of `message` as the PO writer folds them (at 80 columns), for a live entry and an obsolete
 * one ("#~ "): a catalog's entry of that message holds them exactly, followed by its msgstr line.
 */
async function msgidBlocks(id: string, message: string): Promise<string[]> {
  const blocks: string[] = [];
  for (const obsolete of [false, true]) {
    const entry: CatalogEntry = { message, translation: "x", obsolete, comments: [], origin: [], placeholders: {} };
    const lines = (await serialized(id, entry, SOURCE_LOCALE)).split("\n");
    const first = lines.findIndex((line) => /^(#~ )?msgid /.test(line));
    const last = lines.findIndex((line) => /^(#~ )?msgstr /.test(line));
    blocks.push(lines.slice(first, last).join("\n"));
  }
  return blocks;
}

/** The msgid lines of the entry that ends at `end` and starts at `start`, as written (escaped, folded), or undefined. */
function blockOf(body: string, start: number, end: number): string | undefined {
  // From the entry's end backwards: a search from its start would read all its origin lines (~100 at 100× the site).
  let at = body.lastIndexOf("\nmsgid ", end);
  let stop = "\nmsgstr ";
  if (at < start - 1) {
    at = body.lastIndexOf("\n#~ msgid ", end);
    stop = "\n#~ msgstr ";
    if (at < start - 1) return undefined;
  }
  const last = body.indexOf(stop, at);
  return last === -1 || last > end ? undefined : body.slice(at + 1, last);
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
  const written: string[] = [];
  if (touched.size === 0) return written;
  // Each touched message by its msgid lines as the writer folds them, live and obsolete: a catalog's entries are
  // told apart by those lines as written, without unescaping each entry's msgid.
  const idByBlock = new Map<string, string>();
  for (const id of touched)
    for (const block of await msgidBlocks(id, (after.get(id) ?? before.get(id))!.message)) idByBlock.set(block, id);
  for (const locale of LOCALES) {
    const file = join(root, CONTENT_CATALOG_PATH.replace("<rootDir>/", "").replace("{locale}", locale) + ".po");
    if (!existsSync(file)) throw new Error(`no catalog ${file}: a full sync writes it`);
    const text = readFileSync(file, "utf8");
    const body = text.slice(0, -1);
    const starts = entryStarts(body);
    const endOf = (i: number) => (i + 1 < starts.length ? starts[i + 1]! - 2 : body.length);
    const entryAt = (i: number) => body.slice(starts[i], endOf(i));
    // Entries by index: the text that replaces one (null: it goes); the new ones that go before one (at the end: starts.length).
    const replaced = new Map<number, string | null>();
    const added = new Map<number, Array<{ message: string; text: string; order: number }>>();
    let order = 0;
    const found = new Map<string, number>();
    for (let i = 0; i < starts.length; i++) {
      const id = idByBlock.get(blockOf(body, starts[i]!, endOf(i)) ?? "");
      if (id !== undefined) found.set(id, i);
    }
    for (const id of touched) {
      const at = found.get(id);
      if (at !== undefined) {
        const previous = await parsed(entryAt(at), locale);
        replaced.set(at, (await merged(id, previous, before.get(id), after.get(id), changedFiles, locale)) ?? null);
        continue;
      }
      if (!after.has(id)) continue;
      const next = await merged(id, undefined, undefined, after.get(id), changedFiles, locale);
      if (!next) continue;
      // The entries are in Lingui's order already; a new one goes before the first that does not sort before it
      // (Lingui's merge lists new messages first, and its sort is stable).
      const message = after.get(id)!.message;
      let [low, high] = [0, starts.length];
      while (low < high) {
        const middle = (low + high) >> 1;
        if (collator.compare(msgidOf(entryAt(middle)), message) < 0) low = middle + 1;
        else high = middle;
      }
      added.set(low, [...(added.get(low) ?? []), { message, text: next, order: order++ }]);
    }
    // The untouched entries between two changes are copied as one slice of the text.
    const parts = [starts.length > 0 ? body.slice(0, starts[0]! - 2) : text.slice(0, -2)];
    const changes = [...new Set([...replaced.keys(), ...added.keys()])].sort((a, b) => a - b);
    let from = 0;
    for (const at of changes) {
      if (at > from) parts.push(body.slice(starts[from], endOf(at - 1)));
      // Among new entries at one place, the one added later goes first (each was put before those not sorting before it).
      const news = (added.get(at) ?? []).sort((a, b) => collator.compare(a.message, b.message) || b.order - a.order);
      parts.push(...news.map((n) => n.text));
      from = at;
      if (at === starts.length) continue;
      const replacement = replaced.has(at) ? replaced.get(at) : entryAt(at);
      if (replacement) parts.push(replacement);
      from = at + 1;
    }
    if (from < starts.length) parts.push(body.slice(starts[from], body.length));
    const out = parts.length > 1 ? `${parts.join("\n\n")}\n` : `${parts[0]}\n\n`;
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
