// Analytics learns which arm of an A/B test a visitor saw: one
// `{event: "experiment_exposure", experiment_id, variant}` in window.dataLayer
// (the Google Tag Manager convention) per page view: when the page is shown,
// and again when the visitor comes back to it from the back/forward cache.
// Crawlers and automated browsers are not counted (lib/experiments/audience.ts).
import type { PageExperiment } from "./variant-script";
import { currentAudience } from "../lib/experiments/audience";

export const EXPOSURE_EVENT = "experiment_exposure";

export interface ExposureEvent {
  event: typeof EXPOSURE_EVENT;
  experiment_id: string;
  variant: string;
}

type DataLayerHost = { dataLayer?: unknown[] };

/** Appends the exposure to `host.dataLayer`, creating it when the tag manager has not. */
export function pushExposure(host: DataLayerHost, experiment: { id: string; variant: string }): ExposureEvent {
  const event: ExposureEvent = { event: EXPOSURE_EVENT, experiment_id: experiment.id, variant: experiment.variant };
  (host.dataLayer ??= []).push(event);
  return event;
}

/** Pushes the exposure of the page's arm now, and each time the page is shown again from the back/forward cache. */
export function exposeEachView(experiment: PageExperiment | undefined, host: Window = window): void {
  if (!experiment || currentAudience() !== "visitor") return;
  // A page the speculation rules prerender is not seen until the visitor goes to it (if ever).
  const doc = host.document as (Document & { prerendering?: boolean }) | undefined;
  if (doc?.prerendering) doc.addEventListener("prerenderingchange", () => pushExposure(host as DataLayerHost, experiment), { once: true });
  else pushExposure(host as DataLayerHost, experiment);
  host.addEventListener("pageshow", (event) => {
    if (event.persisted) pushExposure(host as DataLayerHost, experiment);
  });
}
