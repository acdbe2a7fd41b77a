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
import { Hero } from "./hero/Hero";
import { ClientStrip } from "./clientStrip/ClientStrip";
import { Benefits } from "./benefits/Benefits";
import { Testimonials } from "./testimonials/Testimonials";
import { FinalCta } from "./finalCta/FinalCta";
import { SupportBanner } from "./supportBanner/SupportBanner";

export const registry = {
  legal: Legal,
  notice: Notice,
  ctaBanner: CtaBanner,
  featureDetails: FeatureDetails,
  featureHero: FeatureHero,
  featureProblem: FeatureProblem,
  featureTestimonial: FeatureTestimonial,
  pricing: Pricing,
  calculator: lazy(() => import("./calculator/Calculator").then((m) => ({ default: m.Calculator }))),
  cube: lazy(() => import("./cube/Cube").then((m) => ({ default: m.Cube }))),
  hero: Hero,
  clientStrip: ClientStrip,
  benefits: Benefits,
  testimonials: Testimonials,
  finalCta: FinalCta,
  supportBanner: SupportBanner,
} satisfies Registry;
