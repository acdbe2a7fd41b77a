// Translations beside the Spanish (contract §3): for one page document as
// saved on disk, every copy string with its English, French and Italian text
// and whether it is done, pending, or stale (the Spanish changed: the
// translation of the field's earlier Spanish, kept by the catalog as an
// obsolete entry, is offered as a starting point). A translator's text is
// written as the msgstr of that one entry of locales/<lang>/content.po.
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { copyStrings } from "../i18n/lingui-json-extractor.ts";
import {
  readCatalog,
  SOURCE_LOCALE,
  LOCALES,
  syncContentCatalogs,
  writeTranslation,
  type Messages,
} from "../i18n/content-catalog.ts";
import { schemaSetCached } from "../validate/load-cache.ts";
import type { PageDoc } from "../validate/content.ts";
import {
  readSharedSections,
  sharedRefsOf,
  sharedSectionFile,
  withSharedSections,
} from "../validate/shared-sections.ts";
import { Refused } from "./guard.ts";
import { labelOf } from "./problems.ts";
import { openPage } from "./api.ts";
import { oneAtATime } from "./one-at-a-time.ts";

export const TRANSLATION_LANGS = LOCALES.filter((l) => l !== SOURCE_LOCALE);
const MAX_TEXT = 5_000;

export type TranslationStatus = "done" | "pending" | "stale";

export interface TranslationEntry {
  pointer: string;
  label: string;
  source: string;
  translations: Record<string, { text: string; status: TranslationStatus; previous?: string; draft?: boolean }>;
}

/** Translations written in the browser and not published yet: language → Spanish → text (server/publish/translation-drafts.ts). */
export type DraftedTranslations = Record<string, Record<string, string>>;

export const sharedSectionTitle = (name: string) => `Sección compartida: ${name}`;

/**
 * The copy of a saved page document, each with its place as the catalogs' comments name it. The shared sections
 * the page places are read in place (their text shows on the page, so it is translated from it too); a text of one
 * says so in its label, and its comment is the shared file's, where the catalog extracted it once.
 */
function copyOfFile(root: string, file: string, draft?: unknown) {
  const written = (draft ?? openPage(root, file).doc) as PageDoc;
  const schemas = schemaSetCached(join(root, "schema"));
  const refs = Array.isArray(written?.sections) ? sharedRefsOf(written) : [];
  const doc = refs.length ? withSharedSections(written, readSharedSections(root)) : written;
  const strings = copyStrings(schemas, "page.schema.json", doc).map((s) => {
    const placed = refs.find(({ pointer }) => s.pointer.startsWith(`${pointer}/`));
    if (!placed) return { ...s, comment: `${file} ${s.ref}`, shared: undefined };
    const inside = s.pointer.slice(placed.pointer.length);
    return { ...s, comment: `${sharedSectionFile(placed.ref)} ${inside}`, shared: placed.ref };
  });
  return { doc, schemas, strings };
}

const labelIn = (schemas: ReturnType<typeof schemaSetCached>, doc: unknown, pointer: string, shared?: string) =>
  shared ? `${sharedSectionTitle(shared)} › ${labelOf(schemas, doc, pointer)}` : labelOf(schemas, doc, pointer);

/** The translation of the field's earlier Spanish: an obsolete entry whose comment names this file and place. */
function previousOf(messages: Messages, comment: string, source: string): string | undefined {
  const earlier = Object.values(messages).filter(
    (e) => e.obsolete && e.message !== source && e.translation && (e.comments ?? []).includes(comment),
  );
  return earlier.at(-1)?.translation;
}

/**
 * `draft`: the person's draft of the page (its Spanish is what the fields
 * show); `drafted`: translations written but not published, shown as done
 * and marked as a draft.
 */
