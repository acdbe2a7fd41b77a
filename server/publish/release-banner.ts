// A release's preview (issue 41) tells whoever looks at it that it is one: a
// banner on every previewed page naming the release, and a switcher between the
// release's pages whose links stay inside the preview. The server puts it into
// the preview's HTML responses (never into authored content), as plain markup
// and one <style> (the pages' policy allows inline styles, not inline scripts):
// the switcher is a <details>, which needs no script. The banner scrolls away with the page
// rather than sticking over the site's own sticky header.
import { pageName } from "../../src/core/page-name.ts";
import { BoundedCache } from "../../src/core/bounded-cache.ts";
import { fillPlaceholders, placeholderValues, type PlaceholderSource } from "../../src/core/placeholders.ts";
import { git } from "../git.ts";

export interface ReleaseTour {
  /** The release's name, as its people wrote it. */
  name: string;
  /** Its pages, in the release's order: the site's path and the page's name. */
  pages: Array<{ path: string; title: string }>;
}

/**
 * The tour of a release whose changed pages are `docs`: each page's address and its name as a visitor reads it,
 * {product} and the other placeholders filled from the site document the preview is built on.
 */
export function releaseTour(
  name: string,
  docs: Array<Record<string, unknown>>,
  site: PlaceholderSource | undefined,
): ReleaseTour {
  const values = placeholderValues(site);
  return {
    name,
    pages: docs.map((doc) => ({ path: String(doc.path ?? "/"), title: fillPlaceholders(pageName(doc), values) })),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const samePath = (a: string, b: string) => (a.replace(/\/+$/, "") || "/") === (b.replace(/\/+$/, "") || "/");

const STYLE = `
#release-preview-banner{position:relative;z-index:2147483647;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.5rem 1rem;background:#1f2937;color:#fff;font:14px/1.4 system-ui,sans-serif}
#release-preview-banner strong{font-weight:600}
#release-preview-banner details{position:relative}
#release-preview-banner summary{cursor:pointer;padding:.25rem .6rem;border:1px solid #9ca3af;border-radius:6px}
#release-preview-banner ul{position:absolute;left:0;top:calc(100% + .25rem);min-width:14rem;max-width:min(22rem,90vw);margin:0;padding:.25rem 0;list-style:none;background:#fff;color:#111827;border-radius:6px;box-shadow:0 6px 24px rgb(0 0 0/.25)}
#release-preview-banner ul a{display:block;padding:.4rem .8rem;color:#1d4ed8;text-decoration:none}
#release-preview-banner ul a:hover,#release-preview-banner ul a:focus-visible{background:#eff6ff;text-decoration:underline}
#release-preview-banner ul a[aria-current]{color:#111827;font-weight:600}
`.trim();

/** The banner and its switcher for the page at `current` of the preview of `commit`. */
export function releaseBanner(tour: ReleaseTour, commit: string, current: string): string {
  const links = tour.pages
    .map(({ path, title }) => {
      const here = samePath(path, current) ? ' aria-current="page"' : "";
      return `<li><a href="/admin/preview/${commit}${escapeHtml(path)}"${here}>${escapeHtml(title)}</a></li>`;
    })
    .join("");
  const count = tour.pages.length === 1 ? "1 página" : `${tour.pages.length} páginas`;
  return (
    `<div id="release-preview-banner" role="region" aria-label="Vista previa de una entrega">` +
    `<span>Vista previa de la entrega <strong>«${escapeHtml(tour.name)}»</strong>: así se verá el sitio cuando se publique.</span>` +
    `<details><summary>Páginas de la entrega (${count})</summary><ul>${links}</ul></details>` +
    `</div>`
  );
}

/** The page's HTML with the banner's style at the end of its <head> and the banner first in its <body>. */
export const withReleaseBanner = (html: string, tour: ReleaseTour, commit: string, current: string) =>
  html
    .replace("</head>", `<style>${STYLE}</style></head>`)
    .replace(/<body\b[^>]*>/i, (body) => body + releaseBanner(tour, commit, current));

/**
 * The line of a release's preview commit message that carries its tour (issue 42): the commit is the one thing
 * every instance has of a preview (fetched from the content remote to build it), so the banner travels with it
 * and no instance's disk or table has to be asked. A draft's or a review's preview commit has no such line.
 */
const TOUR_LINE = "Entrega: ";

/** The message of a release's preview commit: `title`, then its tour as one line of JSON. */
export const messageWithTour = (title: string, tour: ReleaseTour) => `${title}\n\n${TOUR_LINE}${JSON.stringify(tour)}`;

/** The tour a commit message carries, if it is a release's preview commit. */
export function tourInMessage(message: string): ReleaseTour | undefined {
  const line = message.trimEnd().split("\n").at(-1) ?? "";
  if (!line.startsWith(TOUR_LINE)) return undefined;
  return JSON.parse(line.slice(TOUR_LINE.length)) as ReleaseTour;
}

/** Tours read from the preview commits of `repo`: a commit never changes, so its answer (none too) is kept. */
export function releaseTours(repo: string) {
  // One `git show` per commit viewed, then none: a page view of a draft's preview costs a Map lookup.
  const known = new BoundedCache<string, ReleaseTour | null>(TOURS_KEPT);
  return {
    async of(commit: string): Promise<ReleaseTour | undefined> {
      const kept = known.get(commit);
      if (kept !== undefined) return kept ?? undefined;
      // Unreadable (git busy or gone): no banner this once, asked again next time.
      const message = await git(repo, ["show", "-s", "--format=%B", commit]).catch(() => undefined);
      if (message === undefined) return undefined;
      const tour = tourInMessage(message);
      known.set(commit, tour ?? null);
      return tour;
    },
  };
}

/** More commits than the previews an instance keeps built (PREVIEW_SITES_KEPT). */
const TOURS_KEPT = 64;
