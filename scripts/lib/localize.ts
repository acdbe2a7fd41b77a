// Prepares documents for one language: every copy string (x-copy in the
// schema) is translated, then the site placeholders {product}, {email},
// {phone} and {year} are filled. Components receive final text.
import type { Content, PageFile } from "./content.ts";
import { walk } from "./walk.ts";

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

export function placeholders(content: Content): Record<string, string> {
  const site = content.site as { brand: { name: string }; contact: { email: string; phone: string } } | undefined;
  return {
    product: site?.brand.name ?? "",
    email: site?.contact.email ?? "",
    phone: site?.contact.phone ?? "",
    year: String(new Date().getFullYear()),
  };
}

export function localizeValue<T>(content: Content, schemaFile: string, value: T, translate: Translate): T {
  const copy = structuredClone(value);
  const fill = placeholders(content);
  walk(content.schemas, { file: schemaFile, node: content.schemas.get(schemaFile) }, value, (note) => {
    if (note.kind !== "copy") return;
    const text = translate(String(note.value), note.pointer).replace(/\{(product|email|phone|year)\}/g, (_, key: string) => fill[key]);
    setAt(copy, note.pointer, text);
  });
  return copy;
}

const translators = new Map<string, Translate>();

/** Lets the i18n layer plug in a catalog lookup per language. */
export function registerTranslator(lang: string, translate: Translate) {
  translators.set(lang, translate);
}

export function localizeContent(content: Content, lang: string): Pick<Content, "site" | "collections" | "pages"> {
  const translate = translators.get(lang) ?? identity;
  const collections = Object.fromEntries(Object.entries(content.collections).map(([name, items]) => [name, localizeValue(content, `data/${name}.schema.json`, items, translate)]));
  const pages: PageFile[] = content.pages.map((p) => ({ ...p, doc: localizeValue(content, "page.schema.json", p.doc, translate) }));
  const site = content.site ? localizeValue(content, "site.schema.json", content.site, translate) : undefined;
  return { site, collections, pages };
}
