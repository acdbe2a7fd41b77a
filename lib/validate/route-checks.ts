// Where a page may live, checked for every document by `npm run validate`,
// the editor's "Nueva página" and every publish (one code, so no door skips
// it): a page's path must not take over an address the site already uses —
// a language prefix (/en, and so /fr/about, the French /about), an address
// the server answers itself (/admin, /api, /assets, /img, the sitemap,
// robots.txt, the icons) or a redirect's source — and paths and copy have
// length limits (a path is also a file name; a 301-character one failed the
// server with a 500).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { LANGS } from "../../src/core/i18n/languages.ts";
import type { Content, Problem } from "./content.ts";

/** Longest page path, and longest part between slashes (a file or folder name on disk). */
export const MAX_PATH_CHARS = 100;
export const MAX_SEGMENT_CHARS = 60;
/** Longest text of one copy field, and of the page's title and description in search results. */
export const MAX_COPY_CHARS = 5000;
export const MAX_TITLE_CHARS = 200;
export const MAX_DESCRIPTION_CHARS = 500;

/** First parts of a path the server answers itself (server/app.ts, the build's files), whatever public/ holds. */
export const SERVER_PREFIXES = [
  "admin",
  "api",
  "assets",
  "img",
  "fonts",
  "sitemap.xml",
  "sitemap",
  "robots.txt",
  "robots",
  "favicon.ico",
  "favicon.svg",
  "favicon",
  "_headers",
  "manifest.webmanifest",
  "404",
];

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The reserved first parts: the server's, the languages, and what public/ holds at its top (with and without extension). */
export function reservedFirstSegments(root: string): Set<string> {
  const names = new Set<string>([...SERVER_PREFIXES, ...LANGS]);
  const pub = join(root, "public");
  if (existsSync(pub)) for (const name of readdirSync(pub)) names.add(name).add(name.replace(/\.[^.]+$/, ""));
  return names;
}

/** What is wrong with `path` as a page's address (English and Spanish), or undefined. */
export function pathProblem(
  path: string,
  reserved: ReadonlySet<string>,
  redirects: ReadonlySet<string>,
): { message: string; es: string } | undefined {
  if (path.length > MAX_PATH_CHARS)
    return {
      message: `the path has ${path.length} characters; at most ${MAX_PATH_CHARS}`,
      es: `la dirección es demasiado larga (${path.length} caracteres); como mucho ${MAX_PATH_CHARS}`,
    };
  const segments = path.split("/").filter(Boolean);
  const long = segments.find((s) => s.length > MAX_SEGMENT_CHARS);
  if (long)
    return {
      message: `"${long.slice(0, 20)}…" has ${long.length} characters between slashes; at most ${MAX_SEGMENT_CHARS}`,
      es: `una parte de la dirección es demasiado larga (${long.length} caracteres entre barras); como mucho ${MAX_SEGMENT_CHARS}`,
    };
  const first = segments[0]?.toLowerCase();
  if (first && (LANGS as readonly string[]).includes(first))
    return {
      message: `/${first} is a language prefix: ${path} would take the place of a translated page`,
      es: `/${first} es el prefijo de un idioma: ${path} ocuparía el lugar de una página traducida; elige otra dirección`,
    };
  if (first && reserved.has(first))
    return {
      message: `/${first} is an address the server uses itself`,
      es: `/${first} es una dirección que usa el propio servidor; elige otra dirección`,
    };
  if (redirects.has(normalize(path)))
    return {
      message: `${path} is redirected elsewhere (pages/_site.json redirects)`,
      es: `${path} ya redirige a otra página; elige otra dirección`,
    };
  return undefined;
}

export function routeChecks(content: Pick<Content, "root" | "site" | "pages">): Problem[] {
  const problems: Problem[] = [];
  const reserved = reservedFirstSegments(content.root);
  const redirects = new Set(
    ((content.site?.redirects as Array<{ from?: unknown }> | undefined) ?? []).map((r) =>
      normalize(String(r.from ?? "")),
    ),
  );
  for (const page of content.pages) {
    if (page.doc.path === "/" || page.doc.path === "/404") continue;
    const found = pathProblem(page.doc.path, reserved, redirects);
    if (found) problems.push({ file: page.file, pointer: "/path", ...found });
    problems.push(...rememberedLengthProblems(page.file, page.doc));
  }
  return problems;
}

const escapePointer = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * copyLengthProblems once per document object (and file): an unchanged file's document is the same object from
 * one loadContent to the next (load-cache.ts), and the editor's check walks every page on each keystroke. Weak:
 * an entry goes with its document.
 */
const lengthProblems = new WeakMap<object, { file: string; problems: readonly Problem[] }>();
function rememberedLengthProblems(file: string, doc: object): readonly Problem[] {
  const found = lengthProblems.get(doc);
  if (found?.file === file) return found.problems;
  const problems = copyLengthProblems(file, doc);
  lengthProblems.set(doc, { file, problems });
  return problems;
}

function copyLengthProblems(file: string, doc: unknown): Problem[] {
  const problems: Problem[] = [];
  const limitAt = (pointer: string) =>
    pointer === "/meta/title"
      ? MAX_TITLE_CHARS
      : pointer === "/meta/description"
        ? MAX_DESCRIPTION_CHARS
        : MAX_COPY_CHARS;
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === "string") {
      const limit = limitAt(pointer);
      const length = [...value].length;
      if (length > limit)
        problems.push({
          file,
          pointer,
          message: `${length} characters; at most ${limit}`,
          es: `el texto es demasiado largo (${length} caracteres); como mucho ${limit}`,
        });
    } else if (Array.isArray(value))
      value.forEach((v, i) => {
        visit(v, `${pointer}/${i}`);
      });
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) visit(v, `${pointer}/${escapePointer(k)}`);
  };
  visit(doc, "");
  return problems;
}
