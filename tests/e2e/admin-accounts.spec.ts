// Accounts in a real browser (the server from playwright.config, ADMIN_TOKEN
// set): the owner signs in with the token and invites a colleague at
// /admin/users; the colleague opens the one-time link, sets a password and is
// signed in as an editor, who is refused the leads; "Cerrar sesión" ends it.
// The forms post with the CSRF field the server adds and the browser's Origin.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test.ts";
import { E2E_ADMIN_TOKEN } from "./server-env.ts";

test("the owner invites an editor, who sets a password, is kept out of the leads, and signs out", {
  tag: "@desktop",
}, async ({ page, browser }) => {
  const email = `editora.${randomUUID().slice(0, 8)}@mesalia.example`;
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers$/);
  await page.getByText("Entrar con el token de administración").click();
  await page.getByLabel("Token de administración").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Entrar con el token" }).click();
  await expect(page.getByRole("heading", { name: "Usuarios" })).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nombre").fill("Editora");
  await page.getByRole("button", { name: "Invitar" }).click();
  const link = await page.getByLabel("Enlace de acceso").inputValue();
  expect(link).toMatch(/\/admin\/invite\/[\w-]{43}$/);
  // "Copiar enlace": the link on the clipboard, and a line that says so (issue 35).
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  // «Invitar» now answers with a redirect to the list (a reload sends nothing): the button's deferred script
  // runs by DOMContentLoaded, which a click right after the redirect could beat on a loaded machine.
  await page.waitForLoadState("domcontentloaded");
  await page.getByRole("button", { name: "Copiar enlace" }).click();
  await expect(page.getByText(`Copiado: pégalo en un mensaje a ${email}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.locator("tr[data-row=user]", { hasText: email })).toContainText("Invitación pendiente");

  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByText(`Entrarás como ${email} (Editor)`)).toBeVisible();
  await colleague.getByLabel("Contraseña", { exact: true }).fill("una frase larga de prueba");
  await colleague.getByLabel("Repite la contraseña").fill("una frase larga de prueba");
  await colleague.getByRole("button", { name: "Guardar y entrar" }).click();
  await expect(colleague).toHaveURL(/\/admin\/edit$/);

  await colleague.goto("/admin");
  await expect(colleague.getByRole("alert")).toHaveText("Tu rol (Editor) no permite esto: hace falta Propietario.");
  await colleague.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(colleague.getByRole("heading", { name: "Acceso al panel" })).toBeVisible();
  await colleague.goto("/admin");
  await expect(colleague).toHaveURL(/\/admin\/login/);

  // The link worked once; the owner's log has the invitation and the password set.
  await colleague.goto(new URL(link).pathname);
  await expect(colleague.getByRole("heading", { name: "Enlace caducado" })).toBeVisible();
  await page.goto("/admin/audit");
  await expect(page.locator("tr[data-row=audit][data-action='user.invite']", { hasText: email })).toBeVisible();
  await expect(page.locator("tr[data-row=audit][data-action='user.activate']", { hasText: email })).toBeVisible();
});
