// Measures the JavaScript a route needs before the visitor can interact:
// every script the page requests until the network is idle after load
// (hydration of what is on screen included), without scrolling and with
// idle-time work held back (requestIdleCallback never fires, so sections
// that load "when the browser is idle" are not counted), plus its
// modulepreloads. Counted as gzip bytes of the built files: the same build
// gives the same figure on any machine, however fast.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BOXLESS_TAGS } from "../../src/runtime/hydration-gate.ts";
import { ON_INTENT_ATTRIBUTE, SECTION_ISLAND_SELECTOR } from "../../src/core/island-names.ts";
import type { Page } from "@playwright/test";
import type { Measurement } from "./budget.ts";

const gzipCache = new Map<string, number>();

/** gzip -9 size of a built file (what Vite reports as "gzip"). */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * Waits until React has hydrated every island section within a screen and a
 * half of the top, the ones a page hydrates without being touched (React tags the DOM
 * nodes it owns with __reactFiber$). An island's container takes no box: its
 * first element with a box stands for it. A page without such islands is ready at once.
 * Islands that wait for the visitor's intent (a form, the success stories:
 * HYDRATE_ON_INTENT) are not waited for: untouched, they never hydrate.
 */
export async function waitForHydration(page: Page, timeout = 60_000) {
  await page.waitForFunction(
    ({ selector, boxless }) => {
      const h = window.innerHeight;
      const owned = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
      // Its first element that lays something out (React writes image preloads where a section renders).
      const onScreen = [...document.querySelectorAll(selector)]
        .map((container) => [...container.children].find((el) => !boxless.includes(el.tagName)))
        .filter((el): el is Element => {
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return r.top < 1.5 * h && r.bottom > -h / 2;
        });
      return document.readyState === "complete" && onScreen.every(owned);
    },
    { selector: `${SECTION_ISLAND_SELECTOR}:not([${ON_INTENT_ATTRIBUTE}])`, boxless: BOXLESS_TAGS },
    { timeout },
  );
}

export interface JsMeasurement extends Measurement {
  /** Scripts from other origins (counted by their transferred size, if any). */
  thirdParty: string[];
}

export async function measureInitialJs(page: Page, url: string, dist: string): Promise<JsMeasurement> {
  const requested = new Set<string>();
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    if (req.resourceType() === "script") requested.add(req.url());
  };
  page.on("request", onRequest);
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  try {
    await page.goto(url, { waitUntil: "load" });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("request", onRequest);
  }
  const preloads = await page.$$eval('link[rel="modulepreload"]', (links) =>
    links.map((l) => (l as HTMLLinkElement).href),
  );
  for (const href of preloads) requested.add(href);
  return sizeOfScripts(requested, page.url(), url, dist);
}

/** How long the network must stay quiet before the first-screen measure stops. */
export const QUIET_MS = 1500;

/**
 * The measure (issue 14): every script a phone-sized first screen
 * downloads when the visitor neither scrolls nor touches anything, until the
 * network has been idle for QUIET_MS. Unlike measureInitialJs, idle-time work
 * runs (requestIdleCallback is left alone), so sections hydrated "when the
 * browser is idle" and any prefetching count: they cost a phone's data and
 * CPU all the same. Modulepreloads are requested by the browser, so they are
 * counted through the requests they make. The page must be at a phone-sized
 * viewport already (audit-page's newPage: 412×823).
 */
export async function measureFirstScreenJs(
  page: Page,
  url: string,
  dist: string,
  quietMs = QUIET_MS,
): Promise<JsMeasurement> {
  const requested = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    inFlight++;
    lastActivity = Date.now();
    if (req.resourceType() === "script") requested.add(req.url());
  };
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  try {
    await page.goto(url, { waitUntil: "load" });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs))
      await page.waitForTimeout(100);
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
  }
  return sizeOfScripts(requested, page.url(), url, dist);
}

/** The gzip size of the page's own scripts among `requested` (files in dist/), other origins listed apart. */
function sizeOfScripts(requested: ReadonlySet<string>, pageUrl: string, url: string, dist: string): JsMeasurement {
  const origin = new URL(pageUrl).origin;
  let bytes = 0;
  const files: string[] = [];
  const thirdParty: string[] = [];
  for (const address of [...requested].sort()) {
    const u = new URL(address);
    if (u.origin !== origin) {
      thirdParty.push(address);
      continue;
    }
    const file = join(dist, decodeURIComponent(u.pathname));
    if (!existsSync(file)) continue;
    bytes += gzipSize(file);
    files.push(u.pathname);
  }
  return { route: new URL(url, origin).pathname, bytes, files, thirdParty };
}
