import type { Page } from "./test.ts";

/**
 * Stops the page's clock (installed earlier with page.clock.install) a moment
 * from the page's now. The page's time runs on while the test asks, so if it
 * has already passed that moment, ask again.
 */
export async function pauseClock(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 250);
    } catch (error) {
      if (attempt === 5 || !/to the past/.test(String(error))) throw error;
    }
  }
}
