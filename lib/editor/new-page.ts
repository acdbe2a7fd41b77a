// `npm run new-page -- /ruta "Título"`: a valid starter document for a new
// route, at the file that matches its path, never over an existing file or
// an existing route.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { CURRENT_VERSION } from "../migrations/index.ts";
import { MAX_PATH_CHARS, pathProblem, reservedFirstSegments } from "../validate/route-checks.ts";
import { STARTER_DESCRIPTION_TAIL, STARTER_LEAD } from "../gate/starter-copy.ts";
import { fromTemplate, type PageTemplate } from "./page-templates.ts";

/** Static page paths only: families ('/x/:slug') need a collection, written by hand. */
const PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A refusal, in English for the command line and in Spanish for the editor. */
export class NewPageError extends Error {
  readonly es: string;

  constructor(message: string, es: string) {
    super(message);
    this.es = es;
  }
}

/** pages/<path>.json: '/ofertas/verano' → 'pages/ofertas/verano.json'. */
export function fileForPath(path: string): string {
  if (path.length > MAX_PATH_CHARS)
    throw new NewPageError(
      `the path has ${path.length} characters; at most ${MAX_PATH_CHARS}`,
      `La dirección es demasiado larga (${path.length} caracteres); como mucho ${MAX_PATH_CHARS}.`,
    );
  if (!PATH.test(path))
    throw new NewPageError(
      `"${path}" is not a page path: start with /, then lowercase letters, digits and dashes, e.g. /ofertas-verano`,
      `«${path}» no sirve como dirección: empieza por / y usa solo minúsculas sin tildes, números y guiones, p. ej. /ofertas-verano.`,
    );
  return `pages${path}.json`;
}

/** The starter's own copy: a page that still shows it is not ready for visitors (lib/gate/placeholder-copy.ts). */

export function starterDocument(
  path: string,
  title: string,
  file = fileForPath(path),
  template?: PageTemplate,
): Record<string, unknown> {
  const clean = title.trim().replace(/\s+/g, " ");
  if (!clean) throw new NewPageError("the title is empty", "Escribe un título para la página.");
  const schema = relative(dirname(file), "schema/page.schema.json").split("\\").join("/");
  const head = { $schema: schema, version: CURRENT_VERSION, path };
  if (template) {
    const { meta, sections } = fromTemplate(template);
    return { ...head, meta: { title: `${clean} | {product}`, ...meta }, sections };
  }
  return {
    ...head,
    meta: {
      title: `${clean} | {product}`,
      description: `${clean}${STARTER_DESCRIPTION_TAIL}`,
    },
    sections: [
      {
        type: "pageHeader",
        id: "inicio",
        title: clean,
        lead: STARTER_LEAD,
        actions: [{ label: "Empieza gratis", href: "/register" }],
      },
    ],
  };
}

function pagePaths(pagesDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith("_")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".json")) {
        try {
          const doc = JSON.parse(readFileSync(full, "utf8")) as { path?: string; variant?: string };
          if (typeof doc.path === "string" && !doc.variant) out.set(doc.path, full);
        } catch {
          // An unreadable document is validate's business.
        }
      }
    }
  };
  if (existsSync(pagesDir)) walk(pagesDir);
  return out;
}

/** Writes the starter document under `root`; returns its file (relative to root). Refuses to overwrite anything. */
export function createPage(
  root: string,
  path: string,
  title: string,
  template?: PageTemplate,
): { file: string; doc: Record<string, unknown> } {
  const file = fileForPath(path);
  const full = join(root, file);
  if (existsSync(full))
    throw new NewPageError(
      `${file} already exists; edit it, or choose another path`,
      `Ya existe una página en ${path}: ábrela desde la lista o elige otra dirección.`,
    );
  const site = existsSync(join(root, "pages", "_site.json"))
    ? (JSON.parse(readFileSync(join(root, "pages", "_site.json"), "utf8")) as { redirects?: Array<{ from: string }> })
    : {};
  const wrong = pathProblem(
    path,
    reservedFirstSegments(root),
    new Set((site.redirects ?? []).map((r) => r.from.replace(/(.)\/+$/, "$1"))),
  );
  if (wrong) throw new NewPageError(wrong.message, `${wrong.es.charAt(0).toUpperCase()}${wrong.es.slice(1)}.`);
  const taken = pagePaths(join(root, "pages")).get(path);
  if (taken)
    throw new NewPageError(
      `${path} is already the page ${relative(root, taken)}`,
      `Ya existe una página en ${path}: ábrela desde la lista o elige otra dirección.`,
    );
  const doc = starterDocument(path, title, file, template);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, `${JSON.stringify(doc, null, 2)}\n`, { flag: "wx" });
  return { file, doc };
}
