// The JSON-driven forms as a visitor meets them: each happy path, every
// validation message of spec §5 and error of §8, the toasts, drafts that
// survive a reload, and a failed POST that loses nothing.
import { expect, test, type Locator, type Page } from "./test.ts";
import { pauseClock } from "./clock.ts";
import { formsReady } from "./hydrated.ts";

test.use({ locale: "es-ES" });

const toasts = (page: Page) => page.getByRole("region", { name: "Notificaciones" }).locator("li[data-state=open]");
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Opens a page and waits until its forms are hydrated (the form marks itself once its draft is restored). */
async function ready(page: Page, path: string, forms = 1) {
  await page.goto(path);
  if (forms > 0) await formsReady(page, forms);
  await page.waitForLoadState("networkidle");
}

/**
 * Opens a page on a stopped clock: the test runs the form's timings itself (the busy state, the
 * panel, the redirect), so it neither waits them out in real time nor has them stretched by a busy
 * machine. "creates the account" keeps the one real-time check that a minimum holds.
 */
async function readyOnTestClock(page: Page, path: string) {
  await page.clock.install();
  await ready(page, path);
  await pauseClock(page);
}

/** The contact form (the page also has the demo booking form, whose fields share some labels). */
const contactForm = (page: Page) => page.locator("#formulario");

/** Activates a button the way a keyboard user does (also works while it is aria-disabled). */
async function press(button: Locator) {
  await button.focus();
  await button.press("Enter");
}

