// Real leads, end to end against the site's own server (playwright.config
// starts it with an empty store and ADMIN_TOKEN): what a visitor sends is in
// /admin and in the CSV; of two visitors booking one slot, one wins and the
// other is told; the server refuses a CV by its content.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "./test.ts";
import { E2E_ADMIN_TOKEN, E2E_SERVER_NOW } from "./server-env.ts";
import { formsReady, islandReady } from "./hydrated.ts";

// The booking rules depend on the day and the hour: every page's clock starts where the server's did
// (Monday 23 November 2026, 08:00 in Madrid) and runs on.
const atServerNow = (page: Page) => page.clock.install({ time: new Date(E2E_SERVER_NOW) });
test.beforeEach(({ page }) => atServerNow(page));

const dialog = (page: Page) => page.getByRole("dialog", { name: "Agenda tu demo gratuita" });
const enabledDays = (page: Page) => dialog(page).locator("[data-date]:not([aria-disabled])");
const slots = (page: Page) => dialog(page).getByRole("radiogroup", { name: "Horas disponibles" }).getByRole("radio");

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/admin");
  // The owner's bootstrap: the token sign-in under the email and password form.
  await page.getByText("Entrar con el token de administración").click();
  await page.getByLabel("Token de administración").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Entrar con el token" }).click();
  await expect(page.getByRole("heading", { name: "Formularios", exact: true })).toBeVisible();
  return page;
}

async function csv(page: Page) {
  const response = await page.request.get("/admin/export.csv", {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

test("a contact message reaches /admin and the CSV", async ({ page, browser }) => {
  const marker = `Mensaje ${randomUUID().slice(0, 8)} para dos locales`;
  await page.goto("/contact");
  await formsReady(page);
  const form = page.locator("#formulario");
  await form.getByLabel("Nombre", { exact: true }).fill("Lola Leads");
  await form.getByLabel("Email", { exact: true }).fill("lola.leads@restaurante.com");
  await form.getByLabel("Mensaje", { exact: true }).fill(marker);
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByTestId("form-success")).toContainText("¡Mensaje enviado correctamente!");

  const admin = await adminPage(browser);
  const row = admin.locator("tr[data-row=submission]", { hasText: "lola.leads@restaurante.com" });
  // The inbox names the form by its heading and the page it came from; the detail shows each field under its label.
  await expect(row).toContainText("Envíanos un mensaje");
  await expect(row).toContainText("/contact");
  await row.getByRole("link", { name: /^Ver/ }).click();
  await expect(admin.locator("dl.fields div", { hasText: "Mensaje" }).locator("dd")).toHaveText(marker);
  expect(await csv(admin)).toContain(marker);
});

test("the affiliate, careers (with its CV), sign-up and onboarding forms reach /admin and the CSV; the password is never stored", async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = randomUUID().slice(0, 8);
  const toastShown = (title: string) =>
    expect(
      page.getByRole("region", { name: "Notificaciones" }).locator("li[data-state=open]").filter({ hasText: title }),
    ).toBeVisible({ timeout: 15_000 });
  const formReady = async (path: string) => {
    await page.goto(path);
    await formsReady(page);
  };

  await formReady("/affiliate/apply");
  await page.getByLabel("Nombre completo").fill("Afi Liada");
  await page.getByLabel("Email", { exact: true }).fill(`afiliada.${stamp}@example.com`);
  await page.getByLabel(/¿Por qué quieres ser afiliado/).fill("Tengo un blog de restaurantes.");
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await toastShown("¡Solicitud enviada!");

  await formReady("/careers");
  const careers = page.locator("#aplicar");
  await careers.getByLabel("Nombre completo").fill("Ana Candidata");
  await careers.getByLabel("Email").fill(`candidata.${stamp}@example.com`);
  await careers
    .getByLabel("CV", { exact: true })
    .setInputFiles({ name: "cv-ana.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n% CV de Ana\n") });
  await careers.getByRole("button", { name: "Enviar candidatura" }).click();
  await expect(careers.getByTestId("form-success")).toContainText("¡Candidatura enviada!", { timeout: 15_000 });

  await formReady("/register");
  await page.getByLabel("Nombre completo").fill("Reggie Stro");
  await page.getByLabel("Email", { exact: true }).fill(`registro.${stamp}@example.com`);
  await page.getByLabel(/^Contraseña/).fill(`secreta-${stamp}`);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 15_000 });

  await formsReady(page);
  await page.getByLabel("Nombre del restaurante").fill(`Casa ${stamp}`);
  await page.getByRole("button", { name: "Empezar" }).click();
  await toastShown("¡Bienvenido!");

  const admin = await adminPage(browser);
  for (const [form, text] of [
    ["Únete y gana", `afiliada.${stamp}@example.com`],
    ["Envía tu candidatura", `candidata.${stamp}@example.com`],
    ["Crea tu cuenta", `registro.${stamp}@example.com`],
    ["Te damos la bienvenida", `Casa ${stamp}`],
  ] as const) {
    await expect(admin.locator("tr[data-row=submission]", { hasText: text })).toContainText(form);
  }
  const sheet = await csv(admin);
  for (const text of [
    `afiliada.${stamp}@example.com`,
    `candidata.${stamp}@example.com`,
    `registro.${stamp}@example.com`,
    `Casa ${stamp}`,
  ])
    expect(sheet).toContain(text);
  expect(sheet).not.toContain(`secreta-${stamp}`);

  await admin
    .locator("tr[data-row=submission]", { hasText: `candidata.${stamp}@example.com` })
    .getByRole("link", { name: /^Ver/ })
    .click();
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Descargar cv-ana.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("cv-ana.pdf");
  expect((await readFile((await download.path())!, "latin1")).startsWith("%PDF-1.7")).toBe(true);
});

