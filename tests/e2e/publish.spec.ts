// The whole path of issue 24 in a browser, on a server of its own with the
// real build: sign in → edit → save a draft (visitors still see the old
// page) → preview it → publish → the public page changes → history shows
// the change by field → restore the older version → the public page is back.
import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { test, expect, type Page } from "./test";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";
import { chooseMore } from "./editor-menu.ts";
import { PRODUCT } from "./site-data.ts";
import { clickInCanvas } from "./canvas";

const PORT = () => e2ePort(7);
const OLD = "Sobre nosotros | Mesalia";
const NEW = "Quiénes somos | Mesalia";

let server: PublishServer;
// One server, one path: at desktop width only (`@desktop`; the controls do not change with the width).
test.afterEach(async () => server?.stop());

const publicTitle = async (page: Page) =>
  /<title>(.*?)<\/title>/.exec(await (await page.request.get(`${server.url}/about`)).text())?.[1];

test("sign in, edit, draft, preview, publish, history, restore", { tag: "@desktop" }, async ({ page }) => {
  test.setTimeout(600_000);
  // In the test, not a hook: a hook keeps the 30 s default, and copying the project and starting takes longer under load.
  server = await startPublishServer(PORT());
  // Elapsed times for the [measure] lines only: no claim here depends on the date or the hour.
  const started = Date.now();
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/edit?file=pages/about.json`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  console.log(`[measure] sign-in to editor ready: ${Date.now() - started} ms`);

  const title = page.getByRole("textbox", { name: /^Título/ }).first();
  await title.fill("Quiénes somos | {product}");
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByTestId("message")).toHaveText(/Guardad/, { timeout: 30_000 });
  expect(await publicTitle(page)).toBe(OLD);

  await chooseMore(page, "Vista previa");
  const link = page.getByTestId("preview-link");
  await expect(link).toBeVisible({ timeout: 240_000 });
  const preview = await page.request.get(`${server.url}${await link.getAttribute("href")}`);
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  expect(await preview.text()).toContain(`<title>${NEW}</title>`);

  const clicked = Date.now();
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect.poll(() => publicTitle(page), { timeout: 240_000, intervals: [500] }).toBe(NEW);
  console.log(`[measure] Publicar to public page changed: ${Date.now() - clicked} ms`);
  expect(execFileSync("git", ["log", "-1", "--format=%an|%s"], { cwd: server.repo, encoding: "utf8" }).trim()).toBe(
    "Administrador|«Administrador» cambió el título de «Sobre nosotros»",
  );

  // The editor reopens on the published file.
  await expect(page.getByText("Publicado: la página pública ya muestra el cambio.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  await chooseMore(page, "Historial");
  const history = page.getByTestId("history");
  // Each version says the fields it changed, by their labels, not its commit message.
  await expect(history.getByRole("listitem").first()).toContainText("Título", { timeout: 30_000 });
  await expect(history).not.toContainText("cambió el título de");
  await history.getByRole("button", { name: /Administrador/ }).click();
  await expect(history.getByTestId("version-diff")).toContainText(`Quiénes somos | ${PRODUCT}`);
  await expect(history.getByTestId("version-diff")).toContainText(`Sobre nosotros | ${PRODUCT}`);
  await history.getByRole("button", { name: /Test/ }).click();
  await history.getByRole("button", { name: "Restaurar esta versión" }).click();
  await expect.poll(() => publicTitle(page), { timeout: 240_000, intervals: [500] }).toBe(OLD);
  await expect(page.getByText("Versión restaurada y publicada.")).toBeVisible({ timeout: 30_000 });
  // Named as the version brought back is (lib/editor/commit-message.ts).
  expect(execFileSync("git", ["log", "-1", "--format=%s"], { cwd: server.repo, encoding: "utf8" })).toMatch(
    /^«Administrador» restauró «Sobre nosotros» a la versión del \d{1,2} [a-z]{3,4} \d{4}, \d\d:\d\d \(hora de Madrid\)/,
  );

  // "Subir imagen" on the server: the editor's upload carries the session's CSRF token, and the canvas shows the image before any publish.
  await page.goto(`${server.url}/admin/edit?file=pages/home.json`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  await clickInCanvas(page.frameLocator("#preview-frame").getByRole("heading", { level: 1 }));
  const imageField = page.locator('[data-pointer="/sections/0/image"]').filter({ visible: true }).first();
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/admin/edit/api/image"));
  await imageField.getByTestId("image-file").setInputFiles({
    name: "foto.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: "#6d28d9" } })
      .png()
      .toBuffer(),
  });
  expect((await uploaded).status()).toBe(200);
  const { src } = (await (await uploaded).json()) as { src: string };
  const img = page.frameLocator("#preview-frame").locator(`img[src="${src}"]`);
  await expect(img).toBeVisible({ timeout: 30_000 });
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});
