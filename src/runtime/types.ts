import type { FeaturesCollection, PageDocument, Section, SectionType, SiteDocument } from "../generated/schema";

export type { PageDocument, Section, SectionType, SiteDocument };

/** Shared collections from pages/_data, by name. */
export interface Collections {
  features?: FeaturesCollection;
  [name: string]: Record<string, unknown> | undefined;
}

export interface ManifestEntry {
  key: string;
  path: string;
  variant?: string;
  collection?: string;
  slugs?: string[];
}

export interface Redirect {
  from: string;
  to: string;
}

/** What the build hands over for one document: localized, placeholders filled. */
export interface PagePayload {
  doc: PageDocument;
  data: Collections;
}

export interface SitePayload {
  site: SiteDocument;
  data: Collections;
}

/** What a page route's loader returns. */
export interface PageRouteData extends PagePayload {
  key: string;
  lang: string;
  /** The concrete path (a family's slug filled in). */
  path: string;
  /** The family item this page shows, if any. */
  item?: Record<string, unknown>;
  notFound?: boolean;
}