async function openModal(page: Page) {
  await page.goto("/politica-de-privacidad");
  await page.getByRole("button", { name: "Demo gratis" }).click();
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
}

test("the calculator's email sheet: a failed send keeps the sheet as typed, the retry reaches /admin and the CSV", async ({
  page,
  browser,
}) => {
  const email = `calculo.${randomUUID().slice(0, 8)}@restaurante.es`;
  await page.goto("/#calc-cta");
  const calc = page.locator("#calc-cta");
  await expect(calc.locator("[data-calculator][data-ready]")).toBeAttached({ timeout: 30_000 });
  await calc.getByRole("tab", { name: "Resultados" }).click();
  await calc.getByRole("button", { name: "Enviar análisis por email" }).click();
  const sheet = page.getByRole("dialog", { name: "Enviar análisis por email" });
  await sheet.getByLabel("Tu email").fill(email);
  await sheet.getByRole("checkbox", { name: /acepto la Política de Privacidad/ }).check();
  await sheet.getByRole("checkbox", { name: /novedades/ }).check();

  await page.route("**/api/forms/calc-cta-email", (route) => route.fulfill({ status: 503, body: "" }));
  await sheet.getByRole("button", { name: "Enviar análisis" }).click();
  await expect(sheet.getByRole("alert")).toHaveText(
    "No hemos podido enviar el análisis. Inténtalo de nuevo: lo que has escrito sigue aquí.",
  );
  await expect(sheet.getByLabel("Tu email")).toHaveValue(email);

  await page.unroute("**/api/forms/calc-cta-email");
  const alert = page.waitForEvent("dialog");
  const click = sheet.getByRole("button", { name: "Enviar análisis" }).click();
  const shown = await alert;
  expect(shown.message()).toBe("¡Perfecto! Te enviaremos estos números a tu email.");
  await shown.accept();
  await click;
  await expect(sheet).toBeHidden();

  const admin = await adminPage(browser);
  await expect(admin.locator("tr[data-row=submission]", { hasText: email })).toContainText("Análisis por email");
  const line = (await csv(admin)).split("\r\n").find((l) => l.includes(email)) ?? "";
  expect(line).toContain("calc-cta-email");
  expect(line).toMatch(/privacy.{0,6}true/);
  expect(line).toMatch(/marketing.{0,6}true/);
  // The owner gets the figures the visitor saw, not only the address.
  expect(line).toContain("Ticket medio por persona: 25");
  expect(line).toMatch(/Impacto total al mes: [\d.]+\u00a0€ \/ mes/);
});

