// One visit per built route (every language, the 404 pages) checks every
// per-route quality bar at once, so CI pays for each page load only once:
// 1. the JavaScript a phone's first screen downloads, untouched, stays within
//    budgets.json (gzip bytes of the built files: deterministic);
// 2. scrolled through, no CSP violation, no console error, no request to
//    another origin;
// 3. with prefers-reduced-motion nothing animates or transitions;
// 4. axe: zero violations of any impact, light theme.
// English, French and Italian pages run the same code as the Spanish ones
// with other copy: they get 1, 2 (on load) and 4, which is what copy and
// their message catalog can break.
// The desktop project visits the Spanish routes again in the dark theme:
// no console error (hydration mismatches included) and axe (the palettes are
// shared by all languages).
import { readFileSync } from "node:fs";
import { axe } from "./axe.ts";
import { expect, test, type Page } from "./test.ts";
import { distDir, routesFromDist } from "../../scripts/audit/routes.ts";
import { checkBudgets, formatBudgetResult, validateBudgets } from "../../scripts/audit/budget.ts";
import { measureFirstScreenJs } from "../../scripts/audit/js.ts";
import { NOT_FOUND_LOG, watchConsole } from "./watch-console.ts";

const dist = distDir();
const budgets = validateBudgets(JSON.parse(readFileSync("budgets.json", "utf8")));
const routes = routesFromDist(dist).filter((r) => r.kind !== "redirect");

async function axeReport(page: Page) {
  const { violations } = await axe(page).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}) ${v.help}: ${v.nodes
        .slice(0, 4)
        .map((n) => n.target.join(" "))
        .join(" | ")}${v.nodes.length > 4 ? ` (+${v.nodes.length - 4})` : ""}`,
  );
}

/** Everything still moving once reduced motion is asked for. */
const stillMoving = (page: Page) =>
  page.evaluate(() => {
    const ms = (v: string) =>
      Math.max(...v.split(",").map((s) => (s.trim().endsWith("ms") ? parseFloat(s) : parseFloat(s) * 1000)));
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].join(".")}`;
    const out: string[] = [];
    for (const a of document.getAnimations()) {
      const t = a.effect?.getComputedTiming();
      if (a.playState === "running" && t && (t.iterations === Infinity || Number(t.duration) > 10))
        out.push(
          `animation ${(a as CSSAnimation).animationName ?? a.id} on ${nameOf((a.effect as KeyframeEffect).target as Element)}`,
        );
    }
    for (const el of document.querySelectorAll("body *")) {
      const cs = getComputedStyle(el);
      if (ms(cs.transitionDuration) > 10 && cs.transitionProperty !== "none")
        out.push(`transition ${cs.transitionDuration} on ${nameOf(el)}`);
      if (ms(cs.animationDuration) > 10 && cs.animationName !== "none")
        out.push(`animation ${cs.animationName} ${cs.animationDuration} on ${nameOf(el)}`);
    }
    if (getComputedStyle(document.documentElement).scrollBehavior === "smooth") out.push("smooth scrolling on html");
    return [...new Set(out)];
  });

test.describe("every route", () => {
  test.use({ reducedMotion: "reduce", colorScheme: "light" });

  for (const route of routes) {
    test(`${route.kind} ${route.path}: ${route.lang === "es" ? "JS budget, CSP, console, requests, reduced motion, axe" : "JS budget, CSP, console, requests, axe"}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const problems: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          const w = window as unknown as { __csp?: string[] };
          (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      const errors = watchConsole(page, route.kind === "404" ? NOT_FOUND_LOG : undefined);
      page.on("request", (r) => {
        if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:"))
          problems.push(`third-party request: ${r.url()}`);
      });

      // 1. Issue 14's measure: everything a phone's first screen downloads with no scroll
      // and no touch, until the network is quiet (the audit's viewport, so the figures agree).
      // Every language: the others also load their message catalog first.
      await page.setViewportSize({ width: 412, height: 823 });
      const [budget] = checkBudgets([await measureFirstScreenJs(page, route.path, dist)], budgets);
      await page.setViewportSize({ width: 390, height: 844 });
      expect.soft(budget!.ok, `${formatBudgetResult(budget!)}\n  ${budget!.files?.join("\n  ")}`).toBe(true);

      if (route.lang !== "es") {
        await page.waitForLoadState("networkidle");
        problems.push(
          ...errors.map((e) => `console: ${e}`),
          ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map(
            (v) => `CSP violation: ${v}`,
          ),
        );
        expect.soft(problems, "CSP, console and requests").toEqual([]);
        expect(await axeReport(page), `axe violations on ${route.path} (light)`).toEqual([]);
        return;
      }

      // 2. Scroll through, so lazy sections and images load too: a screen at a time, so every part of the page
      // passes through the viewport (600 px steps drew ~40% more screens for the same coverage, issue 44).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
      });
      await page.waitForLoadState("networkidle");
      problems.push(
        ...errors.map((e) => `console: ${e}`),
        ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])).map(
          (v) => `CSP violation: ${v}`,
        ),
      );
      expect.soft(problems, "CSP, console and requests").toEqual([]);

      // 3 and 4, back at the top: the promo bar settles there (it hides on
      // scroll, and axe must not read it mid-change).
      expect.soft(await stillMoving(page), "moving with reduced motion").toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(200);
      expect(await axeReport(page), `axe violations on ${route.path} (light)`).toEqual([]);
    });
  }
});

test.describe("dark theme", { tag: "@desktop" }, () => {
  test.use({ reducedMotion: "reduce", colorScheme: "dark" });

  for (const route of routes.filter((r) => r.lang === "es")) {
    test(`${route.kind} ${route.path} (dark, desktop): hydrates without console errors, axe`, async ({ page }) => {
      // axe reads every node of the page: ~10 s for the home page on an idle 2-core machine, 30+ on a busy one.
      test.setTimeout(60_000);
      const errors = watchConsole(page, route.kind === "404" ? NOT_FOUND_LOG : undefined);
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      expect.soft(errors, "console errors (hydration mismatches included)").toEqual([]);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await axeReport(page), `axe violations on ${route.path} (dark)`).toEqual([]);
    });
  }
});
