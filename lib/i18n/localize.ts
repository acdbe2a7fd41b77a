// Prepares documents for one language: every copy string (x-copy in the
// schema) is translated, then the site placeholders {product}, {email},
// {phone} and {year} are filled. Components receive final text.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { parsePo } from "pofile-ts";
import { BoundedCache } from "../../src/core/bounded-cache.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";
import type { Content, PageFile } from "../validate/content.ts";
import { annotations } from "../validate/walk.ts";
import { tiedGroups, tiesHold } from "../validate/copy-ties.ts";
import {
  fillPlaceholders,
  placeholderValues,
  type PlaceholderSource,
  type PlaceholderValues,
} from "../../src/core/placeholders.ts";

/** The translation of a Spanish source, or undefined when the catalog has none yet. */
export type Translate = (source: string) => string | undefined;

const identity: Translate = (source) => source;

/** A copy string shown in Spanish in a translated page, and why. */
export interface Gap {
  pointer: string;
  source: string;
  /** untranslated: no translation; tied: its title or highlight has none; mismatch: the translated highlight is not in the translated title. */
  reason: "untranslated" | "tied" | "mismatch";
}

function setAt(target: unknown, pointer: string, value: string) {
  const keys = pointer
    .split("/")
    .slice(1)
    .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
  const last = keys.pop();
  if (last === undefined) return;
  let node = target as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
}

export const placeholders = (content: Content): PlaceholderValues =>
  placeholderValues(content.site as PlaceholderSource | undefined);

/**
 * `value` with every copy string translated and its placeholders filled. A
 * group of tied strings (copy-ties.ts: a title and its highlight) is
 * translated only as a whole: when one of them has no translation, or the
 * translations do not fit together, all of them stay in Spanish and each is
 * reported to `onGap`.
 */
export function localizeValue<T>(
  content: Content,
  schemaFile: string,
  value: T,
  translate: Translate,
  onGap?: (gap: Gap) => void,
): T {
  const copy = structuredClone(value);
  translateCopy(content, schemaFile, value, translate, onGap, (pointer, text) => setAt(copy, pointer, text));
  return copy;
}

/**
 * localizeValue's decisions without the copy: each copy string's text in the language, handed to `put` when
 * given, and the strings left in Spanish reported to `onGap`. Counting what waits for a translator needs only
 * the reports: the editor's page list counted them by localizing every page in every language (at 100× the
 * site, cloning and writing 1,700 documents three times were most of its ~4 s of CPU).
 */
function translateCopy(
  content: Content,
  schemaFile: string,
  value: unknown,
  translate: Translate,
  onGap?: (gap: Gap) => void,
  put?: (pointer: string, text: string) => void,
): void {
  decideCopy(copyGroups(content, schemaFile, value), translate, placeholders(content), onGap, put);
}

/** A document's copy strings, [pointer, Spanish source], in the groups translated as a whole (copy-ties.ts). */
export type CopyGroups = Array<Array<[pointer: string, source: string]>>;

/**
 * The copy strings of `value` by tied group: what localizing it walks the schema for, and the only part
 * of its localization that depends on the document alone (the editor's page list keeps it per document:
 * lib/editor/page-facts.ts).
 */
export function copyGroups(content: Content, schemaFile: string, value: unknown): CopyGroups {
  const sources = new Map<string, string>();
  // The annotations of this document object are memoised (walk.ts): one walk serves every language.
  for (const note of annotations(content.schemas, schemaFile, value))
    if (note.kind === "copy") sources.set(note.pointer, String(note.value));
  return tiedGroups([...sources.keys()]).map((group) => group.map((pointer) => [pointer, sources.get(pointer) ?? ""]));
}

/** Each group's text in one language (to `put`), and the strings left in Spanish (to `onGap`), with the catalog's `translate`. */
export function decideCopy(
  groups: CopyGroups,
  translate: Translate,
  fill: PlaceholderValues,
  onGap?: (gap: Gap) => void,
  put?: (pointer: string, text: string) => void,
): void {
  for (const group of groups) {
    // A string alone, only counted (the page list): no tie to hold, a gap when it has no translation. Most
    // strings are alone; the maps below cost the page list ~0.5 s of CPU at 100× the site.
    if (group.length === 1 && !put) {
      const [pointer, source] = group[0]!;
      if (translate(source) === undefined) onGap?.({ pointer, source, reason: "untranslated" });
      continue;
    }
    const translated = new Map(group.map(([pointer, source]) => [pointer, translate(source)]));
    const missing = group.filter(([pointer]) => translated.get(pointer) === undefined).map(([pointer]) => pointer);
    // Filled only when asked for or compared: a string alone holds no tie (the page list only counts gaps).
    const filled =
      put || group.length > 1
        ? new Map(
            group.map(([pointer, source]) => [pointer, fillPlaceholders(translated.get(pointer) ?? source, fill)]),
          )
        : undefined;
    const whole = missing.length === 0 && (!filled || tiesHold(filled));
    for (const [pointer, source] of group) {
      if (!whole)
        onGap?.({
          pointer,
          source,
          reason: missing.length === 0 ? "mismatch" : missing.includes(pointer) ? "untranslated" : "tied",
        });
      put?.(pointer, whole ? (filled?.get(pointer) ?? source) : fillPlaceholders(source, fill));
    }
  }
}

