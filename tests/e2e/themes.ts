// Reading one state of a page in each colour theme without reloading it: the page follows the system's
// setting live while the visitor has not chosen one (src/layout/header/theme.ts).
import { expect, type Page } from "./test.ts";

export type ColorScheme = "light" | "dark";

/**
 * Runs `check` with the page in each of `schemes` in turn, then leaves it light. Each check starts once the
 * theme is applied and no CSS transition is running: the colours change through transitions (instant with
 * reduced motion, yet the first style read after the switch still gave the old values, and axe a contrast
 * finding on «Elegir Plata» in the dark theme once).
 */
export async function inEachTheme(
  page: Page,
  schemes: readonly ColorScheme[],
  check: (scheme: ColorScheme) => Promise<void>,
): Promise<void> {
  for (const colorScheme of schemes) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
    );
    await check(colorScheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
