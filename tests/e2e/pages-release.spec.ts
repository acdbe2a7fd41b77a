// Issue 35 in the browser: a section copied on one page and pasted on
// another, then a release of the two drafts published as ONE commit; a page
// duplicated, retired to a redirect and restored from "Páginas retiradas".
// Each publish uses the fast stand-in build (the real build is publish.spec.ts's).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test, expect, type Page } from "./test";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";

const PORT = () => e2ePort(15);
const FAKE_BUILD = JSON.stringify([process.execPath, join(process.cwd(), "server/publish/testing/fake-build.ts")]);
let server: PublishServer;
test.afterEach(async () => server?.stop());

const preview = (page: Page) => page.frameLocator("#preview-frame");
const action = (page: Page, name: RegExp) =>
  preview(page).getByRole("button", { name }).or(page.getByRole("button", { name })).filter({ visible: true }).first();
const commits = () =>
  Number(execFileSync("git", ["rev-list", "--count", "main"], { cwd: server.repo, encoding: "utf8" }));
const publicTitle = async (page: Page, path: string) =>
  /<title>(.*?)<\/title>/.exec(await (await page.request.get(`${server.url}${path}`)).text())?.[1];

async function openPage(page: Page, file: string) {
  await page.goto(`${server.url}/admin/edit?file=${file}`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
}
async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByTestId("message")).toHaveText(/Guardad/, { timeout: 30_000 });
}

test("a section copied to another page, and both drafts published as one release", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(240_000);
  server = await startPublishServer(PORT(), { PUBLISH_BUILD_COMMAND: FAKE_BUILD });
  await signIn(page, server.url);

  // Copy the second section of /about…
  await openPage(page, "pages/about.json");
  await page
    .getByRole("textbox", { name: /^Título/ })
    .first()
    .fill("Quiénes somos | {product}");
  const aboutSections = preview(page).locator("[data-puck-component]");
  await aboutSections.nth(1).click();
  await action(page, /^Copiar sección/).click({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: /^Pegar «/ })).toBeVisible();
  await saveDraft(page);

  // …and paste it at the end of /careers: its anchor is free there, the page stays valid.
  await openPage(page, "pages/careers.json");
  await page
    .getByRole("textbox", { name: /^Título/ })
    .first()
    .fill("Únete al equipo | {product}");
  const sections = preview(page).locator("[data-puck-component]");
  const before = await sections.count();
  await page.getByRole("button", { name: /^Pegar «/ }).click();
  await expect(sections).toHaveCount(before + 1);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 15_000 });
  await saveDraft(page);

  // The release: both drafts, one commit.
  await page.goto(`${server.url}/admin/edit`);
  const releases = page.getByTestId("releases");
  await releases.getByRole("button", { name: "Nueva entrega" }).click();
  await releases.getByLabel("Nombre de la entrega").fill("Campaña de invierno");
  await releases.getByRole("checkbox").nth(0).check();
  await releases.getByRole("checkbox").nth(1).check();
  await releases.getByRole("button", { name: "Crear entrega" }).click();
  const release = releases.getByTestId("release").filter({ hasText: "Campaña de invierno" });
  await expect(release).toContainText("2 páginas");
  await expect(release).toContainText("/about");
  await expect(release).toContainText("/careers");
  // Renamed in place before it goes out, with the same form: the same two drafts, the new name.
  await release.getByRole("button", { name: "Cambiar" }).click();
  await release.getByLabel("Nombre de la entrega").fill("Campaña de invierno 2026");
  await expect(release.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await release.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(release.getByRole("status")).toHaveText("Entrega guardada.");
  await expect(release).toContainText("Campaña de invierno 2026");
  await expect(release).toContainText("2 páginas");
  const count = commits();
  await release.getByRole("button", { name: "Publicar la entrega" }).click();
  await expect(releases).toContainText(/Publicada el/, { timeout: 90_000 });
  expect(commits()).toBe(count + 1);
  expect(
    execFileSync("git", ["show", "--name-only", "--format=%s", "main"], { cwd: server.repo, encoding: "utf8" }),
  ).toMatch(/publicó la entrega «Campaña de invierno 2026»[\s\S]*pages\/about\.json\npages\/careers\.json/);
  expect(await publicTitle(page, "/about")).toBe("Quiénes somos | {product}");
  expect(await publicTitle(page, "/careers")).toBe("Únete al equipo | {product}");
  const careers = JSON.parse(
    execFileSync("git", ["show", "main:pages/careers.json"], { cwd: server.repo, encoding: "utf8" }),
  ) as { sections: Array<{ id?: string }> };
  const about = JSON.parse(
    execFileSync("git", ["show", "main:pages/about.json"], { cwd: server.repo, encoding: "utf8" }),
  ) as { sections: Array<{ id?: string }> };
  expect(careers.sections.at(-1)).toEqual(about.sections[1]);
});

test("a page duplicated, then retired to a redirect and restored", { tag: "@desktop" }, async ({ page }) => {
  test.setTimeout(240_000);
  server = await startPublishServer(PORT() + 1, { PUBLISH_BUILD_COMMAND: FAKE_BUILD });
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/edit`);

  // Duplicar: an address in use is refused in the dialog; a free one opens the copy as a draft.
  await page.getByRole("button", { name: /^Duplicar «Sobre nosotros/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Dirección de la copia").fill("/contact");
  await dialog.getByRole("button", { name: "Crear copia" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Ya existe una página en /contact: elige otra dirección.");
  await dialog.getByLabel("Dirección de la copia").fill("/sobre-nosotros-2");
  await dialog.getByRole("button", { name: "Crear copia" }).click();
  await expect(page).toHaveURL(/file=pages%2Fsobre-nosotros-2\.json|file=pages\/sobre-nosotros-2\.json/);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });

  // Retirar /onboarding: "Ya no existe" is refused while /register links to it; a redirect to /register goes live.
  await page.goto(`${server.url}/admin/edit`);
  await page.getByRole("button", { name: "Retirar «Configura tu restaurante»" }).click();
  const retire = page.getByRole("dialog");
  await retire.getByRole("button", { name: "Retirar página" }).click();
  await expect(retire.getByRole("alert")).toContainText("«Crea tu cuenta gratis»", { timeout: 60_000 });
  await expect(retire.getByRole("alert")).not.toContainText(".json");
  await retire.getByRole("combobox", { name: "Elige una página" }).selectOption("/register");
  await retire.getByRole("button", { name: "Retirar página" }).click();
  const retired = page.getByTestId("retired-pages");
  await expect(retired).toContainText("lleva a /register", { timeout: 60_000 });
  expect(
    JSON.parse(execFileSync("git", ["show", "main:pages/_site.json"], { cwd: server.repo, encoding: "utf8" }))
      .redirects,
  ).toContainEqual({ from: "/onboarding", to: "/register" });

  // Restaurar: the page is back at its address, the redirect gone.
  await retired.getByRole("button", { name: "Restaurar" }).click();
  await expect(retired).toHaveCount(0, { timeout: 60_000 });
  expect(
    JSON.parse(execFileSync("git", ["show", "main:pages/_site.json"], { cwd: server.repo, encoding: "utf8" }))
      .redirects,
  ).not.toContainEqual({ from: "/onboarding", to: "/register" });
  await expect(page.getByRole("button", { name: "Retirar «Configura tu restaurante»" })).toBeVisible();
});
