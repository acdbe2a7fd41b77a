// The only map from section type to component. Heavy, below-the-fold
// sections are lazy: `lazy(() => import("./calculator/Calculator"))`.
import { lazy } from "react";
import type { Registry } from "./types";
import { Legal } from "./legal/Legal";
import { Notice } from "./notice/Notice";
import { Pricing } from "./pricing/Pricing";
import { CtaBanner } from "./ctaBanner/CtaBanner";
import { FeatureDetails } from "./featureDetails/FeatureDetails";
import { FeatureHero } from "./featureHero/FeatureHero";
import { FeatureProblem } from "./featureProblem/FeatureProblem";
import { FeatureTestimonial } from "./featureTestimonial/FeatureTestimonial";
import { Checklist } from "./checklist/Checklist";
import { ComparisonTable } from "./comparisonTable/ComparisonTable";
import { ProductHero } from "./productHero/ProductHero";
import { Stats } from "./stats/Stats";
import { Timeline } from "./timeline/Timeline";
import { StoriesHero } from "./storiesHero/StoriesHero";
import { Hero } from "./hero/Hero";
import { ClientStrip } from "./clientStrip/ClientStrip";
import { Benefits } from "./benefits/Benefits";
import { Testimonials } from "./testimonials/Testimonials";
import { FinalCta } from "./finalCta/FinalCta";
import { SupportBanner } from "./supportBanner/SupportBanner";
import { PageHeader } from "./pageHeader/PageHeader";
import { Steps } from "./steps/Steps";
import { Faq } from "./faq/Faq";
import { CardGrid } from "./cardGrid/CardGrid";
import { Positions } from "./positions/Positions";

export const registry = {
  legal: Legal,
  notice: Notice,
  ctaBanner: CtaBanner,
  featureDetails: FeatureDetails,
  featureHero: FeatureHero,
  featureProblem: FeatureProblem,
  featureTestimonial: FeatureTestimonial,
  checklist: Checklist,
  comparisonTable: ComparisonTable,
  productHero: ProductHero,
  stats: Stats,
  timeline: Timeline,
  storiesHero: StoriesHero,
  successStories: lazy(() => import("./successStories/SuccessStories").then((m) => ({ default: m.SuccessStories }))),
  sampleMenu: lazy(() => import("./sampleMenu/SampleMenu").then((m) => ({ default: m.SampleMenu }))),
  videoDemo: lazy(() => import("./videoDemo/VideoDemo").then((m) => ({ default: m.VideoDemo }))),
  pricing: Pricing,
  calculator: lazy(() => import("./calculator/Calculator").then((m) => ({ default: m.Calculator }))),
  hero: Hero,
  clientStrip: ClientStrip,
  benefits: Benefits,
  testimonials: Testimonials,
  finalCta: FinalCta,
  supportBanner: SupportBanner,
  form: lazy(() => import("./form/Form").then((m) => ({ default: m.Form }))),
  pageHeader: PageHeader,
  steps: Steps,
  faq: Faq,
  cardGrid: CardGrid,
  positions: Positions,
  cube: lazy(() => import("./cube/Cube").then((m) => ({ default: m.Cube }))),
  featureCatalogue: lazy(() => import("./featureCatalogue/FeatureCatalogue").then((m) => ({ default: m.FeatureCatalogue }))),
  demoBooking: lazy(() => import("./demoBooking/DemoBooking").then((m) => ({ default: m.DemoBooking }))),
} satisfies Registry;
