// Analytics learns which arm of an A/B test a visitor saw: one
// `{event: "experiment_exposure", experiment_id, variant}` in window.dataLayer
// (the Google Tag Manager convention) per page view, pushed after the page
// has rendered, whether it was prerendered or reached by client navigation.
// Crawlers and automated browsers are not counted (lib/experiments/audience.ts).
import { useEffect } from "react";
import type { PageRouteData } from "./types";
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

// A view is one loader result: a navigation (or a reload) makes a new one,
// while re-renders, StrictMode's repeated effects and #anchor jumps keep it.
const exposed = new WeakSet<PageRouteData>();

export function useExposure(page: PageRouteData) {
  useEffect(() => {
    if (!page.experiment || exposed.has(page) || currentAudience() !== "visitor") return;
    exposed.add(page);
    pushExposure(window as DataLayerHost, page.experiment);
  }, [page]);
}
