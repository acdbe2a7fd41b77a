// The owner invites a person from /admin/users and gets the link the invitation page shows.
import type { Page } from "@playwright/test";

export async function invite(owner: Page, siteUrl: string, email: string, name: string, role: string): Promise<string> {
  await owner.goto(`${siteUrl}/admin/users`);
  await owner.getByLabel("Email").fill(email);
  await owner.getByLabel("Nombre").fill(name);
  await owner.getByLabel("Rol", { exact: true }).selectOption({ label: role });
  await owner.getByRole("button", { name: "Invitar" }).click();
  return owner.getByLabel("Enlace de acceso").inputValue();
}
