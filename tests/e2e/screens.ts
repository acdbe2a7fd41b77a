// The screens a walk through the admin looks at (admin-screens.spec, shared-section.spec, team-week.spec) are written
// to test-results/<spec>/ only when asked: `SCREENS=1 npx playwright test admin-screens shared-section team-week`. Nothing
// asserts on the images (the specs' checks read the page itself), and a full-page PNG of every screen at
// two widths cost CPU on every CI run for pictures nobody opened there (issue 44: the suite's time).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "./test.ts";

/** SCREENS=1: the screens are written. */
export const screensWanted = process.env.SCREENS === "1";

/** Where a spec's screens go (made when they are wanted), and a function that writes one there when they are. */
export function screens(spec: string) {
  const dir = join(process.cwd(), "test-results", spec);
  if (screensWanted) mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string) => {
    if (screensWanted) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  };
}
