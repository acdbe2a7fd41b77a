// Issue 32, in a browser: what a publish changes is what the server uses, at
// once. A publisher publishes a new page with a new form from the editor; a
// visitor opens it and sends the form straight away: 201, and the message is
// in the inbox, with no restart of the server in between.
import { expect, test } from "./test.ts";
import { formsReady } from "./hydrated.ts";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";

const PORT = () => e2ePort(9);
let server: PublishServer;
test.afterEach(async () => server?.stop());

test("a new page with a new form, published from the editor, takes its first message at once (201, in the inbox)", {
  tag: "@desktop",
}, async ({ page, browser }) => {
  test.setTimeout(300_000);
  server = await startPublishServer(PORT());
  await signIn(page, server.url);

  // The draft, through the editor's own API (what "Nueva página" and the side panel send): the contact
  // page's opening section and its form, under a new path with a form id of its own.
  const { csrfToken } = (await (await page.request.get(`${server.url}/admin/api/me`)).json()) as { csrfToken: string };
  const headers = { Origin: server.url, "X-CSRF-Token": csrfToken };
  const contact = (await (
    await page.request.get(`${server.url}/admin/edit/api/page?file=pages/contact.json`, { headers })
  ).json()) as { doc: { sections: Array<Record<string, unknown>> } & Record<string, unknown> };
  const form = contact.doc.sections.find((s) => s.type === "form")!;
  const doc = {
    ...contact.doc,
    path: "/oferta",
    meta: { title: "Oferta | {product}", description: "La oferta de este mes para restaurantes." },
    sections: [
      contact.doc.sections[0],
      { ...form, id: "oferta-form", action: { ...(form.action as object), url: "/api/forms/oferta-form" } },
    ],
  };
  const saved = await page.request.post(`${server.url}/admin/edit/api/save`, {
    headers,
    data: { file: "pages/oferta.json", doc, hash: null },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // Before the publish the server knows no such form.
  expect(
    (
      await page.request.post(`${server.url}/api/forms/oferta-form`, { headers: { Origin: server.url }, data: {} })
    ).status(),
  ).toBe(404);

  // "Publicar" in the editor.
  await page.goto(`${server.url}/admin/edit?file=pages/oferta.json`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText("Publicado: la página pública ya muestra el cambio.")).toBeVisible({ timeout: 120_000 });

  // A visitor, at once.
  const visitor = await browser.newContext({ baseURL: server.url, locale: "es-ES" });
  const tab = await visitor.newPage();
  await tab.goto("/oferta");
  await formsReady(tab);
  const sent = tab.waitForResponse(
    (r) => r.url().endsWith("/api/forms/oferta-form") && r.request().method() === "POST",
  );
  await tab.getByLabel("Nombre", { exact: true }).fill("Olga Oferta");
  await tab.getByLabel("Email", { exact: true }).fill("olga.oferta@restaurante.com");
  await tab.getByLabel("Mensaje", { exact: true }).fill("Quiero la oferta de este mes.");
  await tab.getByRole("button", { name: "Enviar mensaje" }).click();
  expect((await sent).status()).toBe(201);
  await expect(tab.getByTestId("form-success")).toContainText("¡Mensaje enviado correctamente!");
  await visitor.close();

  // In the inbox, from the new page.
  await page.goto(`${server.url}/admin`);
  const row = page.locator("tr[data-row=submission]", { hasText: "olga.oferta@restaurante.com" });
  await expect(row).toContainText("/oferta");
});
