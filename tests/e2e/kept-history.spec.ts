// Issue 43, "History that survives a reload": undo and redo of a draft are still there after the editor is
// reloaded (as the next day's visit opens it), and a publish is offered «Deshacer», a restore of the live
// version before it, also after a reload.
import { expect, test, type Page } from "./test.ts";
import { e2ePort, signIn, startPublishServer, type PublishServer } from "./publish-server.ts";

let server: PublishServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPublishServer(e2ePort(86));
});
test.afterAll(async () => server?.stop());

const title = (page: Page) => page.getByRole("textbox", { name: /^Título/ }).first();
const publicTitle = async (page: Page) =>
  /<title>(.*?)<\/title>/.exec(await (await page.request.get(`${server.url}/about`)).text())?.[1];

async function openAbout(page: Page) {
  await page.goto(`${server.url}/admin/edit?file=pages/about.json`);
  await expect(page.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
}

test("undo after a reload brings back the value before the last change, and redo the change", {
  tag: "@desktop",
}, async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, server.url);
  await openAbout(page);
  const before = await title(page).inputValue();
  await title(page).fill("Quiénes somos | {product}");
  await expect(page.getByText("Cambios sin guardar")).toBeVisible();
  // The step is recorded (Puck waits 250 ms after the last change) before the reload.
  await expect(page.getByRole("button", { name: "Deshacer", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByTestId("message")).toHaveText(/Guardad/, { timeout: 30_000 });

  await page.reload();
  await expect(page.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
  await expect(title(page)).toHaveValue("Quiénes somos | {product}");
  const undo = page.getByRole("button", { name: "Deshacer", exact: true });
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(title(page)).toHaveValue(before);
  await expect(page.getByText("Cambios sin guardar")).toBeVisible();
  await page.getByRole("button", { name: "Rehacer", exact: true }).click();
  await expect(title(page)).toHaveValue("Quiénes somos | {product}");
});

test("«Deshacer» after a publish restores the live version before it", { tag: "@desktop" }, async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, server.url);
  await openAbout(page);
  const old = await publicTitle(page);
  // The draft of the test before (the new title, saved) is published.
  await expect(title(page)).toHaveValue("Quiénes somos | {product}");
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect.poll(() => publicTitle(page), { timeout: 240_000, intervals: [500] }).toBe("Quiénes somos | Mesalia");
  const undo = page.getByTestId("publish-undo");
  await expect(undo).toBeVisible({ timeout: 30_000 });
  // Published: the draft's undo history went with it.
  await expect(page.getByRole("button", { name: "Deshacer", exact: true })).toBeDisabled();
  // A reload (or the next day's visit) still offers it: the publish it undoes is still the live version.
  await page.reload();
  await expect(undo).toBeVisible({ timeout: 30_000 });
  await undo.getByRole("button", { name: "Deshacer la publicación" }).click();
  await expect.poll(() => publicTitle(page), { timeout: 240_000, intervals: [500] }).toBe(old);
  await expect(page.getByText("Publicación deshecha")).toBeVisible({ timeout: 30_000 });
  await expect(title(page)).toHaveValue(/^Sobre nosotros/);
});
