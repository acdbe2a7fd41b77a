// Issue 43, shared sections, on a server of its own with the real build: the
// banner at the end of «Sobre nosotros» made shared in the editor
// («Convertir en sección compartida»), placed on the blog too, then edited once
// on one page and published once («Publicar la sección compartida»): both
// public pages show the new text, and neither page's file changed.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test, expect, type Page } from "./test";
import { chooseMore } from "./editor-menu.ts";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";
import { editorApi } from "./editor-api.ts";
import { screensWanted } from "./screens.ts";
import { clickInCanvas } from "./canvas";

const PORT = () => e2ePort(80);
const SHOTS = join(process.cwd(), "test-results", "shared-section");
const NAME = "banner-demo";
const OLD = "¿Quieres ver lo que hacemos?";
const NEW = "Mira lo que hacemos en 30 minutos";

let server: PublishServer;
test.afterEach(async () => server?.stop());

const publicPage = async (page: Page, path: string) => (await page.request.get(`${server.url}${path}`)).text();

test("a shared section edited once changes the two pages that use it with one publish", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(600_000);
  server = await startPublishServer(PORT());
  await signIn(page, server.url);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: server.repo, encoding: "utf8" }).trim();

  // «Sobre nosotros»: its last section, the banner, made shared, and the page published with the reference.
  await page.goto(`${server.url}/admin/edit?file=pages/about.json`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 90_000 });
  await clickInCanvas(page.frameLocator("#preview-frame").getByRole("heading", { name: OLD }));
  // Puck draws the field panel twice (one hidden by its layout): the visible one.
  const make = page.getByRole("group").filter({ hasText: "Convertir en sección compartida", visible: true });
  await make.getByText("Convertir en sección compartida", { exact: true }).first().click();
  await make.getByLabel("Nombre de la sección compartida").fill(NAME);
  await make.getByRole("button", { name: "Convertir en sección compartida" }).click();
  await expect(page.getByText(`«${NAME}» es ahora una sección compartida.`).filter({ visible: true })).toBeVisible({
    timeout: 240_000,
  });
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByTestId("message")).toHaveText(/Guardad/, { timeout: 30_000 });
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(page.getByText("Publicado: la página pública ya muestra el cambio.")).toBeVisible({ timeout: 240_000 });
  const about = JSON.parse(git("show", "HEAD:pages/about.json")) as { sections: unknown[] };
  expect(about.sections.at(-1)).toEqual({ type: "shared", ref: NAME, id: expect.any(String) });

  // The blog places it too (its own banner replaced by the reference), through the editor's API.
  const { get, post, publish } = await editorApi(page, server.url);
  const blog = await get<{ hash: string; doc: { sections: unknown[] } }>("page?file=pages/blog.json");
  const sections = [...blog.doc.sections.slice(0, -1), { type: "shared", ref: NAME }];
  await post("save", { file: "pages/blog.json", hash: blog.hash, doc: { ...blog.doc, sections } });
  await publish("pages/blog.json");
  const pagesBefore = git("rev-parse", "HEAD:pages/about.json", "HEAD:pages/blog.json");

  // Edited once, on «Sobre nosotros» (reopened: the editor now knows both pages use it), and published once.
  await page.goto(`${server.url}/admin/edit?file=pages/about.json`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 90_000 });
  await clickInCanvas(page.frameLocator("#preview-frame").getByRole("heading", { name: OLD }));
  const tools = page.getByRole("region", { name: "Sección compartida" }).filter({ visible: true });
  await expect(tools).toContainText("Usada en 2 páginas");
  await expect(tools.getByRole("listitem")).toHaveText([/\/about$/, /\/blog$/]);
  // Screenshots of the shared section's tools to be looked at (test-results/shared-section/), as admin-screens.spec
  // takes, with SCREENS=1 (screens.ts).
  if (screensWanted) {
    for (const width of [390, 1440])
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme });
        await page.screenshot({ path: join(SHOTS, `tools-${width}-${colorScheme}.png`) });
        // «Añadir sección» names it with the pages that use it: in the phone's list, and in the select beside the button.
        if (width <= 640) {
          await page.getByRole("button", { name: "Añadir sección" }).click();
          const list = page.getByTestId("add-section-list");
          await list.getByRole("button", { name: `Sección compartida «${NAME}» Usada en 2 páginas` }).focus();
          await page.screenshot({ path: join(SHOTS, `add-section-${width}-${colorScheme}.png`) });
          await page.keyboard.press("Escape");
          await expect(list).toHaveCount(0);
        } else {
          const select = page.getByLabel("Tipo de sección a añadir");
          await select.selectOption(`shared:${NAME}`);
          await expect(select.locator("option:checked")).toHaveText(`«${NAME}» · Usada en 2 páginas`);
          await page.screenshot({ path: join(SHOTS, `add-section-${width}-${colorScheme}.png`) });
        }
      }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
  }
  const at = about.sections.length - 1;
  const title = page.locator(`[data-pointer="/sections/${at}/title"]`).filter({ visible: true });
  const unpublished = tools.getByText(/^Cambios sin publicar en la sección compartida/);
  await expect(title).toHaveValue(OLD);
  await expect(unpublished).toHaveCount(0);
  await title.fill(NEW);
  await expect(page.frameLocator("#preview-frame").getByRole("heading", { name: NEW })).toBeVisible();
  // Typed but not published: the tools say so, and saving the page asks first (dismissed: nothing is saved).
  await expect(unpublished).toBeVisible();
  const asked = page.waitForEvent("dialog").then(async (dialog) => {
    const text = dialog.message();
    await dialog.dismiss();
    return text;
  });
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  expect(await asked).toContain(`«${NAME}» tiene cambios sin publicar`);
  await expect(page.getByTestId("message")).toHaveText(/^Sin guardar: publica antes/);
  // So does making an A/B variant (its page would hold the reference alone): dismissed, no variant dialog.
  const askedVariant = page.waitForEvent("dialog").then(async (dialog) => {
    const text = dialog.message();
    await dialog.dismiss();
    return text;
  });
  await chooseMore(page, "Crear variante A/B");
  expect(await askedVariant).toContain(`«${NAME}» tiene cambios sin publicar`);
  await expect(page.getByTestId("variant-dialog")).toHaveCount(0);
  await tools.getByRole("button", { name: "Publicar la sección compartida" }).click();
  await expect(tools.getByRole("status")).toHaveText("Publicada: las 2 páginas que la usan ya la muestran.", {
    timeout: 240_000,
  });
  await expect(unpublished).toHaveCount(0);
  for (const path of ["/about", "/blog"]) {
    const html = await publicPage(page, path);
    expect(html, path).toContain(NEW);
    expect(html, path).not.toContain(OLD);
  }
  // One commit, the shared file's (and the copy catalogs'): neither page's file changed.
  expect(git("rev-parse", "HEAD:pages/about.json", "HEAD:pages/blog.json")).toBe(pagesBefore);
  expect(git("show", "--name-only", "--format=", "HEAD").split("\n")).toContain(`pages/_data/sections/${NAME}.json`);
});
