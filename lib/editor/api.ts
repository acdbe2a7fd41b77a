// What the editor's endpoints do, as plain functions over a content root:
// list, open, check, save, new page, new A/B variant (translations:
// translations.ts). Validation is
// loadContent (the code of `npm run validate`) with the unsaved documents
// put in place of their files; a save also brings the copy catalogs in step
// (content-catalog.ts), so `lingui check sync` holds after it.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatter } from "@lingui/format-po";
import { loadContent, type Content, type LoadOptions, type PageFile } from "../validate/content.ts";
import { sharedSectionName } from "../validate/shared-sections.ts";
import { createPage, NewPageError } from "./new-page.ts";
import { templateOf as pageTemplate } from "./page-templates.ts";
import { formatLike } from "../../src/core/json-preserve.ts";
import type { Json } from "../../src/core/json.ts";
import { assertPageDocument, pageFilePath, Refused } from "./guard.ts";
import { forEditor, stopsSave, type EditorProblem } from "./problems.ts";
import { glossary } from "../../src/generated/editor-glossary.ts";
import { gateProblems } from "../gate/index.ts";
import { oneAtATime } from "./one-at-a-time.ts";
import { LANGS } from "../../src/core/i18n/languages.ts";
import { SOURCE_LOCALE, syncContentCatalogs } from "../i18n/content-catalog.ts";
import {
  decideCopy,
  placeholders,
  registerCatalogTranslators,
  translationGaps,
  translatorOf,
  type LocalizedFile,
} from "../i18n/localize.ts";
import { PageFactsStore, schemasKey, type PageFacts } from "./page-facts.ts";
import type { StoredChecks } from "../validate/stored-checks.ts";

export const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** Source text (and Lingui id) → translation of locales/<lang>/content.po, for the preview (empty entries left out). */
export function contentCatalog(root: string, lang: string): Map<string, string> {
  const file = join(root, "locales", lang, "content.po");
  const out = new Map<string, string>();
  if (!existsSync(file)) return out;
  const entries = formatter({ lineNumbers: false }).parse(readFileSync(file, "utf8"), {
    locale: lang,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  }) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
  for (const [id, entry] of Object.entries(entries)) {
    // Obsolete entries too, as the build reads them (localize.ts: readContentCatalog).
    if (!entry.translation) continue;
    out.set(id, entry.translation);
    if (entry.message) out.set(entry.message, entry.translation);
  }
  return out;
}

/**
 * How many distinct strings wait for a translator in these gaps: those with
 * no translation, and pairs whose translations do not fit together. A string
 * shown in Spanish only because its partner is untranslated needs no work.
 */
const pendingCount = (gaps: readonly LocalizedFile[]) =>
  new Set(gaps.filter((g) => g.gap.reason !== "tied").map((g) => g.gap.source)).size;

/** Per language, how many copy strings of the site wait for a translator. */
export function pendingTranslations(content: Content): Record<string, number> {
  return Object.fromEntries(
    Object.entries(translationGaps(content, LANGS)).map(([lang, gaps]) => [lang, pendingCount(gaps)]),
  );
}

export interface PageSummary {
  file: string;
  path: string;
  title: string;
  variant?: string;
  weights?: Record<string, number>;
  valid: boolean;
  /** Languages with copy of this page that has no translation, and how many strings. */
  missing: Record<string, number>;
  /** The schedules of its sections that have one (issue 43): the list says what is about to appear or go. */
  schedules?: Array<{ from?: string; until?: string }>;
  /** A template that makes one page per item of a collection (/features/:slug): the collection's Spanish name and the pages' titles (issue 41: not «{title} | Funcionalidades»). */
  template?: { name: string; pages: string[] };
}

