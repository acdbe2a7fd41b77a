// Arriving at /#anchor from another page, or following an in-page link,
// ends with the target at its scroll margin (under the sticky header), on a
// phone at 4× and 6× CPU slowdown, every time: the sections below the fold
// render lazily (src/runtime/fold.ts), and a section that took its real
// height after the browser had scrolled would move the target away.
// Both widths: the sections' heights, and so what would move, differ.
import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./test.ts";

/** Loads per test: the races this guards against show on some loads only. */
const REPETITIONS = Number(process.env.ANCHOR_REPETITIONS ?? 20);
/** Chrome DevTools' CPU slowdowns: a mid-range phone, and a low-end one. */
const RATES = [4, 6] as const;

/** How far `id`'s top is from its scroll margin, in px. */
const offset = (page: Page, id: string) =>
  page
    .locator(`#${id}`)
    .evaluate((el) =>
      Math.round(el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop || "0")),
    );

/**
 * Waits until nothing more will move the page: loaded, every section below
 * the fold rendered for good (render-below.ts), the network quiet.
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  // Asked in the page every 50 ms rather than by expect's retries, which space out to 500 ms: the slowed-down
  // page busy-waits for as long as the test waits (repeat below), and once the sections are there every
  // moment more is CPU spent on nothing.
  await page.waitForFunction(() => !document.querySelector("[data-below]:not([data-rendered])"), null, {
    polling: 50,
    timeout: 60_000,
  });
  await page.waitForLoadState("networkidle");
}

/**
 * Runs `visit` REPETITIONS times, alternating the CPU slowdowns; returns the visits that missed. The slowdown
 * is on from `visit`'s `throttled()` (its page's load) to the end of the visit only: Chrome's throttling
 * busy-waits on the page's main thread whether it works or idles (docs/quality.md, issue 44), so whatever
 * comes before the visit (the page it arrives from) runs at full speed.
 */
async function repeat(
  page: Page,
  visit: (throttled: () => Promise<void>, i: number) => Promise<string | undefined>,
): Promise<string[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const misses: string[] = [];
  for (let i = 0; i < REPETITIONS; i++) {
    const rate = RATES[i % RATES.length];
    let started = 0;
    const throttled = async () => {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      started = Date.now();
    };
    const miss = await visit(throttled, i);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    if (!started) throw new Error("the visit never slowed the CPU down (throttled() not called)");
    console.log(`anchors: visit ${i + 1} at ${rate}×: ${miss ?? "landed"} (${Date.now() - started} ms)`);
    if (miss) misses.push(`#${i + 1} at ${rate}×: ${miss}`);
  }
  return misses;
}

/** Where `id` ended once the page settled: undefined when at its scroll margin (±1 px), else how far off. */
async function missOf(page: Page, id: string): Promise<string | undefined> {
  await settled(page);
  // A smooth scroll may still be on its way: it has a moment to end, but what counts is where it ends.
  await expect
    .poll(async () => Math.abs(await offset(page, id)), { timeout: 3_000 })
    .toBeLessThanOrEqual(1)
    .catch(() => undefined);
  const off = await offset(page, id);
  return Math.abs(off) <= 1 ? undefined : `#${id} is ${off} px from its scroll margin`;
}

test.describe("anchors land at their scroll margin on a slow phone @widths", () => {
  // 20 loads of the longest page on a slowed CPU.
  test.describe.configure({ timeout: 15 * 60_000 });
  test.use({ reducedMotion: "no-preference" });

  test("arriving at /#anchor from another page", async ({ page }) => {
    const misses = await repeat(page, async (throttled, i) => {
      const id = i % 4 < 2 ? "booking-demo" : "precios";
      // Every visit comes from another page: from / itself, /#precios would be a jump within the document
      // (no load, nothing to race), which is what 19 of this test's 20 visits were.
      await page.goto("/contact");
      await throttled();
      await page.goto(`/#${id}`);
      return missOf(page, id);
    });
    expect(misses).toEqual([]);
  });

  test("following an in-page link as soon as it shows, while the page still loads", async ({ page }) => {
    const misses = await repeat(page, async (throttled) => {
      await throttled();
      await page.goto("/", { waitUntil: "commit" });
      await page.locator('#inicio a[href="#booking-demo"]').first().click();
      return missOf(page, "booking-demo");
    });
    expect(misses).toEqual([]);
  });
});
