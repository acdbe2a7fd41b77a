// Where a page lives in each language: Spanish at the root (the x-default),
// the other languages under /<lang>. Pure, shared by the router, the head
// tags, the language menu and the tests.
import { LANGS, isLang, type Lang } from "./languages.ts";

export const DEFAULT_LANG: Lang = "es";

/** Path prefix of a language: '' for Spanish, '/en' for English... */
export const langPrefix = (lang: string): string => (lang === DEFAULT_LANG ? "" : `/${lang}`);

/**
 * A site path behind a language prefix: '/contact' → '/en/contact'; the home
 * page, with or without a query or #anchor, has no trailing slash ('/' →
 * '/en', '/#precios' → '/en#precios'), so a link to an anchor of the home
 * page scrolls there when it is the page shown, rather than loading '/en/'.
 */
export const withPrefix = (prefix: string, path: string): string =>
  prefix && /^\/(?=[?#]|$)/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;

/** A language-neutral path ('/', '/contact') as served in `lang` ('/en', '/en/contact'). */
export const localizedPath = (lang: string, path: string): string => withPrefix(langPrefix(lang), path);

/** Splits a served path into its language and the language-neutral path. */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) return { lang: match[1], path: match[2] || "/" };
  return { lang: DEFAULT_LANG, path: pathname || "/" };
}

/** The same page in another language, keeping query and hash: ('/en/contact', 'fr', '#form') → '/fr/contact#form'. */
export function pathInLanguage(pathname: string, lang: string, searchAndHash = ""): string {
  return `${localizedPath(lang, splitLangPath(pathname).path)}${searchAndHash}`;
}

/** hreflang alternates of a page: every language's path, by language code. */
export function alternatesFor(path: string, langs: readonly string[] = LANGS): Record<string, string> {
  return Object.fromEntries(langs.map((lang) => [lang, localizedPath(lang, path)]));
}