/** The Spanish name of a collection ("Funcionalidades") and the titles of the pages a template makes from it. */
function templateOf(content: Content, page: PageFile): PageSummary["template"] {
  const collection = page.doc.collection;
  if (!collection || !page.doc.path.includes("/:")) return undefined;
  const names = glossary.fields["page.schema.json#collection"]?.options ?? {};
  const items = Object.values(content.collections[collection] ?? {}) as Array<{ title?: unknown }>;
  return {
    name: names[collection] ?? collection,
    pages: items.map((item) => String(item?.title ?? "")).filter(Boolean),
  };
}

export interface RouteInfo {
  path: string;
  anchors: string[];
}

/** Where the page list finds each document's facts (page-facts.ts), and each page file's git blob id when known. */
export interface ListOptions {
  facts?: PageFactsStore;
  blobs?: ReadonlyMap<string, string>;
  /** Where each document's check results are kept on disk (lib/validate/stored-checks.ts). */
  stored?: StoredChecks;
}

/** For the dev editor and tests: the facts of this process's lists, in memory only. */
const inMemoryFacts = new PageFactsStore();

/**
 * Per page, per language: how many of its copy strings wait for a translator (those a whole-site
 * translationGaps would report for that page, with the same rules: localize.ts decideCopy), from each
 * document's facts. Translations are looked up once per distinct string and language.
 */
function pendingByPage(content: Content, factsOf: (page: PageFile) => PageFacts): Map<string, Record<string, number>> {
  registerCatalogTranslators(content.root, LANGS);
  const fill = placeholders(content);
  const out = new Map<string, Record<string, number>>(content.pages.map((p) => [p.file, {}]));
  for (const lang of LANGS.filter((l) => l !== SOURCE_LOCALE)) {
    const catalog = translatorOf(lang);
    const looked = new Map<string, string | undefined>();
    const translate = (source: string) => {
      if (!looked.has(source)) looked.set(source, catalog(source));
      return looked.get(source);
    };
    for (const page of content.pages) {
      const waiting = new Set<string>();
      decideCopy(factsOf(page).copy, translate, fill, (gap) => {
        if (gap.reason !== "tied") waiting.add(gap.source);
      });
      if (waiting.size > 0) out.get(page.file)![lang] = waiting.size;
    }
  }
  return out;
}

export function listPages(
  root: string,
  options: ListOptions = {},
): { pages: PageSummary[]; routes: RouteInfo[]; problems: EditorProblem[] } {
  const content = loadContent(root, { stored: options.stored });
  const store = options.facts ?? inMemoryFacts;
  const schemas = schemasKey(content);
  // A page that places shared sections is walked with them in place: its file's blob id does not name their copy.
  const placing = new Set(Object.values(content.sharedUses).flat());
  const factsOf = (page: PageFile) =>
    store.facts(content, page, schemas, placing.has(page.file) ? undefined : options.blobs?.get(page.file));
  const missing = pendingByPage(content, factsOf);
  const all = [
    ...content.pages.map((p) => ({ page: p, valid: true })),
    ...content.unchecked.map((p) => ({ page: p, valid: false })),
  ];
  const pages = all
    .map(({ page, valid }) => {
      const schedules = page.doc.sections.flatMap((section) => {
        const schedule = (section as { schedule?: { from?: string; until?: string } }).schedule;
        return schedule ? [schedule] : [];
      });
      const template = templateOf(content, page);
      return {
        file: page.file,
        path: page.doc.path,
        title: String(page.doc.meta?.title ?? ""),
        ...(page.doc.variant ? { variant: page.doc.variant } : {}),
        ...(page.doc.experiment ? { weights: page.doc.experiment.weights } : {}),
        valid,
        // A page that fails its schema is not localized (translationGaps reads content.pages): nothing counted.
        missing: missing.get(page.file) ?? {},
        ...(schedules.length ? { schedules } : {}),
        ...(template ? { template } : {}),
      };
    })
    .sort((a, b) => a.path.localeCompare(b.path) || (a.variant ?? "").localeCompare(b.variant ?? ""));
  const routes = content.pages
    .filter((p) => !p.doc.variant && !p.doc.path.includes("/:"))
    .map((p) => ({ path: p.doc.path, anchors: factsOf(p).anchors }));
  const docOf = (file: string) => all.find(({ page }) => page.file === file)?.page.doc;
  return { pages, routes, problems: forEditor(content.schemas, content.problems, docOf) };
}

