// The links to this page in the other languages (the header's language menu
// and the mobile menu's), without React. Their prerendered href is the page's
// path in that language; here they also carry the address's #hash, and a
// click stores the choice (so the Spanish pages' first-visit script honours
// it later) and loads the page in that language with the query and hash. The
// current language's link does nothing.
import { LANGUAGE_STORAGE_KEY } from "../core/i18n/language-script";
import { pathInLanguage } from "../core/i18n/paths";

/** Stores a manual choice; storage may be unavailable (privacy modes), then the choice lasts this visit. */
export function storeLanguage(lang: string, storage: () => Storage = () => window.localStorage): void {
  try {
    storage().setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* nothing to do */
  }
}

export function startLanguageLinks(root: ParentNode = document): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>("a[data-language-link]")];
  if (links.length === 0) return;
  const bases = new Map(links.map((link) => [link, link.getAttribute("href")?.replace(/#.*$/, "") ?? ""]));
  const withHash = () => {
    for (const [link, base] of bases) link.setAttribute("href", `${base}${window.location.hash}`);
  };
  withHash();
  window.addEventListener("hashchange", withHash);
  for (const link of links) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      if (link.getAttribute("aria-current") === "true") return;
      const lang = link.dataset.languageLink ?? "";
      storeLanguage(lang);
      window.location.assign(
        pathInLanguage(window.location.pathname, lang, window.location.search + window.location.hash),
      );
    });
  }
}
