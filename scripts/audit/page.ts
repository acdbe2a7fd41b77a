// Per-route browser measurements for `npm run audit`: JS before load, LCP
// (with and without the page's scripts, under mobile-like throttling), CLS
// after scrolling through the page, and axe.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { measureFirstScreenJs, measureInitialJs, type JsMeasurement } from "./js.ts";

export interface PageFigures {
  js: JsMeasurement;
  /** Issue 14's measure: everything the first screen downloads until the network is idle 1.5 s (audit-js.ts). */
  firstScreen: JsMeasurement;
  lcp: number;
  lcpNoJs: number;
  cls: number;
  axe: Array<{ id: string; impact: string; nodes: number }>;
  errors: string[];
}

// Registered before any page script: LCP candidates and layout shifts.
const OBSERVE = `(() => {
  window.__lcp = 0; window.__shifts = [];
  try {
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__shifts.push([e.startTime, e.value]); }).observe({ type: "layout-shift", buffered: true });
  } catch {}
})();`;

/** CLS as Chrome defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
export function clsOf(shifts: Array<[number, number]>): number {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const [t, v] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (t - last > 1000 || t - start > 5000) {
      sum = 0;
      start = t;
    }
    sum += v;
    last = t;
    best = Math.max(best, sum);
  }
  return best;
}

/** Slow 4G and a 4× slower CPU, like Lighthouse's mobile preset (applied through CDP). */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

// The built pages name their modules only inside the inline loader script.
const stripScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, "");

async function newPage(browser: Browser, locale: string) {
  const context = await browser.newContext({
    locale,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(OBSERVE);
  return { context, page: await context.newPage() };
}

async function readLcp(page: Page): Promise<number> {
  await page.waitForTimeout(800);
  return page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
}

export async function measurePage(browser: Browser, url: string, dist: string, locale: string): Promise<PageFigures> {
  const errors: string[] = [];
  // 1. The page as shipped: JS before load, LCP, then CLS over a scroll through, then axe.
  const live = await newPage(browser, locale);
  live.page.on("pageerror", (e) => errors.push(e.message));
  live.page.on("console", (m) => m.type() === "error" && !/status of 404/.test(m.text()) && errors.push(m.text()));
  await throttle(live.context, live.page);
  const js = await measureInitialJs(live.page, url, dist);
  await live.page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await live.page.waitForLoadState("networkidle");
  await live.page.waitForTimeout(500);
  const cls = clsOf(
    await live.page.evaluate(() => (window as unknown as { __shifts: Array<[number, number]> }).__shifts),
  );
  const { violations } = await new AxeBuilder({ page: live.page }).analyze();
  await live.context.close();

  // 2. LCP of the page as shipped against the same HTML without its scripts
  // (the LCP the markup alone gets), alternating, same throttling. One load
  // of each varies by ±30% on a shared machine: the medians of LCP_RUNS are
  // compared. The first load above is not one of them: its HTML came over the
  // throttled network, while both arms here are answered from the
  // interception, so they differ in the scripts alone.
  const withJs: number[] = [];
  const withoutJs: number[] = [];
  for (let run = 0; run < LCP_RUNS; run++) {
    withoutJs.push(await loadLcp(browser, url, locale, true));
    withJs.push(await loadLcp(browser, url, locale, false));
  }

  const firstScreen = await measureFirstScreen(browser, url, dist, locale);
  return {
    js,
    firstScreen,
    lcp: median(withJs),
    lcpNoJs: median(withoutJs),
    cls,
    axe: violations.map((v) => ({ id: v.id, impact: v.impact ?? "?", nodes: v.nodes.length })),
    errors,
  };
}

/**
 * The first-screen JS of one fresh load (no throttling: the figure is the
 * gzip bytes of what was requested, which the network speed does not change).
 */
export async function measureFirstScreen(
  browser: Browser,
  url: string,
  dist: string,
  locale: string,
): Promise<JsMeasurement> {
  const { context, page } = await newPage(browser, locale);
  try {
    return await measureFirstScreenJs(page, url, dist);
  } finally {
    await context.close();
  }
}

/** Loads of each kind whose LCP medians are compared. */
export const LCP_RUNS = 3;

export const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One throttled load's LCP, as shipped or with the page's scripts removed. */
async function loadLcp(browser: Browser, url: string, locale: string, withoutScripts: boolean): Promise<number> {
  const { context, page } = await newPage(browser, locale);
  // Both arms are fulfilled from the interception (which the network
  // throttling does not slow down); otherwise the stripped page would save the
  // HTML's round trip and transfer, and the scripts would be blamed for it.
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: withoutScripts ? stripScripts(html) : html });
  });
  await throttle(context, page);
  await page.goto(url, { waitUntil: "load" });
  const lcp = await readLcp(page);
  await context.close();
  return lcp;
}
