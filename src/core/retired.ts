// Retired pages (pages/_site.json "retired", issue 35): addresses that no
// longer exist and will not come back. The build writes them, in every
// language, to `.retired.json` in the built site (a hidden file: never
// served), and the static server answers them 410 Gone with the site's
// "page retired" page (pages/410.json, prerendered to 410.html in each
// language's folder; the "not found" page where a site has none), so search
// engines drop them at once and the visitor is told the page is gone for good.
import { localizedPath } from "./i18n/paths.ts";

export const RETIRED_FILE = ".retired.json";

/** The document a retired address shows: like "/404", never a page of its own in the sitemap or the route list. */
export const GONE_PATH = "/410";

const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Every address a retired path has: `/x`, `/en/x`, `/fr/x`… */
export function retiredAddresses(retired: readonly string[], langs: readonly string[]): string[] {
  return [...new Set(retired.flatMap((path) => langs.map((lang) => clean(localizedPath(lang, clean(path))))))].sort();
}

/** Whether `pathname` (as asked for, maybe with a trailing slash) is retired. */
export const isRetired = (addresses: ReadonlySet<string>, pathname: string) => addresses.has(clean(pathname));
