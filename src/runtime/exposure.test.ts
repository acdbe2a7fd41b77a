import { describe, expect, it, beforeEach } from "vitest";
import { EXPOSURE_ENDPOINT, EXPOSURE_EVENT, exposeEachView, pushExposure } from "./exposure";
import { VISITOR_STORAGE_KEY, forcedKey } from "../core/experiments/choose";
import type { PageExperiment } from "./variant-script";

const experiment: PageExperiment = {
  id: "demo-hero",
  variant: "b",
  arms: [
    { name: "control", weight: 1 },
    { name: "b", weight: 1 },
  ],
};
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

  it("pushes nothing outside the test's audience: another language, another kind of device", () => {
    const seen = (audience: PageExperiment["audience"], mobile: boolean) => {
      const host = new EventTarget() as unknown as Window;
      const pushed: unknown[] = [];
      Object.assign(host, {
        dataLayer: pushed,
        matchMedia: (q: string) => ({ matches: mobile && q === "(max-width: 767px)" }),
      });
      exposeEachView({ ...experiment, audience }, host);
      return pushed.length;
    };
    expect(seen({ outside: true }, false)).toBe(0);
    expect(seen({ device: "mobile" }, false)).toBe(0);
    expect(seen({ device: "mobile" }, true)).toBe(1);
    expect(seen({ device: "desktop" }, false)).toBe(1);
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

describe("the exposure beacon to the site's server", () => {
  const VISITOR = "0123456789abcdef0123456789abcdef";
  /** A window with storage, an address, privacy signals and a beacon that records what it sends. */
  interface BrowserOptions {
    search?: string;
    stored?: Record<string, string>;
    nav?: Record<string, unknown>;
  }
  function browser({
    search = "",
    stored = { [VISITOR_STORAGE_KEY]: VISITOR },
    nav = {},
    pathname = "/agendar-demo",
  }: BrowserOptions & { pathname?: string } = {}) {
    const host = new EventTarget() as unknown as Window;
    const beacons: Array<[string, string]> = [];
    Object.assign(host, {
      dataLayer: [],
      location: { search, pathname },
      localStorage: { getItem: (k: string) => stored[k] ?? null },
      navigator: { sendBeacon: (url: string, body: string) => (beacons.push([url, body]), true), ...nav },
    });
    return { host, beacons };
  }

  it("sends the experiment, the arm and the visitor id once per page load, to the API base when there is one", () => {
    const { host, beacons } = browser();
    exposeEachView(experiment, host, "https://api.example.com/");
    show(false);
    host.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(beacons).toEqual([
      [
        "https://api.example.com" + EXPOSURE_ENDPOINT,
        JSON.stringify({ experiment: "demo-hero", arm: "b", visitor: VISITOR }),
      ],
    ]);
  });

  it("sends nothing, and breaks nothing, where the browser has no sendBeacon", () => {
    const { host } = browser();
    Object.assign(host, { navigator: {} });
    exposeEachView(experiment, host);
    expect((host as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([EVENT]);
  });

  it("a forced arm (?variant= now or remembered) and a draft's preview reach neither the server nor the dataLayer", () => {
    const cases: Array<BrowserOptions & { pathname?: string }> = [
      { search: "?variant=b" },
      { search: "?utm_source=qa&variant=control" },
      { stored: { [VISITOR_STORAGE_KEY]: VISITOR, [forcedKey("demo-hero")]: "b" } },
      { pathname: "/admin/preview/0123456789abcdef0123456789abcdef01234567/agendar-demo" },
    ];
    for (const options of cases) {
      const { host, beacons } = browser(options);
      exposeEachView(experiment, host);
      expect(beacons, JSON.stringify(options)).toEqual([]);
      expect((host as unknown as { dataLayer: unknown[] }).dataLayer, JSON.stringify(options)).toEqual([]);
    }
  });

  it("sends nothing for GPC, DNT, or without a visitor id", () => {
    const cases: BrowserOptions[] = [
      { nav: { globalPrivacyControl: true } },
      { nav: { doNotTrack: "1" } },
      { stored: {} },
    ];
    for (const options of cases) {
      const { host, beacons } = browser(options);
      exposeEachView(experiment, host);
      expect(beacons, JSON.stringify(options)).toEqual([]);
      // Analytics still hears of it (its own consent rules apply).
      expect((host as unknown as { dataLayer: unknown[] }).dataLayer).toEqual([EVENT]);
    }
  });
});
