// The JavaScript each route loads before the visitor can interact stays
// within budgets.json (gzip bytes of the built files: deterministic).
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { distDir, routesFromDist } from "../../scripts/lib/audit-routes.ts";
import { checkBudgets, formatBudgetResult, validateBudgets } from "../../scripts/lib/audit-budget.ts";
import { measureInitialJs } from "../../scripts/lib/audit-js.ts";

const dist = distDir();
const budgets = validateBudgets(JSON.parse(readFileSync("budgets.json", "utf8")));
const routes = routesFromDist(dist).filter((r) => r.kind !== "redirect");

test.describe("initial JavaScript budget", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "mobile", "the same files load in every viewport"));
  for (const route of routes) {
    test(route.path, async ({ page }) => {
      const [result] = checkBudgets([await measureInitialJs(page, route.path, dist)], budgets);
      expect(result!.ok, `${formatBudgetResult(result!)}\n  ${result!.files?.join("\n  ")}`).toBe(true);
    });
  }
});
