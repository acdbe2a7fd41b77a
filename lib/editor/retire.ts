// Retiring a page (issue 35): its file goes (with its A/B variant files) and
// its address either answers 410 Gone (pages/_site.json "retired") or
// redirects to a page the publisher chooses (pages/_site.json "redirects"),
// in one publish. Restoring it from "Historial" takes the address off both
// lists in the same commit. Pure: the caller reads and publishes.

import { GONE_PATH } from "../../src/core/retired.ts";

export type RetireChoice = { kind: "gone" } | { kind: "redirect"; to: string };

interface PageHead {
  path?: unknown;
  variant?: unknown;
}

export interface SiteDoc {
  redirects?: Array<{ from: string; to: string }>;
  retired?: string[];
  [key: string]: unknown;
}

export const SITE_FILE = "pages/_site.json";

/** A refusal in the editor's words. */
export class RetireError extends Error {}

const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/**
 * The files a retirement changes: the page and its variant files go (null),
 * and the site document gains the address (retired list or a redirect).
 * `pages`: the page files now, relative to the repository.
 */
export function retireChanges(
  file: string,
  site: SiteDoc,
  pages: ReadonlyArray<{ file: string; doc: PageHead }>,
  choice: RetireChoice,
): Record<string, unknown> {
  const page = pages.find((p) => p.file === file);
  if (!page) throw new RetireError("Esa página no está publicada: no hay nada que retirar.");
  if (page.doc.variant !== undefined)
    throw new RetireError("Es una variante de una prueba A/B: detén la prueba en «Pruebas A/B» en lugar de retirarla.");
  const path = typeof page.doc.path === "string" ? clean(page.doc.path) : "";
  if (path === "/" || path === "") throw new RetireError("La página de inicio no se puede retirar.");
  if (path === "/404")
    throw new RetireError(
      "La página «no encontrada» es la que ven las direcciones que no existen: no se puede retirar.",
    );
  if (path === GONE_PATH)
    throw new RetireError("Esta es la página que ven las direcciones de las páginas retiradas: no se puede retirar.");
  if (path.includes(":"))
    throw new RetireError("Esta página sirve a toda una colección (fichas, artículos): no se retira desde aquí.");
  const arms = pages.filter((p) => p.file !== file && p.doc.variant !== undefined && p.doc.path === page.doc.path);
  const next: SiteDoc = { ...site, redirects: [...(site.redirects ?? [])].filter((r) => clean(r.from) !== path) };
  if (choice.kind === "redirect") {
    const to = clean(String(choice.to ?? "").trim());
    if (!/^\/[a-z0-9/-]*$/.test(to))
      throw new RetireError("Elige a qué página llevar a quien llegue a esta dirección.");
    if (to === path) throw new RetireError("La página no puede redirigir a sí misma: elige otra.");
    if (!pages.some((p) => p.doc.variant === undefined && typeof p.doc.path === "string" && clean(p.doc.path) === to))
      throw new RetireError(`${to} no es una página del sitio: elige una de la lista.`);
    next.redirects = [...next.redirects!, { from: path, to }];
    // A page that redirected here now leads where this one does (no chains).
    next.redirects = next.redirects.map((r) => (clean(r.to) === path ? { ...r, to } : r));
    if (site.retired) next.retired = site.retired.filter((p) => clean(p) !== path);
  } else {
    if (next.redirects!.some((r) => clean(r.to) === path))
      next.redirects = next.redirects!.filter((r) => clean(r.to) !== path);
    next.retired = [...new Set([...(site.retired ?? []).filter((p) => clean(p) !== path), path])].sort();
  }
  return { [file]: null, ...Object.fromEntries(arms.map((a) => [a.file, null])), [SITE_FILE]: next };
}

/** The site document with `path` free again (a restored page), or undefined when it was neither retired nor redirected. */
export function unretired(site: SiteDoc, path: unknown): SiteDoc | undefined {
  if (typeof path !== "string") return undefined;
  const at = clean(path);
  const retired = (site.retired ?? []).filter((p) => clean(p) !== at);
  const redirects = (site.redirects ?? []).filter((r) => clean(r.from) !== at);
  if (retired.length === (site.retired ?? []).length && redirects.length === (site.redirects ?? []).length)
    return undefined;
  const next: SiteDoc = { ...site, redirects };
  if (site.retired) next.retired = retired;
  if (next.retired?.length === 0) delete next.retired;
  return next;
}

/** The commit message of a retirement, for people («Ana» retiró «Ofertas» (/ofertas): ahora lleva a /precios); no file name or HTTP code (issue 41). */
export function retireMessage(person: string, title: string, path: string, choice: RetireChoice): string {
  const what = choice.kind === "gone" ? "quien la visite verá «Página retirada»" : `ahora lleva a ${clean(choice.to)}`;
  return `«${person}» retiró la página «${title}» (${path}): ${what}`;
}
