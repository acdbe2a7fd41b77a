import type { Locator } from "@playwright/test";

/**
 * Whether React has hydrated the element: React tags the DOM nodes it owns
 * with a `__reactFiber$…` property, prerendered markup it has not taken over
 * has none (and a click on it is lost).
 */
export const isHydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));