export function openPage(root: string, file: string): { file: string; text: string; hash: string; doc: unknown } {
  const full = pageFilePath(root, file);
  if (!existsSync(full))
    throw new Refused("Esa página ya no existe (¿la han borrado o le han cambiado la dirección?).", 404);
  const text = readFileSync(full, "utf8");
  return { file, text, hash: hashOf(text), doc: JSON.parse(text) };
}

/** The pages that place the shared section stored in `file` (none for another file). */
const usersOf = (content: Content, file: string): string[] => {
  const name = sharedSectionName(file);
  return name ? (content.sharedUses[name] ?? []) : [];
};

/**
 * The problems `npm run validate` would report with these documents in place
 * of their files, as the editor shows them (Spanish, with labels): the
 * schema's (no severity: they stop a save) and the publish gate's ("block",
 * "warn"), which a draft may keep and a publish may not.
 */
export function checkDocs(
  root: string,
  docs: Record<string, unknown>,
  options: Pick<LoadOptions, "imageRoots"> = {},
): { problems: EditorProblem[]; others: number } {
  return checkLoaded(loadContent(root, { ...options, overrides: docs }), docs);
}

/** checkDocs on the site already loaded with `docs` in place (the publish gate compares that load with the site before). */
export function checkLoaded(
  content: Content,
  docs: Record<string, unknown>,
): { problems: EditorProblem[]; others: number } {
  // A shared section is checked on every page that places it (an anchor it brings may collide on one of them).
  const checked = new Set(Object.keys(docs));
  for (const file of Object.keys(docs)) for (const user of usersOf(content, file)) checked.add(user);
  const mine = content.problems.filter((p) => checked.has(p.file));
  const gate = gateProblems(content, checked);
  return {
    problems: forEditor(content.schemas, [...mine, ...gate], (file) => docs[file]),
    others: content.problems.length - mine.length,
  };
}

export interface SaveResult {
  status: "saved" | "conflict" | "invalid";
  file: string;
  hash?: string;
  text?: string;
  problems?: EditorProblem[];
  untranslated?: Record<string, number>;
}

/**
 * Writes one document if it is valid and its file is still the one opened
 * (`baseHash`), then the copy catalogs: the entries of new Spanish texts
 * (untranslated, shown in Spanish until translated), of texts no page uses
 * any more (kept as history when translated); nothing else.
 */
export function savePage(root: string, file: string, doc: unknown, baseHash: string | null): Promise<SaveResult> {
  return oneAtATime(() => savePageNow(root, file, doc, baseHash));
}

async function savePageNow(root: string, file: string, doc: unknown, baseHash: string | null): Promise<SaveResult> {
  const full = pageFilePath(root, file);
  assertPageDocument(doc);
  const current = existsSync(full) ? readFileSync(full, "utf8") : undefined;
  const currentHash = current === undefined ? null : hashOf(current);
  if (currentHash !== baseHash)
    return { status: "conflict", file, hash: currentHash ?? undefined, text: current ?? "" };
  const problems = checkDocs(root, { [file]: doc }).problems.filter(stopsSave);
  if (problems.length > 0) return { status: "invalid", file, problems };
  const text = formatLike(current, doc as Json);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  await syncContentCatalogs(root);
  return { status: "saved", file, hash: hashOf(text), text, untranslated: pendingTranslations(loadContent(root)) };
}

