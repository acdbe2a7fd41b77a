// What a visitor on a busy phone does before an island's code has arrived
// counts: a radio pressed, text typed, a time picked, a submit pressed
// (src/runtime/early-input.ts, early-clicks.ts). "Before" is made certain,
// not hoped for: the islands' code is held back until the test has acted,
// on a phone at 4× CPU slowdown. And /agendar-demo's form, which hydrates on
// the visitor's intent, keeps its first screen light at both widths.
import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { isHydrated } from "./hydrated.ts";
import { standInDemoApi } from "./demo-api-stand-in.ts";
import { distDir } from "../../scripts/audit/routes.ts";
import { measureFirstScreenJs } from "../../scripts/audit/js.ts";
import { watchConsole } from "./watch-console.ts";

/** A phone's CPU: Chrome DevTools' "4× slowdown". */
async function slowCpu(page: Page, rate = 4): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/** Holds the islands' code (React and the sections) until `release` is called. */
async function holdIslands(page: Page): Promise<{ release: () => void; requested: Promise<void> }> {
  let release!: () => void;
  let requested!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  return { release, requested: asked };
}

test.describe("before an island hydrates", () => {
  // Hydration at 4× CPU on a busy 2-core machine takes tens of seconds.
  test.describe.configure({ timeout: 150_000 });

  test("'Mensual' pressed on the pricing switch before it hydrates shows monthly prices once it does", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await slowCpu(page);
    const islands = await holdIslands(page);
    await page.goto("/#precios");
    const pricing = page.locator("#precios");
    const monthly = pricing.getByRole("radio", { name: "Mensual" });
    const oro = pricing.locator('[data-plan="oro"]').getByTestId("price");
    await islands.requested;
    expect(await isHydrated(monthly)).toBe(false);
    await monthly.check();
    // The switch answers at once; the prices wait for the island's code.
    await expect(oro).toHaveText(/^139\s€/);
    islands.release();
    await expect(oro).toHaveText(/^174\s€\s?\/ mes$/, { timeout: 60_000 });
    expect(await isHydrated(monthly)).toBe(true);
    await expect(monthly).toBeChecked();
    await expect(pricing.locator('[data-plan="bronce"]').getByTestId("price")).toHaveText(/^49\s€\s?\/ mes$/);
    // And the island is the switch's owner from then on.
    await pricing.getByRole("radio", { name: "Anual" }).check();
    await expect(oro).toHaveText(/^139\s€/);
    expect(errors).toEqual([]);
  });

  test("/agendar-demo: name, email, date and time given picked before the form hydrates are the ones it books", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    // A late evening at a year's end in Madrid: two days ahead is 1 January.
    await page.clock.install({ time: new Date("2026-12-30T21:30:00+01:00") });
    const posted = await standInDemoApi(page);
    await slowCpu(page);
    const islands = await holdIslands(page);
    await page.goto("/agendar-demo#booking-demo");
    const demo = page.locator("#booking-demo");
    await demo.getByLabel("Nombre").fill("Lola García");
    // Reaching for the form asked for its code (hydrate on intent): it is held.
    await islands.requested;
    await demo.getByLabel("Email").fill("lola@restaurante.com");
    await demo.getByLabel("Fecha").fill("2027-01-01");
    await demo.getByRole("radio", { name: "11:00" }).check();
    // The submit button stays disabled until the form can check what it sends: the
    // one control not interactive before hydration (a press would have nothing to act on).
    const submit = demo.getByRole("button", { name: "Confirmar demo gratuita" });
    expect(await isHydrated(submit)).toBe(false);
    await expect(submit).toBeDisabled();
    islands.release();
    // Handed over, the values make the form valid: what was typed and picked is the form's.
    await expect(submit).toBeEnabled({ timeout: 60_000 });
    await expect(demo.getByLabel("Nombre")).toHaveValue("Lola García");
    await expect(demo.getByRole("radio", { name: "11:00" })).toBeChecked();
    await submit.click();
    const confirmation = demo.getByTestId("demo-confirmation");
    await expect(confirmation.getByRole("heading", { name: "¡Demo confirmada!" })).toBeVisible({ timeout: 30_000 });
    await expect(confirmation).toContainText("Te esperamos el 01/01/2027 a las 11:00.");
    expect(posted).toEqual([
      expect.objectContaining({
        name: "Lola García",
        email: "lola@restaurante.com",
        date: "2027-01-01",
        time: "11:00",
      }),
    ]);
    expect(errors).toEqual([]);
  });
});

test("/agendar-demo's first screen loads under 15 KB of script: the demo form waits for the visitor's intent @desktop", async ({
  page,
}) => {
  // The form is on a desktop's first screen (on a phone it is below it, and budgets.json checks it there).
  test.setTimeout(120_000);
  const measured = await measureFirstScreenJs(page, "/agendar-demo", distDir());
  expect(measured.bytes, measured.files?.join("\n")).toBeLessThan(15_000);
  // Untouched (within a screen and a half, where other islands hydrate at once), the form is
  // prerendered markup; its code comes when the visitor reaches for it.
  const name = page.locator("#booking-demo").getByLabel("Nombre");
  expect(await isHydrated(name)).toBe(false);
  await name.focus();
  await expect.poll(() => isHydrated(name), { timeout: 30_000 }).toBe(true);
});
