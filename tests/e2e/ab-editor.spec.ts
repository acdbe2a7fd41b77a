// Issue 34, in a browser, on a publishing server of its own: a publisher
// creates a variant of /contact in /admin/edit (only two of its sections,
// goal: its contact form) and starts the test; a visitor the split draws
// into b is exposed and sends the form; /admin/experiments shows the
// exposure and the conversion on b; the publisher declares b the winner and
// /contact is b's page. No restart anywhere.
import { randomUUID } from "node:crypto";
import { expect, test } from "./test.ts";
import { chooseMore } from "./editor-menu.ts";
import { formsReady } from "./hydrated.ts";
import { assignArm } from "../../src/core/experiments/assign";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";

const PORT = () => e2ePort(11);
// A visitor's ordinary browser: not HeadlessChrome, not navigator.webdriver (both are left out of the counts).
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
let server: PublishServer;
test.afterEach(async () => server?.stop());

test("a publisher runs a test from /admin/edit to a declared winner: exposure, conversion and results without a restart", {
  tag: "@desktop",
}, async ({ page, browser }) => {
  test.setTimeout(420_000);
  server = await startPublishServer(PORT());

  // The owner invites a publisher, who sets a password.
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/users`);
  const email = `publi.${randomUUID().slice(0, 8)}@mesalia.example`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Nombre").fill("Paula");
  await page.getByLabel("Rol", { exact: true }).selectOption({ label: "Publicador" });
  await page.getByRole("button", { name: "Invitar" }).click();
  const link = await page.getByLabel("Enlace de acceso").inputValue();
  const publisher = await (await browser.newContext()).newPage();
  await publisher.goto(`${server.url}${new URL(link).pathname}`);
  await publisher.getByLabel("Contraseña", { exact: true }).fill("una frase larga de prueba");
  await publisher.getByLabel("Repite la contraseña").fill("una frase larga de prueba");
  await publisher.getByRole("button", { name: "Guardar y entrar" }).click();
  await expect(publisher).toHaveURL(/\/admin\/edit$/);

  // "Crear variante A/B": the opening section and the form only, goal the form, 50/50, started.
  await publisher.goto(`${server.url}/admin/edit?file=pages/contact.json`);
  await expect(publisher.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  await chooseMore(publisher, "Crear variante A/B");
  const dialog = publisher.getByTestId("variant-dialog");
  await expect(dialog.getByLabel("Nombre de la variante (p. ej. b)")).toHaveValue("b");
  await dialog
    .getByLabel("Objetivo (qué cuenta como conversión)")
    .selectOption({ label: "Envío del formulario «formulario»" });
  await dialog.getByRole("group", { name: "Idiomas:" }).getByLabel("Español").check();
  await dialog.getByLabel("Solo las secciones que elijas").check();
  await dialog.getByRole("checkbox", { name: /#contacto/ }).check();
  await dialog.getByRole("checkbox", { name: /#formulario/ }).check();
  await dialog.getByRole("button", { name: "Iniciar prueba" }).click();
  await expect(publisher.getByTestId("message")).toContainText("Prueba iniciada: la variante B ya se muestra", {
    timeout: 180_000,
  });

  // The original's editor opens its variant and the variant's its original (issue 41: «links base and variant
  // both ways»), from the header's «Original | Variante B» switcher, by keyboard as well as by pointer.
  const switcher = publisher.getByRole("group", { name: "Versiones de la prueba A/B" });
  // The switcher comes with the page list, after the first check.
  await expect(switcher.getByRole("button", { name: /^Original/ })).toHaveAttribute("aria-current", "true", {
    timeout: 60_000,
  });
  await switcher.getByRole("button", { name: /^Variante B/ }).focus();
  await publisher.keyboard.press("Enter");
  await expect(publisher).toHaveURL(/file=pages%2Fcontact\.b\.json$/);
  await expect(publisher.locator(".editor-bar__title")).toContainText("/contact · Variante B");
  await expect(switcher.getByRole("button", { name: /^Variante B/ })).toHaveAttribute("aria-current", "true");
  await switcher.getByRole("button", { name: /^Original/ }).click();
  await expect(publisher).toHaveURL(/file=pages%2Fcontact\.json$/);
  await expect(publisher.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });

  const { doc } = (await (
    await publisher.request.get(`${server.url}/admin/edit/api/page?file=pages/contact.json`)
  ).json()) as {
    doc: { experiment: { id: string; weights: Record<string, number>; goal: unknown; audience: unknown } };
  };
  expect(doc.experiment.goal).toEqual({ kind: "form", form: "formulario" });
  expect(doc.experiment.audience).toEqual({ languages: ["es"] });
  const experiment = doc.experiment.id;
  const arms = Object.entries(doc.experiment.weights).map(([name, weight]) => ({ name, weight }));
  /** A visitor's browser whose stored id the split draws into b. */
  const visitorInB = async () => {
    // A real id from the start: the empty string the loop began with was kept whenever it hashed into b (it
    // does for this month's experiment id), and the page, which never takes "" as an id, drew one of its own.
    const newId = () => randomUUID().replaceAll("-", "");
    let id = newId();
    while (assignArm(experiment, id, arms) !== "b") id = newId();
    const context = await browser.newContext({ baseURL: server.url, locale: "es-ES", userAgent: CHROME });
    await context.addInitScript((id) => {
      Object.defineProperty(Navigator.prototype, "webdriver", { configurable: true, get: () => false });
      if (!localStorage.getItem("ab-visitor")) localStorage.setItem("ab-visitor", id);
    }, id);
    return context;
  };

  // Outside the audience (the English page): the control, and nothing counted.
  const english = await visitorInB();
  const en = await english.newPage();
  await en.goto("/en/contact");
  await expect(en.locator("#canales")).toBeVisible();
  await english.close();

  // A visitor the split draws into b: b's page (no #canales), counted once, then the form.
  const visitor = await visitorInB();
  const tab = await visitor.newPage();
  const counted = tab.waitForResponse((r) => r.url().endsWith("/api/experiments/exposure") && r.status() === 204);
  await tab.goto("/contact");
  await counted;
  await expect(tab).toHaveURL(`${server.url}/contact`);
  await expect(tab.locator("#formulario")).toBeVisible();
  await expect(tab.locator("#canales")).toHaveCount(0);
  await formsReady(tab);
  const sent = tab.waitForResponse((r) => r.url().endsWith("/api/forms/formulario") && r.request().method() === "POST");
  await tab.getByLabel("Nombre", { exact: true }).fill("Vera Variante");
  await tab.getByLabel("Email", { exact: true }).fill(`vera.${randomUUID().slice(0, 8)}@restaurante.com`);
  await tab.getByLabel("Mensaje", { exact: true }).fill("Quiero saber más de la reserva online.");
  await tab.getByRole("button", { name: "Enviar mensaje" }).click();
  expect((await sent).status()).toBe(201);

  // The results page: one visitor and one conversion on b.
  await publisher.goto(`${server.url}/admin/experiments`);
  const card = publisher.locator(`[data-experiment="${experiment}"]`);
  await expect(card.locator(".meta")).toContainText(
    "Objetivo: envío del formulario «formulario» · público: solo en español",
  );
  await expect(card.locator("tr[data-arm=b] [data-exposures]")).toHaveText("1");
  await expect(card.locator("tr[data-arm=b] [data-conversions]")).toHaveText("1");
  await expect(card.locator("tr[data-arm=control] [data-exposures]")).toHaveText("0");

  // "Declarar ganador" B, confirmed: a publish by Paula; /contact is b's page at once.
  await card.getByLabel("Versión que se queda").selectOption("b");
  await card.getByRole("button", { name: "Declarar ganador" }).click();
  await publisher.getByRole("button", { name: "Sí, declarar ganador" }).click();
  await expect(publisher.getByText("/contact · Variante B terminada: se queda la variante B.")).toBeVisible({
    timeout: 180_000,
  });
  await expect(publisher.getByText(/a nombre de Paula/)).toBeVisible();

  const after = await visitor.newPage();
  await after.goto("/contact");
  await expect(after.locator("#formulario")).toBeVisible();
  await expect(after.locator("#canales")).toHaveCount(0);
  expect((await after.request.get("/contact/_variant/b")).status()).toBe(404);
  await visitor.close();
});
