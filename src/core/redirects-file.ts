// Moved pages (pages/_site.json "redirects", and a retired page sent to
// another): the build writes every moved address, in every language, with
// where it goes, to `.redirects.json` in the built site (a hidden file:
// never served), and the server answers them with a real 301 (issue 41; a
// search engine moves the page's standing to the new address). The build's
// meta-refresh page stays for a static host that has no server.
export const REDIRECTS_FILE = ".redirects.json";

const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Where `pathname` (as asked for, maybe with a trailing slash) has moved, if it has. */
export const movedTo = (redirects: ReadonlyMap<string, string>, pathname: string) => redirects.get(clean(pathname));

/** The file's content from the build's redirect routes (`from` → `to`, each language's). */
export const redirectsJson = (routes: ReadonlyArray<{ path: string; to?: string }>) =>
  `${JSON.stringify(Object.fromEntries(routes.map((r) => [clean(r.path), r.to ?? "/"]).sort()))}\n`;