const translators = new Map<string, Translate>();

/** Lets the i18n layer plug in a catalog lookup per language. */
export function registerTranslator(lang: string, translate: Translate) {
  translators.set(lang, translate);
}

/**
 * The content catalog of one language (locales/<lang>/content.po, written by
 * `lingui extract` with the JSON extractor) as a map from Lingui's generated
 * message id to the translation. Empty entries are left out. Obsolete ones
 * (`#~`, a Spanish text no document has any more) are kept: they translate
 * exactly that Spanish, and the next extract revives them as soon as a
 * document uses that text again (an undone edit, a section put back), so the
 * catalogs after a save translate it too.
 */
export function readContentCatalog(file: string): Map<string, string> {
  const { mtimeMs, size } = statSync(file);
  const hit = parsedCatalogs.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.map;
  const map = parseContentCatalog(file);
  parsedCatalogs.set(file, { mtimeMs, size, map });
  return map;
}

// The editor reads the catalogs for every page list, check and save: parsed again only when the file changes.
// Keyed by path, and the server reads each published version from a checkout folder of its own: bounded to
// every language's catalog in three checkouts (the live one, a publish's candidate, the one it replaces).
// Without the bound the editor data's worker kept every version's catalogs.
const parsedCatalogs = new BoundedCache<string, { mtimeMs: number; size: number; map: Map<string, string> }>(
  LANGS.length * 3,
);

/**
 * A content catalog's translations by message id, as Lingui's po formatter reads them. Lingui's parse reads
 * the file twice, the second pass item by item only to mark `#~` entries obsolete, which pofile-ts's whole
 * parse gets wrong: ~200 ms of CPU for the three catalogs in every render of a publish or a follow
 * (lib/render/publish-render.ts), half of it that second pass; and a copy edit of a translated text leaves
 * its old entry obsolete, so after the first such publish every render took that path, origin lines and
 * all. Here the file is read once with Lingui's rules (its id, a duplicate id's winner), each entry's
 * obsolete mark taken from its msgid line; a file whose entries do not line up with the parse's items goes
 * through Lingui's parse.
 */
function parseContentCatalog(file: string): Map<string, string> {
  const text = readFileSync(file, "utf8");
  const catalog = readOnce(withoutOrigins(text)) ?? lingui(text, file);
  const out = new Map<string, string>();
  for (const [id, entry] of Object.entries(catalog)) if (entry.translation) out.set(id, entry.translation);
  return out;
}

type Parsed = Record<string, { translation?: string; obsolete?: boolean }>;
const lingui = (text: string, file: string) =>
  formatter({ lineNumbers: false }).parse(text, { locale: undefined, sourceLocale: "es", filename: file }) as Parsed;

/**
 * The catalog without its entries' origin lines (`#.` where the copy is, `#:` its file), which nothing here
 * reads: four fifths of a 10× site's catalog (an entry lists every page that shows its text), parsed for
 * nothing in every render of a publish. The `#.` line that marks an explicit id stays.
 */
