import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Whether React has hydrated the element: React tags the DOM nodes it owns
 * with a `__reactFiber$…` property, prerendered markup it has not taken over
 * has none (and a click on it is lost).
 */
export const isHydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));

/**
 * Clicks `trigger` until `shown` is visible. A click that lands on prerendered
 * markup before its section hydrates is lost on a busy machine (full runs 3
 * and 5); the click is repeated only while nothing is open or opening, so an
 * open disclosure is never toggled shut.
 */
export async function clickUntilShown(trigger: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    const idle =
      !(await shown.isVisible()) &&
      (await trigger.isVisible()) &&
      (await trigger.getAttribute("aria-expanded")) !== "true";
    if (idle) await trigger.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Waits until `count` forms of the page have hydrated (a form marks itself
 * `data-ready` once its draft is restored). A form is an island that
 * hydrates when the visitor reaches for it (a pointer over it, a focus in
 * it), so each one is brought into view and pointed at first (then the page
 * goes back to its top).
 */
export async function formsReady(page: Page, count = 1): Promise<void> {
  const forms = page.locator("form");
  // Pointed at again until they are ready: a pointerover sent before the page's
  // script has put its intent listeners in place (a busy machine, right after
  // the load event) is lost, as a visitor's first pointer move would be.
  await expect(async () => {
    for (let i = 0; i < (await forms.count()); i++) {
      await forms.nth(i).scrollIntoViewIfNeeded();
      await forms.nth(i).dispatchEvent("pointerover");
    }
    await expect(page.locator("form[data-ready]")).toHaveCount(count, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Reaches for the section island that holds `target` (brought into view and
 * pointed at, the intent an island of HYDRATE_ON_INTENT waits for, such as the
 * demo booking form) until its hydration has committed (the container is
 * marked data-hydrated, src/runtime/islands.tsx). Pointed at again while it is
 * not: a pointerover sent before the page's script has put its intent listeners
 * in place is lost, and a pointer that stays where it is sends no other.
 */
export async function islandReady(target: Locator): Promise<void> {
  const island = target.locator("xpath=ancestor-or-self::*[@data-island][1]");
  await expect(async () => {
    await target.scrollIntoViewIfNeeded();
    await target.dispatchEvent("pointerover");
    await expect(island).toHaveAttribute("data-hydrated", "", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Waits until the site chrome's script runs (header menus, mobile menu, theme, promo bar: src/chrome). */
export const chromeReady = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-chrome", "ready", { timeout: 20_000 });
