// What sections and shared components read: the site (settings, shared
// collections, language) and the page being shown. This module is their API;
// src/runtime (the engine) provides the values and stays its own inside.
import { createContext, useContext } from "react";
import type { Collections, PageRouteData, SiteDocument } from "./runtime/types";

export type { Collections, PageRouteData, SiteDocument };
export { resolveSiteHref } from "./core/site-links";

export interface SiteContextValue {
  site: SiteDocument;
  data: Collections;
  lang: string;
  /** Path prefix of the language ('' for Spanish, '/en' for English...). */
  prefix: string;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() outside the site shell");
  return value;
}

export const PageContext = createContext<PageRouteData | null>(null);

/** The page being shown: its document, collections and (in a family) its item. */
export function usePage(): PageRouteData {
  const value = useContext(PageContext);
  if (!value) throw new Error("usePage() outside a page");
  return value;
}

/**
 * Another page: every page is prerendered HTML, so moving to one is a page
 * load (made quick by the speculation rules in the page's head).
 */
export function goTo(href: string): void {
  window.location.assign(href);
}