/** Writes a starter page (new-page.ts), or a template's, and its copy into the catalogs; refusals in Spanish (409). */
export function newPage(root: string, path: unknown, title: unknown, templateId?: unknown): Promise<{ file: string }> {
  return oneAtATime(async () => {
    if (typeof path !== "string" || typeof title !== "string")
      throw new Refused("Escribe la dirección y el título de la página.");
    const template = typeof templateId === "string" && templateId ? pageTemplate(root, templateId) : undefined;
    if (templateId && !template) throw new Refused("Esa plantilla ya no existe: elige otra de la lista.", 404);
    let file: string;
    try {
      file = createPage(root, path, title, template).file;
    } catch (error) {
      if (error instanceof NewPageError) throw new Refused(error.es, 409);
      throw error;
    }
    await syncContentCatalogs(root);
    return { file };
  });
}

const VARIANT = /^[a-z][a-z0-9-]*$/;

/** `doc` with `entries` placed right after `after` (or replacing the same keys where they are). */
function withKeysAfter(
  doc: Record<string, unknown>,
  after: string,
  entries: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (key in entries) continue;
    out[key] = value;
    if (key === after) Object.assign(out, entries);
  }
  return out;
}

/**
 * A/B test from the editor: pages/<base>.<name>.json as a copy of the base
 * with "variant": name, and the base's experiment with these weights (an
 * existing experiment keeps its id and other arms).
 */
export function createVariant(
  root: string,
  file: string,
  name: unknown,
  weights: unknown,
  baseHash: string,
): Promise<SaveResult & { variantFile?: string }> {
  return oneAtATime(() => createVariantNow(root, file, name, weights, baseHash));
}

async function createVariantNow(
  root: string,
  file: string,
  name: unknown,
  weights: unknown,
  baseHash: string,
): Promise<SaveResult & { variantFile?: string }> {
  if (typeof name !== "string" || !VARIANT.test(name) || name === "control")
    throw new Refused(
      `«${String(name)}» no sirve como nombre de variante: usa minúsculas sin tildes, números y guiones, empezando por una letra (y no «control», que es la página original).`,
    );
  const w = weights as Record<string, unknown>;
  if (!w || typeof w !== "object" || !Object.values(w).every((v) => typeof v === "number" && v >= 0))
    throw new Refused("Los pesos deben ser números de 0 en adelante (0 pausa esa versión).");
  const opened = openPage(root, file);
  if (opened.hash !== baseHash) return { status: "conflict", file, hash: opened.hash, text: opened.text };
  const base = opened.doc as Record<string, unknown>;
  if (base.variant) throw new Refused("Esta página ya es una variante: crea las variantes desde la página original.");
  const variantFile = file.replace(/\.json$/, `.${name}.json`);
  const variantFull = pageFilePath(root, variantFile);
  if (existsSync(variantFull))
    throw new Refused(`Ya existe una variante «${name}» de esta página: elige otro nombre.`, 409);
  const { experiment: _none, ...copy } = base;
  const variantDoc = withKeysAfter(copy, "path", { variant: name });
  const existing = base.experiment as { id: string; weights: Record<string, number> } | undefined;
  const month = new Date().toISOString().slice(0, 7);
  const slug = String(base.path).replace(/^\//, "").replace(/\//g, "-") || "home";
  const experiment = {
    id: existing?.id ?? `${slug}-${name}-${month}`,
    weights: { ...(existing?.weights ?? {}), ...(w as Record<string, number>) },
  };
  const newBase = withKeysAfter(base, "path", { experiment });
  const problems = checkDocs(root, { [file]: newBase, [variantFile]: variantDoc }).problems.filter(stopsSave);
  if (problems.length > 0) return { status: "invalid", file, problems };
  const variantText = formatLike(opened.text, variantDoc as Json);
  writeFileSync(variantFull, variantText, { flag: "wx" });
  const baseText = formatLike(opened.text, newBase as Json);
  writeFileSync(pageFilePath(root, file), baseText);
  await syncContentCatalogs(root);
  return { status: "saved", file, hash: hashOf(baseText), text: baseText, variantFile };
}
