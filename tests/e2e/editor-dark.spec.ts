// The editor follows the system's dark mode like the rest of /admin (issue 41): with the system set to dark,
// its own header is dark with light text; set to light, it stays as it was.
import { expect, test } from "./test.ts";
import { signIn, startPublishServer, type PublishServer } from "./publish-server.ts";

const PORT = Number(process.env.E2E_PORT ?? 4179) + 53;
let server: PublishServer;
test.setTimeout(180_000);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPublishServer(PORT + test.info().parallelIndex * 100);
});
test.afterAll(async () => server?.stop());

/** The relative luminance's rough stand-in: the mean of a computed rgb() colour's channels (0–255). */
const lightness = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r + g + b) / 3;
};

test("the editor's header follows the system's colour scheme", { tag: "@desktop" }, async ({ page }) => {
  await signIn(page, server.url);
  for (const scheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${server.url}/admin/edit?file=pages/about.json`);
    const bar = page.locator(".editor-bar");
    await expect(page.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
    const { background, color, save } = await bar.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      color: getComputedStyle(el).color,
      save: getComputedStyle(el.querySelector("button:not([data-primary])") ?? el).backgroundColor,
    }));
    if (scheme === "dark") {
      expect(lightness(background)).toBeLessThan(80);
      expect(lightness(color)).toBeGreaterThan(180);
      expect(lightness(save)).toBeLessThan(80);
    } else {
      expect(lightness(background)).toBeGreaterThan(200);
      expect(lightness(color)).toBeLessThan(80);
    }
  }
});

test("in dark, the editor's panels are dark and inside the window: «Traducciones pendientes», the icon picker, the media library", {
  tag: "@desktop",
}, async ({ page }) => {
  // A draft saved with a new title: its three translations wait, and on a phone the header shows «Por traducir»
  // (a page with nothing waiting hides it there).
  await signIn(page, server.url);
  const me = (await (await page.request.get(`${server.url}/admin/api/me`)).json()) as { csrfToken: string };
  const opened = (await (await page.request.get(`${server.url}/admin/edit/api/page?file=pages/about.json`)).json()) as {
    hash: string;
    doc: { meta: Record<string, unknown> };
  };
  await page.request.post(`${server.url}/admin/edit/api/save`, {
    headers: { "Content-Type": "application/json", Origin: server.url, "X-CSRF-Token": me.csrfToken },
    data: {
      file: "pages/about.json",
      hash: opened.hash,
      doc: { ...opened.doc, meta: { ...opened.doc.meta, title: "Quiénes somos | {product}" } },
    },
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`${server.url}/admin/edit?file=pages/about.json`);
  await expect(page.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
  /** A panel's background and text, and whether it is inside the window. */
  const look = (selector: string) =>
    page
      .locator(selector)
      .filter({ visible: true })
      .first()
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        return {
          background: getComputedStyle(el).backgroundColor,
          color: getComputedStyle(el).color,
          inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        };
      });
  const dark = async (selector: string) => {
    const seen = await look(selector);
    expect(lightness(seen.background), `${selector}'s background`).toBeLessThan(80);
    expect(lightness(seen.color), `${selector}'s text`).toBeGreaterThan(180);
    expect(seen.inside, `${selector} inside the window`).toBe(true);
  };
  await page.getByTestId("pending-translations").click();
  await dark(".pending__panel");
  await page.getByTestId("pending-translations").click();
  // On a phone «Por traducir» is the first item of «Más», which opens the same list under the header.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole("button", { name: "Más", exact: true }).click();
  await page
    .getByRole("menu", { name: "Más" })
    .getByRole("menuitem", { name: /^Por traducir/ })
    .click();
  await dark(".pending__panel");
  await page.setViewportSize({ width: 1440, height: 900 });
  // The same list, open, is closed from the header's «Por traducir» again.
  await page.getByTestId("pending-translations").click();
  await expect(page.locator(".pending__panel").filter({ visible: true })).toHaveCount(0);
  await page
    .frameLocator("#preview-frame")
    .locator("[data-puck-component]")
    .first()
    .click({ position: { x: 5, y: 5 } });
  // On a phone the section's fields are Puck's «Campos» panel under the page: its «Página › Cabecera de producto»
  // read black on the dark panel (it inherited the page's colour).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Campos", exact: true }).click();
  const crumbs = page.locator('[class*="_FieldsPlugin-header"] [class^="_Breadcrumbs_"]').filter({ visible: true });
  await expect(crumbs).toContainText("Cabecera de producto");
  expect(lightness(await crumbs.evaluate((el) => getComputedStyle(el).color))).toBeGreaterThan(180);
  await page.setViewportSize({ width: 1440, height: 900 });
  const icon = page.locator(".icon-picker__current").filter({ visible: true }).first();
  await icon.scrollIntoViewIfNeeded();
  await icon.click();
  await dark(".icon-picker__panel input");
  // The media library, with one image in it: its «Borrar» says so in the middle of its button.
  await page.goto(`${server.url}/admin/edit?file=pages/home.json`);
  await page
    .frameLocator("#preview-frame")
    .locator("[data-puck-component]")
    .first()
    .click({ position: { x: 5, y: 5 } });
  const field = page.locator(".image-field").first();
  await field.locator('input[type="file"]').setInputFiles("public/apple-touch-icon.png");
  // The upload has landed (its note asks for the image's description) before the library lists what there is: opened
  // earlier, on a busy machine, it listed nothing (the CI run's one flaky test).
  await expect(field.locator(".image-field__note")).toHaveText(/Imagen subida/, { timeout: 60_000 });
  await page.getByRole("button", { name: "Biblioteca" }).first().click();
  await dark(".media-library");
  const remove = page.locator(".media-library__delete").first();
  const offCentre = await remove.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    const text = range.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return Math.abs(text.top + text.height / 2 - (box.top + box.height / 2));
  });
  expect(offCentre).toBeLessThanOrEqual(2);
});
