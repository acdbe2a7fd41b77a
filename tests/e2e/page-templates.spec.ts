// Issue 43 in the browser: «Nueva página» from a template, and a page saved as
// a template («Guardar como plantilla») that the team then finds in the list,
// and renames there («Renombrar plantilla»).
// The page made from the landing template opens with its sections and example
// copy, which the publish gate names until it is written; the saved template is
// a file of the content repository (pages/_templates/), committed on main.
// Each publish uses the fast stand-in build (the real build is publish.spec.ts's).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { TEMPLATE_COPY } from "../../lib/gate/template-copy.ts";
import { expect, test } from "./test.ts";
import { e2ePort, signIn, startPublishServer, type PublishServer } from "./publish-server.ts";

const PORT = () => e2ePort(91);
const FAKE_BUILD = JSON.stringify([process.execPath, join(process.cwd(), "server/publish/testing/fake-build.ts")]);
let server: PublishServer;
test.afterEach(async () => server?.stop());

test("a page made from a template, and a page saved as a template for the team", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(240_000);
  server = await startPublishServer(PORT(), { PUBLISH_BUILD_COMMAND: FAKE_BUILD });
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/edit`);

  // «Nueva página» with the landing template: its sections and example copy, which the gate names at each field.
  const form = page.getByRole("form", { name: "Nueva página" });
  const template = form.getByLabel("Plantilla");
  await expect(template).toBeVisible({ timeout: 30_000 });
  await expect(template.locator("option")).toHaveText([
    "Página en blanco",
    "Landing con formulario",
    "Página de funcionalidad",
    "Caso de éxito",
    "Página legal",
  ]);
  await form.getByLabel(/^Dirección/).fill("/oferta-verano");
  await form.getByLabel("Título").fill("Oferta de verano");
  await template.selectOption({ label: "Landing con formulario" });
  await form.getByRole("button", { name: "Crear" }).click();
  // «Crear» saves the new page's first draft on the server before the editor opens it: on CI's busy
  // cores that took longer than the default 7 s once (the retry passed).
  await expect(page).toHaveURL(/file=pages(%2F|\/)oferta-verano\.json/, { timeout: 20_000 });
  const canvas = page.frameLocator("#preview-frame");
  await expect(canvas.getByRole("heading", { name: TEMPLATE_COPY.landingTitle })).toBeVisible({ timeout: 60_000 });
  await expect(canvas.locator("form")).toHaveCount(1);
  const status = page.getByTestId("status");
  await expect(status).toContainText("antes de publicar", { timeout: 60_000 });
  await status.click();
  const problems = page.getByTestId("problems");
  await expect(problems.locator("li").filter({ hasText: "Cabecera de página › Título" })).toContainText(
    `Aún es el texto de ejemplo de la plantilla («${TEMPLATE_COPY.landingTitle}»)`,
  );

  // «Guardar como plantilla» on /about: one commit adds pages/_templates/sobre-el-equipo.json, offered at once.
  await page.goto(`${server.url}/admin/edit`);
  await page.getByRole("button", { name: /^Guardar como plantilla «Sobre nosotros.*»$/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Nombre de la plantilla").fill("Sobre el equipo");
  await dialog.getByRole("button", { name: "Guardar plantilla" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Plantilla «Sobre el equipo» guardada" })).toBeVisible({
    timeout: 60_000,
  });
  const saved = JSON.parse(
    execFileSync("git", ["show", "main:pages/_templates/sobre-el-equipo.json"], { cwd: server.repo, encoding: "utf8" }),
  ) as { label: string; sections: unknown[] };
  const about = JSON.parse(
    execFileSync("git", ["show", "main:pages/about.json"], { cwd: server.repo, encoding: "utf8" }),
  ) as { sections: unknown[] };
  expect(saved.label).toBe("Sobre el equipo");
  expect(saved.sections).toEqual(about.sections);
  await page.reload();
  // The select alone: «Renombrar/Borrar la plantilla «…»» are labelled with the word too.
  const picker = form.getByLabel("Plantilla").and(form.locator("select"));
  const teamOptions = picker.locator("optgroup[label='Del equipo'] option");
  // The list is asked again after the reload, once the person's role is known: slow at the machine's load (~40).
  await expect(teamOptions).toHaveText(["Sobre el equipo"], { timeout: 30_000 });

  // «Renombrar plantilla» in the picker: Enter in its field renames it (no page is made), and it stays chosen.
  await picker.selectOption({ label: "Sobre el equipo" });
  await form.getByRole("button", { name: "Renombrar la plantilla «Sobre el equipo»" }).click();
  await form.getByLabel("Nuevo nombre de la plantilla").fill("Equipo y valores");
  await form.getByLabel("Nuevo nombre de la plantilla").press("Enter");
  await expect(form.getByRole("status")).toHaveText("Plantilla renombrada: ahora es «Equipo y valores».", {
    timeout: 60_000,
  });
  await expect(teamOptions).toHaveText(["Equipo y valores"]);
  await expect(picker).toHaveValue("equipo:equipo-y-valores");
  expect(
    execFileSync("git", ["ls-tree", "--name-only", "main", "pages/_templates/"], {
      cwd: server.repo,
      encoding: "utf8",
    }),
  ).toBe("pages/_templates/equipo-y-valores.json\n");
  await expect(page.getByTestId("new-page-error")).toHaveCount(0);
});
