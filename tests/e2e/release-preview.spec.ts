// A release's preview (issue 41): every one of its pages says which release it shows, and its switcher goes
// from one of the release's pages to the next without leaving the preview. The browser is set to English:
// the Spanish pages' language redirect once sent it out of the preview to the public 404.
import { expect, test, type Page } from "./test";
import { signIn, startPublishServer, type PublishServer } from "./publish-server.ts";

const PORT = Number(process.env.E2E_PORT ?? 4179) + 54;
let server: PublishServer;
test.use({ locale: "en-US" });
test.afterEach(async () => server?.stop());

async function saveDraft(page: Page, file: string, title: string) {
  await page.goto(`${server.url}/admin/edit?file=${file}`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  await page
    .getByRole("textbox", { name: /^Título/ })
    .first()
    .fill(title);
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByTestId("message")).toHaveText(/Guardad/, { timeout: 30_000 });
}

test("a release's preview names the release on its pages and its switcher stays inside it", {
  tag: "@desktop",
}, async ({ page, context }) => {
  test.setTimeout(240_000);
  server = await startPublishServer(PORT);
  await signIn(page, server.url);
  await saveDraft(page, "pages/about.json", "Quiénes somos | {product}");
  await saveDraft(page, "pages/careers.json", "Únete al equipo | {product}");

  await page.goto(`${server.url}/admin/edit`);
  const releases = page.getByTestId("releases");
  await releases.getByRole("button", { name: "Nueva entrega" }).click();
  await releases.getByLabel("Nombre de la entrega").fill("Campaña de verano");
  await releases.getByRole("checkbox").nth(0).check();
  await releases.getByRole("checkbox").nth(1).check();
  await releases.getByRole("button", { name: "Crear entrega" }).click();
  const release = releases.getByTestId("release").filter({ hasText: "Campaña de verano" });
  const opened = context.waitForEvent("page", { timeout: 180_000 });
  await release.getByRole("button", { name: "Vista previa" }).click();
  const preview = await opened;
  await preview.waitForLoadState();

  const prefix = new URL(preview.url()).pathname.match(/^\/admin\/preview\/[0-9a-f]{40}\//)?.[0];
  expect(prefix).toBeTruthy();
  const banner = preview.getByRole("region", { name: "Vista previa de una entrega" });
  await expect(banner).toContainText("Vista previa de la entrega «Campaña de verano»");
  await expect(preview).toHaveTitle("Quiénes somos | Mesalia");
  await banner.getByText(/^Páginas de la entrega/).click();
  await expect(banner.getByRole("link")).toHaveText(["Quiénes somos", "Únete al equipo"]);
  await banner.getByRole("link", { name: "Únete al equipo" }).click();
  await expect(preview).toHaveURL(new RegExp(`${prefix}careers$`));
  await expect(preview).toHaveTitle("Únete al equipo | Mesalia");
  await expect(banner).toContainText("Vista previa de la entrega «Campaña de verano»");
  await banner.getByText(/^Páginas de la entrega/).click();
  await expect(banner.getByRole("link", { name: "Únete al equipo" })).toHaveAttribute("aria-current", "page");
});
