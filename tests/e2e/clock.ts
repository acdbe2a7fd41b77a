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

/**
 * Runs the page's clock on by `ms`, then lets what its timers scheduled commit: React renders after a timer in a
 * task of the page's message queue, which the clock does not hold, so three rounds of that queue pass before the
 * test reads the page.
 */
export async function runClockFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        let rounds = 0;
        channel.port1.onmessage = () => (++rounds < 3 ? channel.port2.postMessage(0) : done());
        channel.port2.postMessage(0);
      }),
  );
}
