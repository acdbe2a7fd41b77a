// The copy catalogs (locales/<lang>/content.po) kept in step with pages/:
// what `lingui extract` writes for them, done in-process by the editor after
// each save, with Lingui's own extract, merge and PO writer, so
// `lingui check sync` passes right after a save. Files whose entries did not
// change are not written.
//
// Obsolete entries (a Spanish text no document uses any more) keep their
// translation as `#~` history: the next extract revives it when that text
// comes back (an undone edit, a section put back), and the editor offers it
// as the starting point for the new text of the same field. Obsolete entries
// with nothing worth keeping (no translation; every entry of the Spanish
// catalog) are dropped, so the catalogs do not fill with abandoned drafts.
import type { LinguiConfigNormalized } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createJsonExtractor } from "./lingui-json-extractor.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";

export const SOURCE_LOCALE = "es";
export const LOCALES: string[] = [...LANGS];
export const CONTENT_CATALOG_PATH = "<rootDir>/locales/{locale}/content";
export const poFormat = () => formatter({ lineNumbers: false });

/** One entry of a parsed catalog, as Lingui's catalog API hands it around. */
export interface CatalogEntry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
  comments?: string[];
  origin?: Array<[string, number?]>;
  context?: string;
  extra?: unknown;
  placeholders?: unknown;
}
export type Messages = Record<string, CatalogEntry>;

// Lingui's catalog API and its configuration are loaded with the first sync or read: ~55 MB of a
// server's memory that serving visitors never needs (the renderer reads catalogs with format-po alone).
const lingui = async () => {
  const [{ makeConfig }, { getCatalogs }] = await Promise.all([import("@lingui/conf"), import("@lingui/cli/api")]);
  return { makeConfig, getCatalogs };
};

async function contentConfig(root: string): Promise<LinguiConfigNormalized> {
  const { makeConfig } = await lingui();
  return makeConfig(
    {
      rootDir: root,
      sourceLocale: SOURCE_LOCALE,
      locales: LOCALES,
      fallbackLocales: { default: SOURCE_LOCALE },
      catalogs: [{ path: CONTENT_CATALOG_PATH, include: ["<rootDir>/pages"] }],
      extractors: [createJsonExtractor(root)],
      format: poFormat(),
    },
    { skipValidation: true },
  );
}

async function contentCatalog(root: string) {
  const { getCatalogs } = await lingui();
  const [catalog] = await getCatalogs(await contentConfig(root));
  return catalog;
}

// Lingui's orderBy "message" (its default, which lingui.config.ts keeps).
const collator = new Intl.Collator("en-US");
const ordered = (messages: Messages): Messages =>
  Object.fromEntries(
    Object.entries(messages).sort(
      ([, a], [, b]) =>
        collator.compare(a.message ?? "", b.message ?? "") || collator.compare(a.context ?? "", b.context ?? ""),
    ),
  );

const worthKeeping = (locale: string, entry: CatalogEntry) =>
  !entry.obsolete || (locale !== SOURCE_LOCALE && Boolean(entry.translation));

/** What would change in a catalog file: same keys, each with the same text, translation, comments, origins and state. */
function sameEntries(a: Messages, b: Messages): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const shape = (e: CatalogEntry) =>
    JSON.stringify([
      e.message,
      e.translation ?? "",
      Boolean(e.obsolete),
      e.comments ?? [],
      [...new Set((e.origin ?? []).map((o) => o[0]))],
      e.context,
    ]);
  return keys.every((key) => key in b && shape(a[key]) === shape(b[key]));
}

/** Re-extracts the copy of pages/ into locales/<lang>/content.po (every language); returns the files written. */
export async function syncContentCatalogs(root: string): Promise<string[]> {
  const catalog = await contentCatalog(root);
  const [next, previous] = await Promise.all([catalog.collect(), catalog.readAll()]);
  if (!next) throw new Error("the copy of pages/ could not be extracted");
  const merged = catalog.merge(previous, next, {}) as Record<string, Messages>;
  const written: string[] = [];
  for (const locale of LOCALES) {
    const kept = Object.fromEntries(Object.entries(merged[locale]).filter(([, entry]) => worthKeeping(locale, entry)));
    const before = (previous[locale] ?? {}) as Messages;
    const file = catalog.getFilename(locale);
    if (existsSync(file) && sameEntries(kept, before)) continue;
    await writeCatalog(catalog, locale, kept);
    written.push(file);
  }
  return written;
}

type LinguiCatalog = Awaited<ReturnType<typeof contentCatalog>>;

/**
 * The header entry of a PO file (its comments, `msgid ""` and the headers), when it has one: all that the
 * PO writer keeps from the file it replaces. Handed the whole file, it parsed every entry twice and threw
 * them away: ~60 % of a publish's catalog sync at 10× (1,000–1,400 ms).
 */
function headerEntry(po: string): string {
  const end = po.indexOf("\n\n");
  const first = end === -1 ? po : po.slice(0, end + 1);
  return /^msgid ""$/m.test(first) ? first : po;
}

async function writeCatalog(catalog: LinguiCatalog, locale: string, messages: Messages) {
  const file = catalog.getFilename(locale);
  const existing = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  const text = (await catalog.format.serialize(
    file,
    ordered(messages) as never,
    locale,
    existing === undefined ? undefined : headerEntry(existing),
  )) as string;
  if (text !== existing) writeFileSync(file, text);
}

/** The entries of one language's copy catalog, obsolete ones included. */
export async function readCatalog(root: string, locale: string): Promise<Messages> {
  const catalog = await contentCatalog(root);
  return ((await catalog.read(locale)) ?? {}) as Messages;
}

/** Sets the translation of one existing message (by Lingui id) and writes the file; nothing else in it changes. */
export async function writeTranslation(root: string, locale: string, id: string, translation: string): Promise<void> {
  const catalog = await contentCatalog(root);
  const messages = ((await catalog.read(locale)) ?? {}) as Messages;
  if (!messages[id]) throw new Error(`no message ${id} in the ${locale} catalog`);
  messages[id] = { ...messages[id], translation };
  await writeCatalog(catalog, locale, messages);
}
