// The editor's secondary actions are behind «Más» (issue 41): open it and choose one by its name.
import type { Page } from "@playwright/test";

export async function chooseMore(page: Page, name: string) {
  await page.getByRole("button", { name: "Más", exact: true }).click();
  await page.getByRole("menu", { name: "Más" }).getByText(name, { exact: true }).click();
}
