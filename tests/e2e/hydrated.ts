import { expect, type Locator } from "@playwright/test";

/**
 * Whether React has hydrated the element: React tags the DOM nodes it owns
 * with a `__reactFiber$…` property, prerendered markup it has not taken over
 * has none (and a click on it is lost).
 */
export const isHydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));

/**
 * Clicks `trigger` until `shown` is visible. A click that lands on prerendered
 * markup before its section hydrates is lost on a busy machine (full runs 3
 * and 5); the click is repeated only while nothing is open or opening, so an
 * open disclosure is never toggled shut.
 */
export async function clickUntilShown(trigger: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    const idle = !(await shown.isVisible()) && (await trigger.isVisible()) && (await trigger.getAttribute("aria-expanded")) !== "true";
    if (idle) await trigger.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
