// Prepares documents for one language: every copy string (x-copy in the
// schema) is translated, then the site placeholders {product}, {email},
// {phone} and {year} are filled. Components receive final text.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import type { Content, PageFile } from "./content.ts";
import { walk } from "./walk.ts";
import { fillPlaceholders, placeholderValues, type PlaceholderSource, type PlaceholderValues } from "../../src/lib/placeholders.ts";

export type Translate = (source: string, pointer: string) => string;

const identity: Translate = (source) => source;

function setAt(target: unknown, pointer: string, value: string) {
  const keys = pointer.split("/").slice(1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
  const last = keys.pop();
  if (last === undefined) return;
  let node = target as Record<string, unknown>;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
}

export const placeholders = (content: Content): PlaceholderValues => placeholderValues(content.site as PlaceholderSource | undefined);

export function localizeValue<T>(content: Content, schemaFile: string, value: T, translate: Translate): T {
  const copy = structuredClone(value);
  const fill = placeholders(content);
  walk(content.schemas, { file: schemaFile, node: content.schemas.get(schemaFile) }, value, (note) => {
    if (note.kind !== "copy") return;
    const text = fillPlaceholders(translate(String(note.value), note.pointer), fill);
    setAt(copy, note.pointer, text);
  });
  return copy;
}

const translators = new Map<string, Translate>();

/** Lets the i18n layer plug in a catalog lookup per language. */
export function registerTranslator(lang: string, translate: Translate) {
  translators.set(lang, translate);
}

export function hasTranslator(lang: string): boolean {
  return translators.has(lang);
}

/**
 * The content catalog of one language (locales/<lang>/content.po, written by
 * `lingui extract` with the JSON extractor) as a map from Lingui's generated
 * message id to the translation. Obsolete and empty entries are left out.
 */
export function readContentCatalog(file: string): Map<string, string> {
  const catalog = formatter({ lineNumbers: false }).parse(readFileSync(file, "utf8"), { locale: undefined, sourceLocale: "es", filename: file }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const out = new Map<string, string>();
  for (const [id, entry] of Object.entries(catalog)) if (!entry.obsolete && entry.translation) out.set(id, entry.translation);
  return out;
}

/**
 * A translator that looks copy up by `generateMessageId(source)`, the key
 * Lingui uses for messages without an explicit id. The raw translation is
 * returned (placeholders such as {product} are filled afterwards). A message
 * the catalog lacks stays in the source language and is reported once through
 * `onMissing`; `lingui check missing` makes CI fail on it.
 */
export function catalogTranslator(catalog: ReadonlyMap<string, string>, onMissing?: (source: string, pointer: string) => void): Translate {
  return (source, pointer) => {
    const translation = catalog.get(generateMessageId(source));
    if (translation !== undefined) return translation;
    onMissing?.(source, pointer);
    return source;
  };
}

/**
 * Registers one translator per language from locales/<lang>/content.po. The
 * source language keeps its text. Returns, per language, the copy that has no
 * translation yet (for a build warning).
 */
export function registerCatalogTranslators(root: string, langs: readonly string[], sourceLang = "es"): Record<string, Set<string>> {
  const missing: Record<string, Set<string>> = {};
  for (const lang of langs) {
    if (lang === sourceLang) {
      registerTranslator(lang, identity);
      continue;
    }
    const file = join(root, "locales", lang, "content.po");
    const gaps = (missing[lang] = new Set<string>());
    const catalog = existsSync(file) ? readContentCatalog(file) : new Map<string, string>();
    registerTranslator(lang, catalogTranslator(catalog, (source) => gaps.add(source)));
  }
  return missing;
}

export function localizeContent(content: Content, lang: string): Pick<Content, "site" | "collections" | "pages"> {
  const translate = translators.get(lang) ?? identity;
  const collections = Object.fromEntries(Object.entries(content.collections).map(([name, items]) => [name, localizeValue(content, `data/${name}.schema.json`, items, translate)]));
  const pages: PageFile[] = content.pages.map((p) => ({ ...p, doc: localizeValue(content, "page.schema.json", p.doc, translate) }));
  const site = content.site ? localizeValue(content, "site.schema.json", content.site, translate) : undefined;
  return { site, collections, pages };
}