export async function pageTranslations(
  root: string,
  file: string,
  draft?: unknown,
  drafted: DraftedTranslations = {},
): Promise<{ langs: string[]; entries: TranslationEntry[] }> {
  const { doc, schemas, strings } = copyOfFile(root, file, draft);
  const catalogs = Object.fromEntries(
    await Promise.all(TRANSLATION_LANGS.map(async (lang) => [lang, await readCatalog(root, lang)] as const)),
  );
  const entries = strings.map(({ source, pointer, comment, shared }) => {
    const id = generateMessageId(source);
    const translations = Object.fromEntries(
      TRANSLATION_LANGS.map((lang) => {
        const messages = catalogs[lang];
        const mine = drafted[lang]?.[source];
        if (mine !== undefined && mine.trim() !== "")
          return [lang, { text: mine, status: "done" as const, draft: true }];
        const text = messages[id]?.translation ?? "";
        if (text) return [lang, { text, status: "done" as const }];
        const previous = previousOf(messages, comment, source);
        return [
          lang,
          previous === undefined
            ? { text: "", status: "pending" as const }
            : { text: "", status: "stale" as const, previous },
        ];
      }),
    );
    return { pointer, label: labelIn(schemas, doc, pointer, shared), source, translations };
  });
  return { langs: TRANSLATION_LANGS, entries };
}

const placeholdersIn = (text: string) => new Set(text.match(/\{[a-z]+\}/gi) ?? []);

/** One translation as asked, checked as saveTranslation checks it, without writing anything (a draft keeps it). */
export function checkTranslation(
  root: string,
  body: { file?: unknown; lang?: unknown; source?: unknown; text?: unknown },
  draft?: unknown,
): { file: string; lang: string; source: string; text: string } {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new Refused("Se esperaba { file, lang, source, text }.");
  const { file, lang, source, text } = body;
  if (typeof lang !== "string" || !TRANSLATION_LANGS.includes(lang))
    throw new Refused(`No se traduce a «${String(lang)}»: los idiomas son ${TRANSLATION_LANGS.join(", ")}.`);
  if (typeof source !== "string" || typeof text !== "string")
    throw new Refused("Faltan el texto en español y su traducción.");
  if (text.length > MAX_TEXT) throw new Refused(`La traducción es demasiado larga (más de ${MAX_TEXT} caracteres).`);
  const { strings } = copyOfFile(root, String(file ?? ""), draft);
  if (!strings.some((s) => s.source === source))
    throw new Refused(
      "Ese texto no está en esta página (¿se ha cambiado o guardado otra versión?). Vuelve a abrir las traducciones.",
    );
  const lost = [...placeholdersIn(source)].filter((p) => text !== "" && !placeholdersIn(text).has(p));
  if (lost.length > 0)
    throw new Refused(`La traducción debe conservar ${lost.join(", ")} tal cual: el sitio lo sustituye por su valor.`);
  return { file: String(file), lang, source, text };
}

/** The Spanish copy texts of a page document (what its translations are keyed by). */
export function copySourcesOf(root: string, doc: unknown): Set<string> {
  const written = doc as PageDoc;
  const placed = Array.isArray(written?.sections) ? withSharedSections(written, readSharedSections(root)) : doc;
  return new Set(copyStrings(schemaSetCached(join(root, "schema")), "page.schema.json", placed).map((s) => s.source));
}

/** Writes translations into the catalogs of `root` (a publish's checkout, after its catalogs were synced); one whose Spanish is no longer on the site is skipped. Returns how many were written. */
export async function writeTranslations(root: string, drafted: DraftedTranslations): Promise<number> {
  let written = 0;
  for (const [lang, texts] of Object.entries(drafted)) {
    if (!TRANSLATION_LANGS.includes(lang)) continue;
    for (const [source, text] of Object.entries(texts)) {
      try {
        await writeTranslation(root, lang, generateMessageId(source), text);
        written += 1;
      } catch {
        // The Spanish changed or went since the translation was written: nothing to attach it to.
      }
    }
  }
  return written;
}

/** The drafted translations the published catalogs of `root` do not hold yet (one published already, or typed the same as published, is not waiting). */
export async function unpublished(root: string, drafted: DraftedTranslations): Promise<DraftedTranslations> {
  const out: DraftedTranslations = {};
  for (const [lang, texts] of Object.entries(drafted)) {
    if (!TRANSLATION_LANGS.includes(lang)) continue;
    const catalog = await readCatalog(root, lang);
    const waiting = Object.entries(texts).filter(
      ([source, text]) => (catalog[generateMessageId(source)]?.translation ?? "") !== text,
    );
    if (waiting.length) out[lang] = Object.fromEntries(waiting);
  }
  return out;
}

