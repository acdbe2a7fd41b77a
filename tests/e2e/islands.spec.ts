// Islands (issue 14): a static section ships no code, and a tap on an island
// before its code has arrived is not lost.
import { expect, test } from "./test.ts";

test.beforeEach(({}, info) => test.skip(info.project.name !== "mobile", "what loads and when does not depend on the viewport"));

/** The section chunks a page requested (Legal-….js, Pricing-….js). */
function chunksOf(page: import("@playwright/test").Page) {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/([A-Z][A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

test("static sections download no code, even scrolled through: /politica-de-privacidad and /about", async ({ page }) => {
  for (const [path, staticTypes] of [
    ["/politica-de-privacidad", ["Legal"]],
    ["/about", ["Timeline", "Stats", "CardGrid"]],
  ] as const) {
    const chunks = chunksOf(page);
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    // The page's own (island) sections still load: the check sees chunks at all.
    if (path === "/about") expect(chunks.length).toBeGreaterThan(0);
    for (const type of staticTypes) expect(chunks, `${path} requested ${type}`).not.toContain(type);
  }
});

test("a tap on a pricing card's toggle before the section's code arrives opens the list once it does", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/Pricing-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/#precios");
  await expect.poll(() => requested, { timeout: 30_000 }).toBe(true);
  const card = page.locator('#precios [data-plan="bronce"]');
  const toggle = card.getByRole("button", { name: "Ver todas las características" });
  await toggle.click();
  // Held, not lost: nothing has happened yet.
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  release();
  await expect(card.getByRole("button", { name: "Ver menos características" })).toHaveAttribute("aria-expanded", "true", { timeout: 30_000 });
  await expect(card.getByText("Web estándar para tu restaurante")).toBeVisible();
});
