// Retired pages (pages/_site.json "retired", issue 35): addresses that no
// longer exist and will not come back. The build writes them, in every
// language, to `.retired.json` in the built site (a hidden file: never
// served), and the static server answers them 410 Gone with the nearest
// "not found" page as the body, so search engines drop them at once.
import { localizedPath } from "./i18n/paths.ts";

export const RETIRED_FILE = ".retired.json";

const clean = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Every address a retired path has: `/x`, `/en/x`, `/fr/x`… */
export function retiredAddresses(retired: readonly string[], langs: readonly string[]): string[] {
  return [...new Set(retired.flatMap((path) => langs.map((lang) => clean(localizedPath(lang, clean(path))))))].sort();
}

/** Whether `pathname` (as asked for, maybe with a trailing slash) is retired. */
export const isRetired = (addresses: ReadonlySet<string>, pathname: string) => addresses.has(clean(pathname));
