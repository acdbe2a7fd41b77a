// Every browser test imports `test` and `expect` from here rather than from
// @playwright/test, so the suite can be run at any moment:
//
//   E2E_NOW=2026-11-30T21:30:00+01:00 npx playwright test
//
// starts every page's clock at that moment (time flows on from there), which
// finds tests that pass or fail by the date or the hour. A test that depends
// on the date sets its own clock (page.clock.install / setFixedTime), and that
// one wins. Browsers always run in Europe/Madrid (playwright.config.ts).
import { test as base } from "@playwright/test";

export * from "@playwright/test";

const now = process.env.E2E_NOW;
if (now && Number.isNaN(Date.parse(now)))
  throw new Error(`E2E_NOW="${now}" is not a date (use e.g. 2026-11-30T21:30:00+01:00)`);

// The `page` fixture itself, not an automatic fixture that asks for a page: a test that uses no page (an HTTP
// request, a context of its own, the HTML checker) opens none, as Playwright's own `test` would (issue 44).
export const test = base.extend({
  page: async ({ page }, use) => {
    if (now) await page.clock.install({ time: new Date(now) });
    await use(page);
  },
});
