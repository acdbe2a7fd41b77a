// Shared sections (issue 43): a section stored once, in pages/_data/sections/<name>.json,
// and placed on many pages by reference, `{ "type": "shared", "ref": "<name>" }`
// (schema/defs/shared-section.schema.json). Loading the content reads each shared
// section in place of its references, so everything after the load (the
// cross-checks, the gate, localizing, the renderer and its incremental state)
// sees the page as it shows: a change to a shared file changes the documents,
// hence the render hashes, of exactly the pages that use it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isSharedRef, placedSection, SHARED_REF_TYPE } from "../../src/core/shared-placement.ts";
import type { PageDoc, Problem } from "./content.ts";

/** Where shared sections are, relative to the content's root. */
export const SHARED_SECTIONS_DIR = "pages/_data/sections";
export const SHARED_TYPE = SHARED_REF_TYPE;

export const sharedSectionFile = (name: string) => `${SHARED_SECTIONS_DIR}/${name}.json`;

/** The name of a shared section's file (`pages/_data/sections/banner.json` → `banner`), or undefined for another file. */
export function sharedSectionName(file: string): string | undefined {
  const match = /^pages\/_data\/sections\/([a-z0-9][a-z0-9-]*)\.json$/.exec(file.split("\\").join("/"));
  return match?.[1];
}

/** The files of pages/_data/sections under `root`, relative to it, sorted. */
export function sharedSectionFiles(root: string): string[] {
  const dir = join(root, SHARED_SECTIONS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => `${SHARED_SECTIONS_DIR}/${name}`);
}

/**
 * The shared sections under `root` by name, each file's text read by `parse` (the server fills {product}… in it
 * first, as it does in the pages); a file that does not parse is left out: validate names it, and a reference to
 * it stays a reference.
 */
export function readSharedSections(
  root: string,
  parse: (text: string) => unknown = (text) => JSON.parse(text),
): Map<string, unknown> {
  const shared = new Map<string, unknown>();
  for (const file of sharedSectionFiles(root)) {
    try {
      shared.set(sharedSectionName(file)!, parse(readFileSync(join(root, file), "utf8")));
    } catch {
      // Not JSON: see above.
    }
  }
  return shared;
}

type Section = PageDoc["sections"][number];

/** The names a document's sections (and its family's not-found sections) refer to, with where. */
export function sharedRefsOf(doc: PageDoc): Array<{ ref: string; pointer: string }> {
  const lists: Array<[string, unknown]> = [
    ["/sections", doc.sections],
    ["/notFound/sections", (doc.notFound as { sections?: unknown } | undefined)?.sections],
  ];
  return lists.flatMap(([at, list]) =>
    Array.isArray(list)
      ? list.flatMap((section, index) =>
          isSharedRef(section) ? [{ ref: section.ref, pointer: `${at}/${index}` }] : [],
        )
      : [],
  );
}

// A document and the shared sections it was read with → the document with them in place. The editor loads the
// content on each keystroke: an unchanged page and unchanged shared files give the same object, so what is kept
// per document (its schema check, its annotations: load-cache.ts) is kept for pages with references too.
const resolvedDocs = new WeakMap<object, { used: Map<string, unknown>; doc: PageDoc }>();

/**
 * The document with each reference replaced by the shared section it names (the same object when it has none),
 * under the reference's id when it has one: the placement's id is the section's id on that page (its anchor,
 * checked unique with the others), so the same shared section can be placed twice.
 * A reference to a missing section stays (`sharedRefProblems` reports it; the renderer has no component for it),
 * so every section keeps its index and a problem's pointer is the same in both.
 */
export function withSharedSections(doc: PageDoc, shared: ReadonlyMap<string, unknown>): PageDoc {
  const refs = sharedRefsOf(doc);
  if (refs.length === 0) return doc;
  const hit = resolvedDocs.get(doc);
  if (hit && [...hit.used].every(([name, section]) => shared.get(name) === section)) return hit.doc;
  const used = new Map(refs.map(({ ref }) => [ref, shared.get(ref)]));
  const place = (list: Section[]) =>
    list.map((section) => (placedSection(section, (name) => shared.get(name)) as Section | undefined) ?? section);
  const notFound = doc.notFound as { sections?: Section[] } | undefined;
  const resolved: PageDoc = {
    ...doc,
    sections: place(doc.sections),
    ...(notFound?.sections ? { notFound: { ...notFound, sections: place(notFound.sections) } } : {}),
  };
  resolvedDocs.set(doc, { used, doc: resolved });
  return resolved;
}

/** A reference to a shared section that is not there, and a shared section that is itself a reference. */
export function sharedRefProblems(
  pages: Array<{ file: string; doc: PageDoc }>,
  shared: ReadonlyMap<string, unknown>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [name, section] of shared)
    if (isSharedRef(section))
      problems.push({
        file: sharedSectionFile(name),
        pointer: "/type",
        message: `a shared section cannot be a reference to another one ("${section.ref}"): write the section itself`,
        es: "una sección compartida no puede remitir a otra: escribe aquí la sección",
      });
  for (const { file, doc } of pages)
    for (const { ref, pointer } of sharedRefsOf(doc))
      if (!shared.has(ref))
        problems.push({
          file,
          pointer: `${pointer}/ref`,
          message: `no shared section "${ref}" (${sharedSectionFile(ref)} does not exist)`,
          es: `la sección compartida «${ref}» ya no existe: elige otra o quita esta sección`,
        });
  return problems;
}

/**
 * A problem found in a page with its shared sections in place, said of the page where the section came from a
 * shared one: its pointer is the reference's, and its message names the shared section, so the author knows the
 * fix may be there (an anchor that collides on one of the pages that use it).
 */
export function locateInShared(problem: Problem, docOf: (file: string) => PageDoc | undefined): Problem {
  const doc = docOf(problem.file);
  if (!doc) return problem;
  const match = /^(\/(?:notFound\/)?sections)\/(\d+)(\/.*)?$/.exec(problem.pointer);
  if (!match) return problem;
  const list = match[1] === "/sections" ? doc.sections : (doc.notFound as { sections?: Section[] })?.sections;
  const section = list?.[Number(match[2])];
  if (!isSharedRef(section)) return problem;
  // The placement's own id is the page's: the fix is there, not in the shared file.
  if (section.id && match[3] === "/id") return problem;
  return {
    ...problem,
    message: `${problem.message} (in the shared section "${section.ref}", ${sharedSectionFile(section.ref)})`,
    ...(problem.es ? { es: `${problem.es} (en la sección compartida «${section.ref}»)` } : {}),
  };
}