test.describe("/register", () => {
  test("creates the account: busy label, success toast, then /onboarding", async ({ page }) => {
    const errors = watchErrors(page);
    await ready(page, "/register");
    await expect(page.getByRole("heading", { level: 1, name: "Crea tu cuenta" })).toBeVisible();
    await expect(page.getByLabel(/^Contraseña/)).toHaveAttribute("placeholder", "Mínimo 8 caracteres");
    await page.getByLabel("Nombre completo").fill("Lola García");
    await page.getByLabel("Email", { exact: true }).fill("lola@restaurante.com");
    await page.getByLabel(/^Contraseña/).fill("supersecreta");
    const started = performance.now();
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("button", { name: "Creando tu cuenta..." })).toHaveAttribute("aria-disabled", "true");
    const success = toast(page, "¡Cuenta creada exitosamente!");
    await expect(success).toContainText("Te estamos redirigiendo a tu dashboard...");
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(page).toHaveURL(/\/onboarding$/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2400);
    expect(errors).toEqual([]);
  });

  test("shows every sign-up rule, summary first, and editing clears an error", async ({ page }) => {
    await ready(page, "/register");
    const submit = page.getByRole("button", { name: "Crear cuenta" });
    await submit.click();
    const summary = page.getByRole("heading", { name: "Revisa estos campos antes de continuar:" });
    await expect(summary).toBeVisible();
    await expect(page.locator(":focus")).toContainText("Revisa estos campos");
    for (const label of ["Nombre completo", "Email"]) {
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription("Este campo es obligatorio.");
    }
    const password = page.getByLabel(/^Contraseña/);
    await expect(password).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");

    await page.getByLabel("Email", { exact: true }).fill("lola@");
    await expect(page.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Nombre completo").fill("Lola");
    await password.fill("corta");
    await submit.click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
    await expect(password).toHaveAccessibleDescription("La contraseña debe tener al menos 8 caracteres.");
    // The summary links to the field.
    await page.getByRole("link", { name: /Contraseña: La contraseña debe tener/ }).click();
    await expect(password).toBeFocused();
    await password.fill("bastantelarga");
    await expect(password).not.toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/register$/);
  });

  test("a failed sign-up shows the destructive toast and keeps what was typed", async ({ page, context }) => {
    await ready(page, "/register");
    await page.getByLabel("Nombre completo").fill("Lola García");
    await page.getByLabel("Email", { exact: true }).fill("lola@restaurante.com");
    await page.getByLabel(/^Contraseña/).fill("supersecreta");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    const failure = toast(page, "Error al crear cuenta");
    await expect(failure).toContainText("Inténtalo de nuevo más tarde");
    await expect(failure).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByRole("alert").filter({ hasText: "Error al crear cuenta" })).toHaveCount(1);
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Lola García");
    await expect(page.getByLabel(/^Contraseña/)).toHaveValue("supersecreta");
    await expect(page).toHaveURL(/\/register$/);
    await context.setOffline(false);
  });

  test("Continuar con Google goes to /onboarding after about a second; offline it says 'Error con Google'", async ({
    page,
    context,
  }) => {
    await readyOnTestClock(page, "/register");
    const google = page.getByRole("button", { name: "Continuar con Google" });
    await context.setOffline(true);
    await google.click();
    await expect(toast(page, "Error con Google")).toContainText("Inténtalo de nuevo más tarde");
    await context.setOffline(false);
    await google.click();
    await expect(page.getByRole("button", { name: "Conectando con Google..." })).toBeVisible();
    await page.clock.runFor(950);
    await expect(page.getByRole("button", { name: "Conectando con Google..." })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test("links: back home, terms and privacy, sign in", async ({ page }) => {
    await ready(page, "/register");
    await expect(page.getByRole("link", { name: "Volver al inicio" }).first()).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Términos y Política de privacidad" })).toHaveAttribute(
      "href",
      "/politica-de-privacidad",
    );
    await page.getByRole("link", { name: "Inicia sesión" }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});

test.describe("/onboarding", () => {
  test("welcomes the restaurant by name, then goes home", async ({ page }) => {
    await readyOnTestClock(page, "/onboarding");
    const name = page.getByLabel("Nombre del restaurante");
    await expect(name).toHaveAttribute("required", "");
    await name.fill("  Casa Lola ");
    await page.getByRole("button", { name: "Empezar" }).click();
    // 1 s busy, then the toast; 1.5 s later the home page.
    await page.clock.runFor(950);
    await expect(toast(page, "¡Bienvenido!")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(toast(page, "¡Bienvenido!")).toContainText("Casa Lola está listo para empezar");
    await page.clock.runFor(1400);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test("a blank name is refused; a failure says 'Error'", async ({ page, context }) => {
    await ready(page, "/onboarding");
    const name = page.getByLabel("Nombre del restaurante");
    await name.fill("   ");
    await page.getByRole("button", { name: "Empezar" }).click();
    await expect(name).toHaveAccessibleDescription("Escribe el nombre de tu restaurante.");
    await name.fill("Casa Lola");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Empezar" }).click();
    await expect(toast(page, "Error").filter({ hasText: "Inténtalo de nuevo más tarde" })).toHaveAttribute(
      "data-variant",
      "destructive",
    );
    await expect(name).toHaveValue("Casa Lola");
    await context.setOffline(false);
  });
});

test.describe("/contact", () => {
  const fill = async (page: Page) => {
    await contactForm(page).getByLabel("Nombre", { exact: true }).fill("Lola");
    await contactForm(page).getByLabel("Email", { exact: true }).fill("lola@restaurante.com");
    await contactForm(page).getByLabel("Teléfono", { exact: true }).fill("+34 600 111 222");
    await contactForm(page).getByLabel("Restaurante o empresa", { exact: true }).fill("Casa Lola");
    await contactForm(page).getByLabel("Asunto", { exact: true }).fill("Planes");
    await contactForm(page).getByLabel("Mensaje", { exact: true }).fill("¿Tenéis plan para dos locales?");
  };

  test("four ways to reach us: mailto, tel (Lun-Vie 9:00-18:00), WhatsApp in a new tab, demo", async ({ page }) => {
    await ready(page, "/contact");
    const channels = page.locator("#canales");
    await expect(channels.getByRole("link", { name: "hola@mesalia.com" })).toHaveAttribute(
      "href",
      "mailto:hola@mesalia.com",
    );
    await expect(channels.getByRole("link", { name: "+34 911 234 567" })).toHaveAttribute("href", "tel:+34911234567");
    await expect(channels).toContainText("Lun-Vie 9:00-18:00");
    const whatsapp = channels.getByRole("link", { name: /Abrir WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/34911234567\?text=Hola/);
    await expect(channels).toContainText("30 minutos");
    const info = page.locator("#formulario aside");
    for (const text of [
      "9:00 - 18:00 (CET)",
      "solo email y WhatsApp",
      "Email: menos de 24 h",
      "WhatsApp: menos de 2 h en horario laboral",
      "Teléfono: inmediato en horario laboral",
      "Madrid",
    ])
      await expect(info).toContainText(text);

    // 'Demo personalizada' scrolls to the page's own demo booking form (spec §2), below the contact form.
    const demoLink = channels.getByRole("link", { name: "Agendar demo" });
    await expect(demoLink).toHaveAttribute("href", "#booking-demo");
    await demoLink.click();
    await expect(page).toHaveURL(/\/contact#booking-demo$/);
    const demo = page.locator("#booking-demo");
    await expect(demo.getByRole("heading", { name: "¿Prefieres verlo en directo? Agenda tu demo" })).toBeInViewport();
    await expect(demo).toContainText("30 minutos");
    await expect(demo.getByRole("button", { name: "Confirmar demo gratuita" })).toBeVisible();
    const order = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(order.indexOf("booking-demo")).toBeGreaterThan(order.indexOf("formulario"));
  });

  test("has its title, description, keywords and canonical link", async ({ page }) => {
    await ready(page, "/contact");
    await expect(page).toHaveTitle("Contacto | Habla con el equipo de Mesalia");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /Te respondemos en menos de 24 horas/,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /contacto Mesalia/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://mesalia.com/contact");
  });

  test("submit stays disabled until name, a valid email and the message are there; pressing it anyway explains", async ({
    page,
  }) => {
    await ready(page, "/contact");
    const submit = page.getByRole("button", { name: "Enviar mensaje" });
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await expect(contactForm(page).getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(contactForm(page).getByLabel("Email", { exact: true })).toHaveAttribute("required", "");
    await expect(contactForm(page).getByLabel("Mensaje", { exact: true })).toHaveAttribute("required", "");
    await press(submit);
    await expect(toast(page, "Campos requeridos")).toContainText("Por favor completa todos los campos obligatorios.");
    await expect(contactForm(page).getByLabel("Nombre", { exact: true })).toHaveAccessibleDescription(
      "Este campo es obligatorio.",
    );
    await expect(contactForm(page).getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Este campo es obligatorio.",
    );
    await expect(contactForm(page).getByLabel("Mensaje", { exact: true })).toHaveAccessibleDescription(
      "Este campo es obligatorio.",
    );

    await contactForm(page).getByLabel("Nombre", { exact: true }).fill("Lola");
    await expect(contactForm(page).getByLabel("Nombre", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await contactForm(page).getByLabel("Mensaje", { exact: true }).fill("Hola");
    await contactForm(page).getByLabel("Email", { exact: true }).fill("lola@restaurante");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await contactForm(page).getByLabel("Nombre", { exact: true }).fill("   ");
    await contactForm(page).getByLabel("Email", { exact: true }).fill("lola@restaurante.com");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await contactForm(page).getByLabel("Nombre", { exact: true }).fill("Lola");
    await expect(submit).not.toHaveAttribute("aria-disabled");
  });

  test("one press with a wrong email and phone and the required fields empty: each field says what is wrong", async ({
    page,
  }) => {
    await ready(page, "/contact");
    const form = contactForm(page);
    await form.getByLabel("Email", { exact: true }).fill("lola@restaurante");
    await form.getByLabel("Teléfono", { exact: true }).fill("tel. 12");
    await press(form.getByRole("button", { name: "Enviar mensaje" }));
    await expect(toast(page, "Campos requeridos")).toContainText("Por favor completa todos los campos obligatorios.");
    await expect(form.getByLabel("Nombre", { exact: true })).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
    await expect(form.getByLabel("Teléfono", { exact: true })).toHaveAccessibleDescription(
      "Introduce un teléfono válido (ej. +34 600 000 000).",
    );
    await expect(form.getByLabel("Mensaje", { exact: true })).toHaveAccessibleDescription("Este campo es obligatorio.");
    // The example the message gives is accepted.
    await form.getByLabel("Teléfono", { exact: true }).fill("+34 600 000 000");
    await expect(form.getByLabel("Teléfono", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  });

  test("sends: 'Enviando...', toast, the panel for 5 s, then an empty form", async ({ page }) => {
    const errors = watchErrors(page);
    await readyOnTestClock(page, "/contact");
    await fill(page);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByRole("button", { name: "Enviando..." })).toHaveAttribute("aria-disabled", "true");
    // Busy for at least 2 s, then the toast and the panel; the panel for 5 s.
    await page.clock.runFor(1900);
    await expect(page.getByRole("button", { name: "Enviando..." })).toHaveAttribute("aria-disabled", "true");
    await expect(toast(page, "Mensaje enviado")).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(toast(page, "Mensaje enviado")).toContainText("Te responderemos dentro de las próximas 24 horas.");
    const panel = page.getByTestId("form-success");
    await expect(panel).toContainText("¡Mensaje enviado correctamente!");
    await expect(panel).toBeFocused();
    await page.clock.runFor(4900);
    await expect(panel).toBeVisible();
    await page.clock.runFor(100);
    await expect(panel).toBeHidden();
    for (const label of ["Nombre", "Email", "Teléfono", "Restaurante o empresa", "Asunto", "Mensaje"])
      await expect(contactForm(page).getByLabel(label, { exact: true })).toHaveValue("");
    // The next page hydrates on its own timers: time flows again.
    await page.clock.resume();
    await page.reload();
    await formsReady(page);
    await expect(contactForm(page).getByLabel("Nombre", { exact: true })).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test("what was typed survives a reload", async ({ page }) => {
    await ready(page, "/contact");
    await contactForm(page).getByLabel("Nombre", { exact: true }).fill("Lola");
    await contactForm(page).getByLabel("Mensaje", { exact: true }).fill("Mensaje a medias");
    await page.reload();
    await formsReady(page);
    await expect(contactForm(page).getByLabel("Nombre", { exact: true })).toHaveValue("Lola");
    await expect(contactForm(page).getByLabel("Mensaje", { exact: true })).toHaveValue("Mensaje a medias");
  });

  test("a failed POST shows the error toast and loses nothing; a later success sends the JSON", async ({ page }) => {
    // The form posts to the site's API; here the endpoint first fails, then
    // accepts (the real server's answers are covered by server/*.test.ts).
    let status = 503;
    const bodies: unknown[] = [];
    const keys: Array<string | null> = [];
    await page.route("**/api/forms/formulario", async (route) => {
      bodies.push(route.request().postDataJSON());
      keys.push(await route.request().headerValue("idempotency-key"));
      await route.fulfill({ status, contentType: "application/json", body: "{}" });
    });
    await readyOnTestClock(page, "/contact");
    await fill(page);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.clock.runFor(2000);
    const failure = toast(page, "No se pudo enviar el mensaje");
    await expect(failure).toHaveAttribute("data-variant", "destructive");
    await expect(contactForm(page).getByLabel("Nombre", { exact: true })).toHaveValue("Lola");
    await expect(contactForm(page).getByLabel("Mensaje", { exact: true })).toHaveValue(
      "¿Tenéis plan para dos locales?",
    );
    await expect(contactForm(page).getByLabel("Asunto", { exact: true })).toHaveValue("Planes");
    await expect(page.getByRole("button", { name: "Enviar mensaje" })).not.toHaveAttribute("aria-disabled");

    status = 200;
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.clock.runFor(2000);
    await expect(page.getByTestId("form-success")).toContainText("¡Mensaje enviado correctamente!");
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      name: "Lola",
      email: "lola@restaurante.com",
      phone: "+34 600 111 222",
      company: "Casa Lola",
      subject: "Planes",
      message: "¿Tenéis plan para dos locales?",
    });
    // The retry of the same values carries the same key: the server stores it once.
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });
});

test.describe("toasts", () => {
  test(
    "at most three at once, bottom-right on wide screens, dismissable",
    { tag: "@widths" },
    async ({ page }, testInfo) => {
      await ready(page, "/contact");
      // Enter in a field submits (implicit submission); five tries, five notices.
      const name = contactForm(page).getByLabel("Nombre", { exact: true });
      for (let i = 0; i < 5; i++) await name.press("Enter");
      await expect(toasts(page)).toHaveCount(3);
      const box = await toasts(page).last().boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 40);
      if (testInfo.project.name === "desktop") expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
      await toasts(page).last().getByRole("button", { name: "Cerrar notificación" }).click();
      await expect(toasts(page)).toHaveCount(2);
    },
  );

  test("a toast leaves after about 4 seconds, also across its form's move to the next page", async ({ page }) => {
    // Timed on the page's clock, which the test runs itself once the toast is up: a busy machine can
    // stretch real time between the toast's frames, not the 4 s the page counts. The clock is the
    // browser context's, so it runs on across the page load the form's redirect makes.
    await page.clock.install();
    // When the toast shows and when it goes, on the page's clock, in every document the tab loads (the
    // onboarding page, then the home page it moves to): the test reads the times, it does not poll for them.
    await page.addInitScript(() => {
      const w = window as unknown as { toastShown?: number; toastGone?: number };
      const open = () =>
        [...document.querySelectorAll("li[data-state=open]")].some((li) => li.textContent?.includes("¡Bienvenido!"));
      new MutationObserver(() => {
        if (open()) w.toastShown ??= Date.now();
        else if (w.toastShown !== undefined) w.toastGone ??= Date.now();
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
    });
    await ready(page, "/onboarding");
    await page.getByLabel("Nombre del restaurante").fill("Casa Lola");
    await page.getByRole("button", { name: "Empezar" }).click();
    await expect(toast(page, "¡Bienvenido!")).toBeVisible();
    await page.mouse.move(0, 0);
    await pauseClock(page);
    const shown = await page.evaluate(() => (window as unknown as { toastShown: number }).toastShown);
    // The form moves on to the home page after 1.5 s.
    const onHome = () => /localhost:\d+\/$/.test(page.url());
    for (let t = 0; t < 3000 && !onHome(); t += 100) await page.clock.runFor(100);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // The home page carries the toast in once its script has loaded, which takes real time, not clock
    // time: its code arrives with the page's clock still, as on a fast machine (ran on meanwhile, the
    // toast's time would run out before it could be shown); then the clock steps a frame at a time until it shows.
    await page.waitForLoadState("networkidle");
    await expect(async () => {
      await page.clock.runFor(16);
      expect(await page.evaluate(() => (window as unknown as { toastShown?: number }).toastShown)).toBeDefined();
    }).toPass({ timeout: 15_000, intervals: [0] });
    await expect(toast(page, "¡Bienvenido!")).toBeVisible();
    // The toast comes along for the time it had left: run the clock past it, then read when it went.
    await page.clock.runFor(5000);
    const gone = await page.evaluate(() => (window as unknown as { toastGone?: number }).toastGone ?? 0);
    await page.clock.resume();
    await expect(toast(page, "¡Bienvenido!")).toHaveCount(0);
    // 4 s, give or take the 100 ms steps to the page move and the frames stepped until the toast showed again.
    expect(gone - shown).toBeGreaterThanOrEqual(3800);
    expect(gone - shown).toBeLessThan(4600);
  });
});

test.describe("/affiliate", () => {
  test("programme page: two ways to apply, six questions that open one at a time", async ({ page }) => {
    await ready(page, "/affiliate", 0);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("20% de comisión recurrente");
    const apply = page.locator('main a[href="/affiliate/apply"]');
    await expect(apply).toHaveCount(2);
    for (const figure of ["15–20%", "$100 USD", "1–2 días"])
      await expect(page.locator("#afiliados")).toContainText(figure);
    await expect(page.locator("#como-funciona li")).toHaveCount(3);
    await expect(page.locator("#unete li")).toHaveCount(4);
    const questions = page.locator("#preguntas").getByRole("button");
    await expect(questions).toHaveCount(6);
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "¿Cuánto puedo ganar como afiliado?" })).toContainText("$39,80");
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "¿Cuándo y cómo recibo los pagos?" })).toContainText("PayPal");
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(2)).toBeFocused();
    await apply.first().click();
    await expect(page).toHaveURL(/\/affiliate\/apply$/);
  });

  test("application: three sections, the choices of §3, side card, gate and notice", async ({ page }) => {
    await ready(page, "/affiliate/apply");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("20% de comisión de por vida");
    await expect(page.getByRole("link", { name: "Volver al programa de afiliados" })).toHaveAttribute(
      "href",
      "/affiliate",
    );
    await expect(page.getByRole("group")).toHaveCount(3);
    for (const legend of ["Información personal", "Presencia online", "Experiencia y motivación"])
      await expect(page.getByRole("group", { name: legend })).toBeVisible();
    await expect(page.getByLabel("Sitio web")).toHaveAttribute("type", "url");
    const audience = page.getByLabel("Tamaño de tu audiencia");
    expect(
      await audience.locator("option:not([value=''])").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(["less-1k", "1k-5k", "5k-10k", "10k-50k", "50k-100k", "more-100k"]);
    const niche = page.getByLabel("Tu nicho principal");
    expect(
      await niche.locator("option:not([value=''])").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(["restaurants", "hospitality", "business", "marketing", "tech", "consulting", "other"]);
    await expect(niche.locator("option[value=hospitality]")).toHaveText("Hostelería");
    await expect(page.locator("aside").getByRole("link", { name: "afiliados@mesalia.com" })).toHaveAttribute(
      "href",
      "mailto:afiliados@mesalia.com",
    );

    const submit = page.getByRole("button", { name: "Enviar solicitud" });
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    await page.getByLabel("Nombre completo").fill("Ana Ruiz");
    await page.getByLabel("Email", { exact: true }).fill("ana@blog.es");
    await press(submit);
    await expect(toast(page, "Campos requeridos")).toContainText("Por favor completa todos los campos obligatorios.");
    await expect(page.getByLabel("¿Por qué quieres ser afiliado de Mesalia?")).toHaveAccessibleDescription(
      "Este campo es obligatorio.",
    );
    await page.getByLabel("Sitio web").fill("no es una web");
    await page.getByLabel("Sitio web").blur();
    await expect(page.getByLabel("Sitio web")).toHaveAccessibleDescription(
      "Introduce una dirección web válida (ej. https://turestaurante.com).",
    );
  });

  test("application: one press with name, email and motivation empty names each; a wrong email says so", async ({
    page,
  }) => {
    await ready(page, "/affiliate/apply");
    const submit = page.getByRole("button", { name: "Enviar solicitud" });
    await press(submit);
    await expect(toast(page, "Campos requeridos")).toContainText("Por favor completa todos los campos obligatorios.");
    await expect(page.getByLabel("Nombre completo")).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(page.getByLabel("¿Por qué quieres ser afiliado de Mesalia?")).toHaveAccessibleDescription(
      "Este campo es obligatorio.",
    );
    await page.getByLabel("Email", { exact: true }).fill("ana@blog");
    await page.getByLabel("Email", { exact: true }).blur();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
    await press(submit);
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
  });

  test("application: sends, thanks, and returns to /affiliate after 2 s", async ({ page }) => {
    await readyOnTestClock(page, "/affiliate/apply");
    await page.getByLabel("Nombre completo").fill("Ana Ruiz");
    await page.getByLabel("Email", { exact: true }).fill("ana@blog.es");
    await page.getByLabel("Sitio web").fill("https://blog.es");
    await page.getByLabel("Tamaño de tu audiencia").selectOption("5k-10k");
    await page.getByLabel("Tu nicho principal").selectOption("hospitality");
    await page.getByLabel("¿Por qué quieres ser afiliado de Mesalia?").fill("Escribo sobre restaurantes.");
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(page.getByRole("button", { name: "Enviando..." })).toBeVisible();
    // Busy for at least 2 s, then the thanks; 2 s later /affiliate.
    await page.clock.runFor(1900);
    await expect(page.getByRole("button", { name: "Enviando..." })).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast(page, "¡Solicitud enviada!")).toContainText(
      "Revisaremos tu aplicación y te contactaremos dentro de 48 horas.",
    );
    await expect(page.getByTestId("form-success")).toContainText("¡Solicitud enviada!");
    await page.clock.runFor(1900);
    await expect(page).toHaveURL(/\/affiliate\/apply$/);
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/affiliate$/);
  });
});

test.describe("/careers", () => {
  // The server checks a CV by its first bytes: the file starts as its type does.
  const MAGIC: Record<string, string> = {
    pdf: "%PDF-1.7\n",
    docx: "PK\x03\x04word/document.xml",
    doc: "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1",
  };
  const pdf = (bytes: number, name = "cv.pdf", mimeType = "application/pdf") => {
    const buffer = Buffer.alloc(bytes, 0x20);
    buffer.write(MAGIC[name.split(".").pop()!.toLowerCase()] ?? "", "latin1");
    return { name, mimeType, buffer };
  };

  test("open positions by department with location, type and salary", async ({ page }) => {
    await ready(page, "/careers");
    const departments = page.locator("#vacantes").getByRole("button");
    await expect(departments.first()).toHaveAttribute("aria-expanded", "true");
    const dev = page.getByRole("region", { name: /Desarrollo/ });
    await expect(dev).toContainText("Frontend Developer (React)");
    await expect(dev).toContainText("Jornada completa");
    await expect(dev).toContainText("40.000 € - 55.000 €");
    const marketing = departments.filter({ hasText: "Marketing" });
    await marketing.click();
    await expect(marketing).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: /Marketing/ })).toContainText("Content Marketing Specialist");
  });

  test("one press with everything empty names the required fields; a wrong email says so", async ({ page }) => {
    await ready(page, "/careers");
    const form = page.locator("#aplicar");
    const submit = form.getByRole("button", { name: "Enviar candidatura" });
    await submit.click();
    await expect(form.getByLabel("Nombre completo")).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Este campo es obligatorio.");
    await expect(form.getByLabel("CV", { exact: true })).toHaveAccessibleDescription(/Adjunta tu CV para continuar\./);
    await form.getByLabel("Email").fill("ana@correo");
    await form.getByLabel("Email").blur();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
    await submit.click();
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
      "Introduce un email válido (ej. nombre@restaurante.com).",
    );
  });

  test("CV rules: required, type and 5 MB, each with a clear message", async ({ page }) => {
    test.slow(); // three uploads of about 5 MB
    await ready(page, "/careers");
    const form = page.locator("#aplicar");
    await form.getByLabel("Nombre completo").fill("Ana Ruiz");
    await form.getByLabel("Email").fill("ana@correo.es");
    const submit = form.getByRole("button", { name: "Enviar candidatura" });
    await submit.click();
    const cv = form.getByLabel("CV", { exact: true });
    await expect(cv).toHaveAccessibleDescription(/Adjunta tu CV para continuar\./);
    await expect(cv).toHaveAttribute("accept", ".pdf,.doc,.docx");
    await expect(form).toContainText("PDF, DOC o DOCX. Máximo 5MB.");

    // A chosen file is checked at once.
    await cv.setInputFiles(pdf(100, "foto.png", "image/png"));
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(cv).toHaveAccessibleDescription(/Formato no admitido: sube tu CV en PDF, DOC o DOCX\./);
    await submit.click();
    await expect(cv).toHaveAccessibleDescription(/Formato no admitido: sube tu CV en PDF, DOC o DOCX\./);
    await expect(form.getByRole("button", { name: "Enviar candidatura" })).toBeVisible();

    await cv.setInputFiles(pdf(5 * 1024 * 1024 + 1));
    await expect(cv).toHaveAccessibleDescription(/Tu CV supera el máximo de 5 MB\./);
    await expect(form.getByTestId("file-chip")).toContainText("cv.pdf");

    await cv.setInputFiles(
      pdf(5 * 1024 * 1024, "Mi CV.DOCX", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    );
    await expect(cv).not.toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Posición de interés").selectOption("frontend");
    await form.getByLabel("Área de interés").selectOption("desarrollo");
    await submit.click();
    await expect(form.getByRole("button", { name: "Enviando..." })).toBeVisible();
    await expect(toast(page, "Candidatura enviada")).toBeVisible();
    await expect(form.getByTestId("form-success")).toContainText("¡Candidatura enviada!");
  });

  test("the chosen file can be removed", async ({ page }) => {
    await ready(page, "/careers");
    const form = page.locator("#aplicar");
    await form.getByLabel("CV", { exact: true }).setInputFiles(pdf(2048));
    await expect(form.getByTestId("file-chip")).toContainText("2 kB");
    await form.getByRole("button", { name: "Quitar archivo: cv.pdf" }).click();
    await expect(form.getByTestId("file-chip")).toHaveCount(0);
    await expect(form.getByLabel("CV", { exact: true })).toBeFocused();
  });

  test("select choices of §3", async ({ page }) => {
    await ready(page, "/careers");
    const values = (label: string) =>
      page
        .locator("#aplicar")
        .getByLabel(label)
        .locator("option:not([value=''])")
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(await values("Posición de interés")).toEqual([
      "frontend",
      "backend",
      "fullstack",
      "ux-ui",
      "product",
      "marketing",
      "content",
      "sales",
      "account",
      "customer",
      "operations",
      "other",
    ]);
    expect(await values("Área de interés")).toEqual(["desarrollo", "diseno", "marketing", "ventas", "operaciones"]);
  });
});

test.describe("layout", { tag: "@widths" }, () => {
  for (const path of ["/register", "/onboarding", "/contact", "/affiliate", "/affiliate/apply", "/careers"]) {
    test(`${path} fits the viewport and logs nothing`, async ({ page }) => {
      const errors = watchErrors(page);
      await ready(page, path, path === "/affiliate" ? 0 : 1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});
