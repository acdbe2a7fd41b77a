// Analytics learns which arm of an A/B test a visitor saw: one
// `{event: "experiment_exposure", experiment_id, variant}` in window.dataLayer
// (the Google Tag Manager convention) per page view: when the page is shown,
// and again when the visitor comes back to it from the back/forward cache.
// Crawlers and automated browsers are not counted (src/core/experiments/audience.ts),
// nor a forced arm (`?variant=` or one remembered from it: QA, not a
// visitor the split drew), nor a draft's preview in the admin area: neither
// reaches the dataLayer nor the server.
//
// The site's own server counts it too (server/experiments): once per page
// load, a beacon with the experiment, the arm and the random visitor id the
// head script keeps; the server keeps one per visitor per experiment.
import type { PageExperiment } from "./variant-script";
import { currentAudience, isMobileWindow, takesPart } from "../core/experiments/audience";
import { VARIANT_PARAM, VISITOR_STORAGE_KEY, forcedKey } from "../core/experiments/keys";

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

export const EXPOSURE_ENDPOINT = "/api/experiments/exposure";

/** The view is not one of the test's: an arm forced for QA, or a page of the admin area (a draft's preview). */
export function notPartOfTest(
  experiment: Pick<PageExperiment, "id">,
  host: Pick<Window, "location" | "localStorage">,
): boolean {
  try {
    if ((host.location.pathname ?? "").startsWith("/admin/")) return true;
    return (
      new RegExp(`[?&]${VARIANT_PARAM}=`).test(host.location.search) ||
      host.localStorage.getItem(forcedKey(experiment.id)) !== null
    );
  } catch {
    return false;
  }
}

/**
 * Sends the exposure to the site's server with sendBeacon (it survives
 * leaving the page; a text/plain body needs no preflight). Not counted, so
 * not sent: a forced arm (`?variant=`, or one remembered from it), a browser
 * that asks not to be tracked (Global Privacy Control, Do Not Track), no
 * stored visitor id. Never throws; true when the browser queued it.
 */
export function sendExposure(experiment: PageExperiment, host: Window, apiBase = ""): boolean {
  try {
    const nav = host.navigator as Navigator & { globalPrivacyControl?: boolean };
    const store = host.localStorage;
    const visitor = store.getItem(VISITOR_STORAGE_KEY);
    if (!visitor || nav.globalPrivacyControl || nav.doNotTrack === "1" || notPartOfTest(experiment, host)) return false;
    return nav.sendBeacon(
      apiBase.replace(/\/$/, "") + EXPOSURE_ENDPOINT,
      JSON.stringify({ experiment: experiment.id, arm: experiment.variant, visitor }),
    );
  } catch {
    return false;
  }
}

/** Pushes the exposure of the page's arm now, and each time the page is shown again from the back/forward cache; the server hears of it once. */
export function exposeEachView(experiment: PageExperiment | undefined, host: Window = window, apiBase?: string): void {
  // Outside the test's audience (another language, another kind of device): the control is shown, nothing is counted.
  if (
    !experiment ||
    currentAudience() !== "visitor" ||
    notPartOfTest(experiment, host) ||
    !takesPart(experiment.audience, isMobileWindow(host))
  )
    return;
  const shown = () => {
    pushExposure(host as DataLayerHost, experiment);
    void sendExposure(experiment, host, apiBase);
  };
  // A page the speculation rules prerender is not seen until the visitor goes to it (if ever).
  const doc = host.document as (Document & { prerendering?: boolean }) | undefined;
  if (doc?.prerendering) doc.addEventListener("prerenderingchange", shown, { once: true });
  else shown();
  host.addEventListener("pageshow", (event) => {
    if (event.persisted) pushExposure(host as DataLayerHost, experiment);
  });
}
