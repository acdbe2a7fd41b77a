import { expect, test, type Page } from "./test.ts";
import { withMotion } from "./motion.ts";

// The sections below the first screen skip rendering while the page loads
// (content-visibility: auto, src/runtime/fold.ts) and render one by one once
// it is idle (src/runtime/render-below.ts). A phone and a desktop treat this
// alike: one width.

/** The page as a visitor on a busy phone meets it before it is idle: no idle callback ever comes. */
const neverIdle = (page: Page) => page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));

const demoSection = (page: Page) => page.locator("#booking-demo");
const contentVisibility = (page: Page) => demoSection(page).evaluate((el) => getComputedStyle(el).contentVisibility);

test("a section below the fold is skipped while the page loads and rendered once it is idle", async ({ page }) => {
  await page.goto("/");
  // Once idle, every section below the fold is rendered for good (the page is whole before the visitor scrolls).
  await expect(page.locator("[data-below]:not([data-rendered])")).toHaveCount(0, { timeout: 15_000 });
  expect(await page.locator("[data-below]").count()).toBeGreaterThan(5);
  expect(await contentVisibility(page)).toBe("visible");

  const busy = await page.context().newPage();
  await neverIdle(busy);
  await busy.goto("/");
  expect(await contentVisibility(busy)).toBe("auto");
  await busy.close();
});

test("an in-page link lands on its target while the sections between are still skipped", async ({ page }) => {
  // A visitor's smooth scroll, with the sections it passes still skipped.
  await withMotion(page);
  await neverIdle(page);
  await page.goto("/");
  const demo = demoSection(page);
  expect(await contentVisibility(page)).toBe("auto");
  await page.locator('#inicio a[href="#booking-demo"]').first().click();
  await expect(page).toHaveURL(/#booking-demo$/);
  // The smooth scroll ends with the section's top at its scroll margin (under the sticky header), not short of it.
  await expect
    .poll(
      async () =>
        demo.evaluate((el) =>
          Math.abs(el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop || "0")),
        ),
      { timeout: 10_000 },
    )
    .toBeLessThan(2);
});
