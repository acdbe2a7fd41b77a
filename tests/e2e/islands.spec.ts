// Islands (issue 14): a static section ships no code, an island downloads
// its code only when it is needed, a tap on an island before its code has
// arrived is not lost, pages are page loads that keep theme, language and
// #hash, and without JavaScript every page still reads and its links work.
import { expect, test } from "./test.ts";

/** The section chunks a page requested (Legal-….js, Pricing-….js). */
function chunksOf(page: import("@playwright/test").Page) {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/([A-Z][A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

test.describe("code", () => {
  test("static sections download no code, even scrolled through: /politica-de-privacidad and /about", async ({
    page,
  }) => {
    for (const [path, staticTypes] of [
      ["/politica-de-privacidad", ["Legal"]],
      ["/about", ["Timeline", "Stats", "CardGrid"]],
    ] as const) {
      const chunks = chunksOf(page);
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState("networkidle");
      for (const type of staticTypes) expect(chunks, `${path} requested ${type}`).not.toContain(type);
    }
  });

  test("a tap on a pricing card's toggle before the section's code arrives opens the list once it does", async ({
    page,
  }) => {
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
    await expect(card.getByRole("button", { name: "Ver menos características" })).toHaveAttribute(
      "aria-expanded",
      "true",
      { timeout: 30_000 },
    );
    await expect(card.getByText("Web estándar para tu restaurante")).toBeVisible();
  });

  test("a form on the first screen loads its code when the visitor reaches for it, checks what is typed with the spec's messages meanwhile, and keeps what is typed and its errors", async ({
    page,
  }) => {
    const chunks = chunksOf(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/Form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/register");
    await page.waitForLoadState("networkidle");
    expect(chunks, "the form's code before any interaction").not.toContain("Form");
    const name = page.getByLabel("Nombre completo");
    const email = page.getByLabel("Email", { exact: true });
    await name.fill("Lola García");
    await email.fill("lola@");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    // Asked for once the runtime that imports it has arrived (it is held above, so nothing has run yet).
    await expect.poll(() => chunks).toContain("Form");
    // Checked before the code arrives (src/sections/form/precheck.ts): the spec's message on the first wrong field, in the browser's bubble, focused.
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
    await expect(page.getByLabel(/^Contraseña/)).toHaveJSProperty("validationMessage", "Este campo es obligatorio.");
    await expect(page.locator("form")).not.toHaveAttribute("data-ready");
    release();
    // Validated with the spec's messages once the code is there, and nothing typed is gone.
    await expect(page.getByRole("heading", { name: "Revisa estos campos antes de continuar:" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(name).toHaveValue("Lola García");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
    await expect(page.getByLabel(/^Contraseña/)).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a page whose sections are all static runs no React, until an island is needed (the booking modal)", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on(
      "request",
      (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto("/politica-de-privacidad");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    // The chrome still works: the mobile menu opens.
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(page.getByRole("dialog", { name: "Menú" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /\/(react-dom|islands)-/.test(path))).toEqual([]);
    // The floating demo button opens the booking modal: React comes with it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Demo gratis" }).click();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    // (React is bundled into the island runtime's chunk, or in a chunk of its own when another entry shares it.)
    expect(scripts.some((path) => /\/(react-dom|islands)-/.test(path))).toBe(true);
  });

  test("an island further down downloads its code only as the visitor nears it, not while the page sits idle", async ({
    page,
  }) => {
    const chunks = chunksOf(page);
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1500);
    // The first screen is static (hero, client strip: their counters and pause button are plain script), and pricing, far below, waits.
    for (const type of ["Hero", "ClientStrip", "Pricing"]) expect(chunks).not.toContain(type);
    await page.locator("#precios").scrollIntoViewIfNeeded();
    await expect.poll(() => chunks.includes("Pricing")).toBe(true);
  });
});

test.describe("between pages", { tag: "@desktop" }, () => {
  test("a link to another page keeps the chosen theme and language and lands on its #hash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/en/about");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    // The footer's "all features" link: the home page's #soluciones, in English.
    const link = page.locator('footer a[href="/en#soluciones"]');
    await link.click();
    await expect(page).toHaveURL(/\/en#soluciones$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("#soluciones")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });
});

test.describe("without JavaScript", { tag: "@desktop" }, () => {
  test.use({ javaScriptEnabled: false });

  test("FAQ answers read, and the header's menus and language links still lead to their pages", async ({ page }) => {
    await page.goto("/affiliate");
    await expect(page.getByText("Pagamos cada mes, entre el día 1 y el 5")).toBeVisible();
    await expect(page.getByText("Transferencia bancaria", { exact: true })).toBeVisible();
    // The language menu: its links show while it has the focus.
    await page.getByRole("button", { name: /Idioma: Español/ }).focus();
    await page.getByRole("link", { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/affiliate$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A header menu: the same.
    await page.locator("header nav button").first().focus();
    const feature = page.locator('header a[href="/en/features/valoraciones"]');
    await expect(feature).toBeVisible();
    await feature.click();
    await expect(page).toHaveURL(/\/en\/features\/valoraciones$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
