// The only map from section type to component. Every section is lazy: a
// page downloads only its own sections' code, and during the first
// hydration a section off screen loads only as it nears the viewport (or
// when the browser is idle after load): src/runtime/hydration-gate.ts.
// Its prerendered HTML shows meanwhile. New entries follow the same form:
// `name: lazy(() => import("./name/Name").then((m) => ({ default: m.Name }))),`
import { lazy } from "react";
import type { Registry } from "./types";

export const registry = {
  legal: lazy(() => import("./legal/Legal").then((m) => ({ default: m.Legal }))),
  notice: lazy(() => import("./notice/Notice").then((m) => ({ default: m.Notice }))),
  ctaBanner: lazy(() => import("./ctaBanner/CtaBanner").then((m) => ({ default: m.CtaBanner }))),
  featureDetails: lazy(() => import("./featureDetails/FeatureDetails").then((m) => ({ default: m.FeatureDetails }))),
  featureHero: lazy(() => import("./featureHero/FeatureHero").then((m) => ({ default: m.FeatureHero }))),
  featureProblem: lazy(() => import("./featureProblem/FeatureProblem").then((m) => ({ default: m.FeatureProblem }))),
  featureTestimonial: lazy(() => import("./featureTestimonial/FeatureTestimonial").then((m) => ({ default: m.FeatureTestimonial }))),
  checklist: lazy(() => import("./checklist/Checklist").then((m) => ({ default: m.Checklist }))),
  comparisonTable: lazy(() => import("./comparisonTable/ComparisonTable").then((m) => ({ default: m.ComparisonTable }))),
  productHero: lazy(() => import("./productHero/ProductHero").then((m) => ({ default: m.ProductHero }))),
  stats: lazy(() => import("./stats/Stats").then((m) => ({ default: m.Stats }))),
  timeline: lazy(() => import("./timeline/Timeline").then((m) => ({ default: m.Timeline }))),
  storiesHero: lazy(() => import("./storiesHero/StoriesHero").then((m) => ({ default: m.StoriesHero }))),
  successStories: lazy(() => import("./successStories/SuccessStories").then((m) => ({ default: m.SuccessStories }))),
  sampleMenu: lazy(() => import("./sampleMenu/SampleMenu").then((m) => ({ default: m.SampleMenu }))),
  videoDemo: lazy(() => import("./videoDemo/VideoDemo").then((m) => ({ default: m.VideoDemo }))),
  pricing: lazy(() => import("./pricing/Pricing").then((m) => ({ default: m.Pricing }))),
  calculator: lazy(() => import("./calculator/Calculator").then((m) => ({ default: m.Calculator }))),
  hero: lazy(() => import("./hero/Hero").then((m) => ({ default: m.Hero }))),
  clientStrip: lazy(() => import("./clientStrip/ClientStrip").then((m) => ({ default: m.ClientStrip }))),
  benefits: lazy(() => import("./benefits/Benefits").then((m) => ({ default: m.Benefits }))),
  testimonials: lazy(() => import("./testimonials/Testimonials").then((m) => ({ default: m.Testimonials }))),
  finalCta: lazy(() => import("./finalCta/FinalCta").then((m) => ({ default: m.FinalCta }))),
  supportBanner: lazy(() => import("./supportBanner/SupportBanner").then((m) => ({ default: m.SupportBanner }))),
  form: lazy(() => import("./form/Form").then((m) => ({ default: m.Form }))),
  pageHeader: lazy(() => import("./pageHeader/PageHeader").then((m) => ({ default: m.PageHeader }))),
  steps: lazy(() => import("./steps/Steps").then((m) => ({ default: m.Steps }))),
  faq: lazy(() => import("./faq/Faq").then((m) => ({ default: m.Faq }))),
  cardGrid: lazy(() => import("./cardGrid/CardGrid").then((m) => ({ default: m.CardGrid }))),
  positions: lazy(() => import("./positions/Positions").then((m) => ({ default: m.Positions }))),
  cube: lazy(() => import("./cube/Cube").then((m) => ({ default: m.Cube }))),
  featureCatalogue: lazy(() => import("./featureCatalogue/FeatureCatalogue").then((m) => ({ default: m.FeatureCatalogue }))),
  demoBooking: lazy(() => import("./demoBooking/DemoBooking").then((m) => ({ default: m.DemoBooking }))),
} satisfies Registry;
