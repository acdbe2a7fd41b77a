import type { PageExperiment } from "./variant-script";
import type { TestAudience } from "../core/experiments/audience";
import type { FeaturesCollection, PageDocument, Section, SectionType, SiteDocument } from "../generated/schema";

export type { PageDocument, Section, SectionType, SiteDocument };

/** Shared collections from pages/_data, by name. */
export interface Collections {
  features?: FeaturesCollection;
  [name: string]: Record<string, unknown> | undefined;
}

/** An A/B test as the router needs it: each arm with its weight and the document it shows. */
export interface ManifestExperiment {
  id: string;
  /** In the order written in the base's weights; "control" (the base) is always there. */
  arms: Array<{ name: string; weight: number; key: string }>;
  /** Who takes part (experiment.audience); everyone when absent. */
  audience?: TestAudience;
}

export interface ManifestEntry {
  key: string;
  path: string;
  variant?: string;
  /** On a base document that runs an A/B test. */
  experiment?: ManifestExperiment;
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
  /** The A/B test this page runs and the arm shown (its document is `doc`). */
  experiment?: PageExperiment;
}
