// Invitation links that open (issue 41): with no SITE_URL, the link is on the
// origin the owner is on, here a port of the test's own (before: SITE_URL's
// default, http://localhost:4173, where nothing answers); and the users page
// answers its forms with a redirect, so reloading it after «Invitar» sends
// nothing again (before: the form was posted again and the first link died,
// replaced by a second).
import { test, expect } from "./test";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";

const PORT = () => e2ePort(41);
let server: PublishServer;
test.afterEach(async () => server?.stop());

test("an invitation link opens on the port the owner is on, and reloading the users page sends nothing again", {
  tag: "@desktop",
}, async ({ page: owner, browser }) => {
  test.setTimeout(90_000);
  server = await startPublishServer(PORT());
  await signIn(owner, server.url);
  await owner.goto(`${server.url}/admin/users`);
  await owner.getByLabel("Email").fill("lucia@mesalia.example");
  await owner.getByLabel("Nombre").fill("Lucía");
  await owner.getByRole("button", { name: "Invitar" }).click();
  const link = await owner.getByLabel("Enlace de acceso").inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/admin/invite/[\\w-]{43}$`));
  await expect(owner.getByRole("row", { name: /Lucía/ })).toContainText("Invitación pendiente");

  // A reload shows the same link and sends nothing: one invitation in the audit log, and the link still opens.
  await owner.reload();
  await expect(owner.getByLabel("Enlace de acceso")).toHaveValue(link);
  await owner.goto(`${server.url}/admin/audit`);
  // The log says each invitation as a sentence («… invitó a lucia@… como …»).
  await expect(owner.getByRole("cell", { name: /invitó a lucia@mesalia\.example/ })).toHaveCount(1);

  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole("button", { name: "Guardar y entrar" })).toBeVisible();
  await colleague.getByLabel("Contraseña", { exact: true }).fill("una frase larga de prueba");
  await colleague.getByLabel("Repite la contraseña").fill("una frase larga de prueba");
  await colleague.getByRole("button", { name: "Guardar y entrar" }).click();
  await colleague.waitForURL(/\/admin\/edit/);
  await owner.goto(`${server.url}/admin/users`);
  await expect(owner.getByRole("row", { name: /Lucía/ })).toContainText("Invitación aceptada");
});