/** Opens the booking modal and picks the first slot of the first day that has one; returns its start. */
async function pickFirstSlot(page: Page): Promise<string> {
  await openModal(page);
  const days = await enabledDays(page).count();
  for (let i = 0; i < days; i++) {
    await enabledDays(page).nth(i).click();
    // The list or the 'none' message: the lookup is done.
    await expect(
      slots(page).first().or(dialog(page).getByText("No hay horarios disponibles para esta fecha")),
    ).toBeVisible();
    if ((await slots(page).count()) > 0) break;
  }
  const start = (await slots(page).first().getAttribute("value")) ?? "";
  await slots(page).first().check();
  await dialog(page).getByRole("button", { name: "Siguiente", exact: true }).click();
  return start;
}

async function fillContact(page: Page, name: string, email: string) {
  await page.getByLabel("Nombre", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Teléfono", { exact: true }).fill("612345678");
  await page.getByRole("checkbox", { name: "Acepto la política de privacidad" }).check();
}

test("two visitors book the same slot: one gets it, the other is told and sees it gone; /admin has the winner", async ({
  browser,
}) => {
  test.slow();
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [pageA, pageB] = await Promise.all([a.newPage(), b.newPage()]);
  await Promise.all([atServerNow(pageA), atServerNow(pageB)]);
  const startA = await pickFirstSlot(pageA);
  const startB = await pickFirstSlot(pageB);
  expect(startB).toBe(startA);
  await fillContact(pageA, "Ana Primera", "ana.primera@example.com");
  await fillContact(pageB, "Beto Segundo", "beto.segundo@example.com");

  await dialog(pageA).getByRole("button", { name: "Confirmar cita" }).click();
  await expect(dialog(pageA).getByRole("heading", { name: "Cita confirmada" })).toBeVisible();

  await dialog(pageB).getByRole("button", { name: "Confirmar cita" }).click();
  await expect(dialog(pageB).getByTestId("booking-taken")).toHaveText(
    "Ese horario se acaba de reservar. Elige otro, por favor.",
  );
  await expect(slots(pageB).first()).toBeVisible();
  await expect(dialog(pageB).locator(`input[value="${startA}"]`)).toHaveCount(0);
  // What B typed is still there for the next slot.
  await slots(pageB).first().check();
  await dialog(pageB).getByRole("button", { name: "Siguiente", exact: true }).click();
  await expect(pageB.getByLabel("Nombre", { exact: true })).toHaveValue("Beto Segundo");
  // Entering step 2 books nothing by itself.
  await expect(dialog(pageB).getByRole("button", { name: "Confirmar cita" })).toBeVisible();
  await pageB.waitForTimeout(500);
  await expect(dialog(pageB).getByRole("heading", { name: "Cita confirmada" })).toHaveCount(0);

  const admin = await adminPage(browser);
  await admin.getByRole("link", { name: /^Demos/ }).click();
  const row = admin.locator("tr[data-row=booking]", { hasText: "ana.primera@example.com" });
  await expect(row).toContainText(
    new Intl.DateTimeFormat("es-ES", {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Madrid",
    }).format(new Date(startA)),
  );
  await expect(admin.locator("tr[data-row=booking]", { hasText: "beto.segundo@example.com" })).toHaveCount(0);
  expect(await csv(admin)).toContain("ana.primera@example.com");
  await Promise.all([a.close(), b.close()]);
});

/** The modal's slots of one day (yyyy-MM-dd) once they are listed. */
async function modalDay(page: Page, day: string) {
  await dialog(page).locator(`[data-date="${day}"]`).click();
  await expect(slots(page).first()).toBeVisible();
}

const slotAt = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`).toISOString();

test("the inline demo form and the booking modal share one store: a time booked in either is taken in both; the inline booking reaches /admin and the CSV", async ({
  page,
  browser,
}) => {
  test.slow();
  const email = `inline.${randomUUID().slice(0, 8)}@restaurante.com`;
  // Tuesday 24, 14:00 booked in the modal.
  await openModal(page);
  await modalDay(page, "2026-11-24");
  await dialog(page)
    .locator(`input[value="${slotAt("2026-11-24", "14:00")}"]`)
    .check();
  await dialog(page).getByRole("button", { name: "Siguiente", exact: true }).click();
  await fillContact(page, "Marta Modal", "marta.modal@example.com");
  await dialog(page).getByRole("button", { name: "Confirmar cita" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Cita confirmada" })).toBeVisible();

  // The inline form shows it taken.
  await page.goto("/#booking-demo");
  const demo = page.locator("#booking-demo");
  // The form hydrates on the visitor's intent (src/runtime/fold.ts): a pointer arrives over it. Arriving at
  // the anchor is none; only a pointer left over the spot by the modal's last click sometimes made one.
  await islandReady(demo);
  await expect(demo.getByLabel("Fecha")).toHaveAttribute("min", "2026-11-23");
  await demo.getByLabel("Fecha").fill("2026-11-24");
  await expect(demo.getByRole("radio", { name: "14:00" })).toBeDisabled();
  await expect(demo.getByRole("radio", { name: "16:00" })).toBeEnabled();

  // Wednesday 25, 16:00 booked in the inline form.
  await demo.getByLabel("Nombre").fill("Inés Inline");
  await demo.getByLabel("Email").fill(email);
  await demo.getByLabel(/Restaurante/).fill("Casa Inés");
  await demo.getByLabel("Fecha").fill("2026-11-25");
  await demo.getByRole("radio", { name: "16:00" }).check();
  await demo.getByRole("button", { name: "Confirmar demo gratuita" }).click();
  await expect(demo.getByRole("button", { name: "Confirmando tu demo..." })).toBeVisible();
  await expect(demo.getByTestId("demo-confirmation")).toContainText("Te esperamos el 25/11/2026 a las 16:00.", {
    timeout: 15_000,
  });

  // The modal no longer offers it; the hour before it is still there.
  await openModal(page);
  await modalDay(page, "2026-11-25");
  await expect(dialog(page).locator(`input[value="${slotAt("2026-11-25", "15:00")}"]`)).toHaveCount(1);
  await expect(dialog(page).locator(`input[value="${slotAt("2026-11-25", "16:00")}"]`)).toHaveCount(0);

  const admin = await adminPage(browser);
  await admin.getByRole("link", { name: /^Demos/ }).click();
  await expect(admin.locator("tr[data-row=booking]", { hasText: email })).toContainText(
    "miércoles, 25 de noviembre, 16:00 (hora de Madrid)",
  );
  await expect(admin.locator("tr[data-row=booking]", { hasText: email })).toContainText("Formulario de demo");
  await expect(admin.locator("tr[data-row=booking]", { hasText: "marta.modal@example.com" })).toContainText(
    "martes, 24 de noviembre, 14:00 (hora de Madrid)",
  );
  const sheet = await csv(admin);
  expect(sheet).toContain(email);
  expect(sheet).toContain("Casa Inés");
});

test("the server refuses a CV whose content is not a document, even when the browser's check is bypassed", async ({
  page,
}) => {
  await page.goto("/careers");
  const response = await page.request.post("/api/forms/aplicar", {
    multipart: {
      fullName: "Ana Ruiz",
      email: "ana@correo.es",
      cv: { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00 not a pdf at all", "latin1") },
    },
  });
  expect(response.status()).toBe(422);
  expect(await response.json()).toEqual({ errors: { cv: "Formato no admitido: sube tu CV en PDF, DOC o DOCX." } });
});

test("a 429 from the server says to wait a minute and keeps what was typed", async ({ page }) => {
  // The browser tests' server allows any rate; the answer is the server's 429 (server/api.test.ts covers the limit itself).
  await page.route("**/api/forms/formulario", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "60" },
      body: '{"error":"rate_limited"}',
    }),
  );
  await page.goto("/contact");
  await formsReady(page);
  const form = page.locator("#formulario");
  await form.getByLabel("Nombre", { exact: true }).fill("Lola");
  await form.getByLabel("Email", { exact: true }).fill("lola@restaurante.com");
  await form.getByLabel("Mensaje", { exact: true }).fill("Hola otra vez");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  const toast = page
    .getByRole("region", { name: "Notificaciones" })
    .locator("li[data-state=open]")
    .filter({ hasText: "Demasiados envíos seguidos" });
  await expect(toast).toContainText("Espera un minuto y vuelve a intentarlo.");
  await expect(toast).toHaveAttribute("data-variant", "destructive");
  await expect(form.getByLabel("Mensaje", { exact: true })).toHaveValue("Hola otra vez");
});
