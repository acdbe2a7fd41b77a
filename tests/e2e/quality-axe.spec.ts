// axe on every built route (every language, the 404 pages, the redirect
// stubs' targets): zero violations of any impact. Mobile runs the light
// theme, desktop the dark one, so both palettes are checked.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { distDir, routesFromDist } from "../../scripts/lib/audit-routes.ts";

const routes = routesFromDist(distDir());

test.describe("axe", () => {
  for (const route of routes) {
    test(`${route.kind} ${route.path}`, async ({ page }, testInfo) => {
      test.skip(route.kind === "redirect" && testInfo.project.name !== "mobile", "a redirect lands on a page checked already");
      const dark = testInfo.project.name === "desktop";
      // Reduced motion: every animation is at its end state when axe reads colours.
      await page.emulateMedia({ colorScheme: dark ? "dark" : "light", reducedMotion: "reduce" });
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      if (route.kind === "redirect") await expect(page).not.toHaveURL(new RegExp(`${route.path}$`));
      const { violations } = await new AxeBuilder({ page }).analyze();
      const report = violations.map(
        (v) => `${v.id} (${v.impact}) ${v.help}: ${v.nodes.slice(0, 4).map((n) => n.target.join(" ")).join(" | ")}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ""}`,
      );
      expect(report, `axe violations on ${route.path} (${dark ? "dark" : "light"})`).toEqual([]);
    });
  }
});