export interface WaitingText {
  /** The page, or the shared section's file (its texts are listed once, under «Sección compartida: <name>»). */
  file: string;
  /** For a shared section's text: a page that places it, where it is translated. */
  page?: string;
  title: string;
  pointer: string;
  label: string;
  source: string;
  stale: boolean;
}

const pageFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json") && !f.split("/").some((part) => part.startsWith("_")))
    .map((f) => `pages/${f}`)
    .sort();

/** "Traducciones pendientes" of the whole site: per language, every published copy text without its translation (drafted ones count as done). */
export async function siteWaiting(
  root: string,
  drafted: DraftedTranslations = {},
): Promise<Record<string, WaitingText[]>> {
  const out: Record<string, WaitingText[]> = Object.fromEntries(TRANSLATION_LANGS.map((l) => [l, []]));
  const schemas = schemaSetCached(join(root, "schema"));
  const catalogs = Object.fromEntries(
    await Promise.all(TRANSLATION_LANGS.map(async (lang) => [lang, await readCatalog(root, lang)] as const)),
  );
  const add = (
    doc: unknown,
    schemaFile: string,
    w: { file: string; title: string; page?: string },
    label: (pointer: string) => string,
  ) => {
    for (const { source, pointer } of copyStrings(schemas, schemaFile, doc)) {
      const id = generateMessageId(source);
      for (const lang of TRANSLATION_LANGS) {
        if (catalogs[lang][id]?.translation || drafted[lang]?.[source]?.trim()) continue;
        if (out[lang]!.some((o) => o.source === source)) continue;
        const stale = Object.values(catalogs[lang]).some(
          (e) => e.obsolete && e.translation && (e.comments ?? []).some((c) => c.startsWith(`${w.file} `)),
        );
        out[lang]!.push({ ...w, pointer, label: label(pointer), source, stale });
      }
    }
  };
  const placedOn = new Map<string, string>();
  for (const file of pageFilesUnder(join(root, "pages"))) {
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>;
    } catch {
      continue;
    }
    if (Array.isArray(doc.sections))
      for (const { ref } of sharedRefsOf(doc as unknown as PageDoc)) if (!placedOn.has(ref)) placedOn.set(ref, file);
    const meta = doc.meta as { title?: unknown } | undefined;
    const title =
      String(meta?.title ?? "")
        .split(" | ")[0]!
        .replace(/\{product\}/g, "")
        .trim() || String(doc.path ?? relative("pages", file));
    add(doc, "page.schema.json", { file, title }, (pointer) => labelOf(schemas, doc, pointer));
  }
  // A shared section's text once, from its own file (as the catalog extracts it), opened on a page that places it.
  for (const [name, section] of readSharedSections(root)) {
    const page = placedOn.get(name);
    if (!page) continue;
    const title = sharedSectionTitle(name);
    add(section, "section.schema.json", { file: sharedSectionFile(name), title, page }, (pointer) =>
      labelIn(schemas, { sections: [section] }, `/sections/0${pointer}`, name),
    );
  }
  return out;
}

/** Writes one translation; refuses (400, Spanish) an unknown language, a source that is not copy of that page, or a text that drops a {placeholder}. */
export function saveTranslation(
  root: string,
  body: { file?: unknown; lang?: unknown; source?: unknown; text?: unknown },
): Promise<{ status: "saved" }> {
  return oneAtATime(() => saveTranslationNow(root, body));
}

async function saveTranslationNow(
  root: string,
  body: { file?: unknown; lang?: unknown; source?: unknown; text?: unknown },
): Promise<{ status: "saved" }> {
  const { lang, source, text } = checkTranslation(root, body);
  const id = generateMessageId(source);
  try {
    await writeTranslation(root, lang, id, text);
  } catch {
    // The catalog does not have the entry yet (a page changed outside the editor): bring it in step, then write.
    await syncContentCatalogs(root);
    await writeTranslation(root, lang, id, text);
  }
  return { status: "saved" };
}