const withoutOrigins = (text: string) => text.replace(/^#[.:](?!.*js-lingui-explicit-id).*\n/gm, "");

/** Whether each entry is obsolete, in order: its msgid line (Lingui's own test of an entry's start) begins with `#~`. */
function obsoleteMarks(text: string): boolean[] {
  const marks: boolean[] = [];
  for (const match of text.matchAll(/^[ \t]*(#~\s*)?msgid(?:\s|$)/gm)) marks.push(match[1] !== undefined);
  return marks;
}

/** @lingui/format-po's deserialize over one parse: an object, so the ids keep Lingui's order; undefined if the entries do not line up. */
function readOnce(text: string): Parsed | undefined {
  const { headers, items } = parsePo(text);
  const marks = obsoleteMarks(text);
  // The header is an entry (msgid "") the parse does not list as an item.
  if (Object.keys(headers).length > 0) marks.shift();
  if (marks.length !== items.length) return undefined;
  const catalog: Parsed = {};
  for (const [index, item] of items.entries()) {
    const id = item.extractedComments.includes("js-lingui-explicit-id")
      ? item.msgid
      : generateMessageId(item.msgid, item.msgctxt ?? undefined);
    const message = { translation: item.msgstr[0], obsolete: Boolean(item.flags.obsolete) || marks[index]! };
    const existing = catalog[id];
    if (existing === undefined || !message.obsolete || existing.obsolete) catalog[id] = message;
  }
  return catalog;
}

/**
 * Looks copy up by `generateMessageId(source)`, the key Lingui uses for
 * messages without an explicit id. The raw translation is returned
 * (placeholders such as {product} are filled afterwards), or undefined.
 */
export function catalogTranslator(catalog: ReadonlyMap<string, string>): Translate {
  return (source) => catalog.get(generateMessageId(source));
}

const registered = new Map<string, Set<string>>();

/**
 * Registers one translator per language from locales/<lang>/content.po. The
 * source language keeps its text. Returns, per language, the copy shown in
 * Spanish so far (filled as documents are localized; for a build warning).
 */
export function registerCatalogTranslators(
  root: string,
  langs: readonly string[],
  sourceLang = "es",
): Record<string, Set<string>> {
  const missing: Record<string, Set<string>> = {};
  for (const lang of langs) {
    if (lang === sourceLang) {
      registerTranslator(lang, identity);
      registered.delete(lang);
      continue;
    }
    const file = join(root, "locales", lang, "content.po");
    missing[lang] = new Set<string>();
    registered.set(lang, missing[lang]);
    registerTranslator(
      lang,
      catalogTranslator(existsSync(file) ? readContentCatalog(file) : new Map<string, string>()),
    );
  }
  return missing;
}

export interface LocalizedFile {
  file: string;
  gap: Gap;
}

/** The translation lookup registered for `lang` (registerCatalogTranslators), or the source text. */
export const translatorOf = (lang: string): Translate => translators.get(lang) ?? identity;

/**
 * One language's documents, each localized on first use: a publish's renderer needs the pages it
 * renders again, not the whole site (at 10× localizing every page took ~2 s of its time).
 */
export function localizer(content: Content, lang: string, onGap?: (gap: LocalizedFile) => void) {
  const translate = translatorOf(lang);
  const seen = registered.get(lang);
  const report = (file: string) => (gap: Gap) => {
    seen?.add(gap.source);
    onGap?.({ file, gap });
  };
  let collections: Content["collections"] | undefined;
  let site: { value: Content["site"] } | undefined;
  const pages = new Map<PageFile, PageFile>();
  return {
    collections(): Content["collections"] {
      collections ??= Object.fromEntries(
        Object.entries(content.collections).map(([name, items]) => [
          name,
          localizeValue(content, `data/${name}.schema.json`, items, translate, report(`pages/_data/${name}.json`)),
        ]),
      );
      return collections;
    },
    site(): Content["site"] {
      site ??= {
        value: content.site
          ? localizeValue(content, "site.schema.json", content.site, translate, report("pages/_site.json"))
          : undefined,
      };
      return site.value;
    },
    page(source: PageFile): PageFile {
      let page = pages.get(source);
      if (!page)
        pages.set(
          source,
          (page = {
            ...source,
            doc: localizeValue(content, "page.schema.json", source.doc, translate, report(source.file)),
          }),
        );
      return page;
    },
  };
}

/** Every document in one language; `onGap` hears each copy string left in Spanish (also listed in registerCatalogTranslators' sets). */
export function localizeContent(
  content: Content,
  lang: string,
  onGap?: (gap: LocalizedFile) => void,
): Pick<Content, "site" | "collections" | "pages"> {
  const local = localizer(content, lang, onGap);
  // In the order a whole-site localization always reported its gaps: collections, pages, site.
  const collections = local.collections();
  const pages = content.pages.map(local.page);
  return { site: local.site(), collections, pages };
}

/** Per language, the copy each document shows in Spanish because it waits for a translator. */
export function translationGaps(
  content: Content,
  langs: readonly string[],
  sourceLang = "es",
): Record<string, LocalizedFile[]> {
  registerCatalogTranslators(content.root, langs, sourceLang);
  return Object.fromEntries(
    langs
      .filter((lang) => lang !== sourceLang)
      .map((lang) => {
        const gaps: LocalizedFile[] = [];
        const translate = translatorOf(lang);
        const seen = registered.get(lang);
        const report = (file: string) => (gap: Gap) => {
          seen?.add(gap.source);
          gaps.push({ file, gap });
        };
        // In localizeContent's order: collections, pages, site.
        for (const [name, items] of Object.entries(content.collections))
          translateCopy(content, `data/${name}.schema.json`, items, translate, report(`pages/_data/${name}.json`));
        for (const page of content.pages)
          translateCopy(content, "page.schema.json", page.doc, translate, report(page.file));
        if (content.site)
          translateCopy(content, "site.schema.json", content.site, translate, report("pages/_site.json"));
        return [lang, gaps];
      }),
  );
}
