import { describe, expect, it, beforeEach } from "vitest";
import { EXPOSURE_EVENT, exposeEachView, pushExposure } from "./exposure";
import type { PageExperiment } from "./variant-script";

const experiment: PageExperiment = { id: "demo-hero", variant: "b", arms: [{ name: "control", weight: 1 }, { name: "b", weight: 1 }] };
const EVENT = { event: EXPOSURE_EVENT, experiment_id: "demo-hero", variant: "b" };

const layer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];
const show = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted }));

describe("experiment exposure", () => {
  beforeEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it("creates dataLayer when missing and appends to an existing one", () => {
    const host: { dataLayer?: unknown[] } = {};
    pushExposure(host, { id: "x", variant: "b" });
    pushExposure(host, { id: "x", variant: "b" });
    expect(host.dataLayer).toEqual([
      { event: EXPOSURE_EVENT, experiment_id: "x", variant: "b" },
      { event: EXPOSURE_EVENT, experiment_id: "x", variant: "b" },
    ]);
  });

  it("pushes once when the page is shown, and again each time it comes back from the back/forward cache", () => {
    const host = new EventTarget() as unknown as Window;
    const pushed: unknown[] = [];
    Object.assign(host, { dataLayer: pushed });
    exposeEachView(experiment, host);
    expect(pushed).toEqual([EVENT]);
    host.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: false }));
    expect(pushed).toHaveLength(1);
    host.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(pushed).toEqual([EVENT, EVENT]);
  });

  it("waits, on a page prerendered ahead of a click, until the visitor goes to it", () => {
    const host = new EventTarget() as unknown as Window;
    const doc = Object.assign(new EventTarget(), { prerendering: true });
    const pushed: unknown[] = [];
    Object.assign(host, { dataLayer: pushed, document: doc });
    exposeEachView(experiment, host);
    expect(pushed).toEqual([]);
    doc.dispatchEvent(new Event("prerenderingchange"));
    expect(pushed).toEqual([EVENT]);
  });

  it("pushes nothing for an automated browser", () => {
    Object.defineProperty(navigator, "webdriver", { configurable: true, get: () => true });
    try {
      exposeEachView(experiment);
      show(true);
      expect(layer()).toEqual([]);
    } finally {
      delete (navigator as { webdriver?: boolean }).webdriver;
    }
  });

  it("pushes nothing on a page without a test", () => {
    exposeEachView(undefined);
    expect(layer()).toEqual([]);
  });
});
