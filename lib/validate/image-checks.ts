// Every image a document names must be a file the site has: share images
// (site `ogImage`, a page's `meta.ogImage`) and every image a section shows
// (any "/img/…" value: an image's `src`, an uploaded image's widths). A
// path to a missing file builds fine and only shows later, as a broken hero
// or a broken preview on social sites: validate, the editor and "Publicar"
// say so instead.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Content, Problem } from "./content.ts";

type Meta = { ogImage?: unknown } | undefined;

/** A value that names an image file under public/ (the schema's image pattern). */
const IMAGE = /^\/img\/[\w./-]+\.(svg|png|jpe?g|webp|avif|gif)$/i;

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Every string in `value` that names an image, with its JSON pointer (into `found`: a first check walks every
 * page, and the arrays a flatMap per level made were most of its cost, ~0.3 s of CPU at 100× the site).
 */
function namedImages(value: unknown, pointer: string, found: Array<{ pointer: string; path: string }> = []) {
  if (typeof value === "string") {
    if (value.startsWith("/img/") && IMAGE.test(value)) found.push({ pointer, path: value });
  } else if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) namedImages(value[i], `${pointer}/${i}`, found);
  else if (value && typeof value === "object")
    for (const key in value)
      namedImages((value as Record<string, unknown>)[key], `${pointer}/${escapePointer(key)}`, found);
  return found;
}

/**
 * namedImages of a page's sections, once per sections object: an unchanged file's document is the same
 * object from one loadContent to the next (load-cache.ts), and the editor's check runs this over every page
 * on each keystroke. Weak: an entry goes with its document.
 */
const imagesBySections = new WeakMap<object, ReadonlyArray<{ pointer: string; path: string }>>();
function sectionImages(sections: unknown): ReadonlyArray<{ pointer: string; path: string }> {
  if (!sections || typeof sections !== "object") return namedImages(sections, "/sections");
  let found = imagesBySections.get(sections);
  if (!found) imagesBySections.set(sections, (found = namedImages(sections, "/sections")));
  return found;
}

/** `imageRoots`: public/ folders besides <root>/public where an image may be (uploads not yet published). */
export function imageChecks(
  content: Pick<Content, "root" | "site" | "pages">,
  imageRoots: readonly string[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const roots = [join(content.root, "public"), ...imageRoots];
  // Asked once per path in a check: pages share their images (a file added meanwhile is seen by the next check).
  const found = new Map<string, boolean>();
  const exists = (path: string) => {
    let there = found.get(path);
    if (there === undefined) found.set(path, (there = roots.some((root) => existsSync(join(root, path)))));
    return there;
  };
  const check = (file: string, pointer: string, path: unknown) => {
    if (typeof path === "string" && !exists(path)) {
      problems.push({
        file,
        pointer,
        message: `${path} does not exist (expected the file public${path})`,
        es: `la imagen ${path} no existe; elige una imagen subida al sitio`,
      });
    }
  };
  if (content.site) check("pages/_site.json", "/ogImage", content.site.ogImage);
  for (const page of content.pages) {
    const seen = new Set<string>();
    const once = (pointer: string, path: unknown) => {
      if (seen.has(pointer)) return;
      seen.add(pointer);
      check(page.file, pointer, path);
    };
    once("/meta/ogImage", (page.doc.meta as Meta)?.ogImage);
    once("/notFound/meta/ogImage", (page.doc.notFound as { meta?: Meta } | undefined)?.meta?.ogImage);
    for (const { pointer, path } of sectionImages(page.doc.sections)) once(pointer, path);
  }
  return problems;
}
