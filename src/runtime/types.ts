import type { PageExperiment } from "./variant-script";
import type { TestAudience } from "../core/experiments/audience";
import type {
  FeaturesCollection,
  PageDocument as AuthoredPage,
  Section as AuthoredSection,
  SectionType,
  SharedSectionRef,
  SiteDocument,
} from "../generated/schema";

export type { SectionType, SiteDocument };

/**
 * A section as a page renders it. A document may place a shared section by reference
 * (`{ "type": "shared", "ref": … }`); loading the content reads the shared one in its
 * place (lib/validate/shared-sections.ts), so the renderer never sees a reference.
 */
export type Section = Exclude<AuthoredSection, SharedSectionRef>;

/** A page document as the renderer gets it: its shared sections read in place. */
export type PageDocument = Omit<AuthoredPage, "sections" | "notFound"> & {
  sections: Section[];
  notFound?: Omit<NonNullable<AuthoredPage["notFound"]>, "sections"> & { sections: Section[] };
};

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
