// The content pages as a visitor meets them: feature pages, the digital-menu
// and QR-table pages, about, demo booking and success stories. Every route
// renders its h1 without console errors or horizontal overflow; the feature
// pages carry their title, canonical and breadcrumbs; the success-stories
// filter and dialog, the sample-menu tabs and the FAQ behave for mouse and
// keyboard users.
import { standInDemoApi } from "./demo-api-stand-in.ts";
import { islandReady } from "./hydrated.ts";
import { expect, test, type Locator, type Page } from "./test.ts";

test.use({ locale: "es-ES" });

const ORIGIN = "https://mesalia.com";

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Loads a page and waits until the network is quiet (hydrated, lazy chunks near the viewport loaded). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/**
 * Brings a below-the-fold section into view and waits until its island has hydrated (coming near the
 * viewport is what starts it). What the test needs is the island's committed hydration, not a quiet
 * network: that wait added half a second of silence after the code had long arrived.
 */
async function reach(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator.locator("xpath=ancestor-or-self::*[@data-island][1]")).toHaveAttribute("data-hydrated", "");
}

/**
 * Brings a section that hydrates only on intent (success stories) into view: its tap is made before it
 * hydrates, and held and replayed (early-clicks.ts); a quiet network after the scroll brought nothing.
 */
const bringIntoView = (locator: Locator) => locator.scrollIntoViewIfNeeded();

/** How long a tap held before its section hydrates may wait for it (GIVE_UP_MS in src/runtime/early-clicks.ts). */
const HELD_TAP_MS = 15_000;

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const FEATURES = [
  ["gestion-de-reservas", "Gestión de Reservas"],
  ["listas-de-espera", "Listas de Espera"],
  ["valoraciones", "Valoraciones"],
  ["analiticas-avanzadas", "Analíticas Avanzadas"],
  ["crm-integrado", "CRM Integrado"],
  ["integraciones", "Integraciones"],
] as const;

const ROUTES: Array<[string, RegExp]> = [
  ...FEATURES.map(([slug, title]): [string, RegExp] => [`/features/${slug}`, new RegExp(`^${title}$`)]),
  ["/features/menu-digital", /Tu carta digital con QR, siempre actualizada/],
  ["/features/qr-mesa", /Tus clientes piden y pagan desde la mesa/],
  ["/about", /Hacemos que gestionar un restaurante sea más fácil/],
  ["/success-stories", /Restaurantes que ya llenan más mesas con Mesalia/],
  ["/agendar-demo", /Agenda una demo personalizada de Mesalia/],
  ["/blog", /Ideas para llenar más mesas/],
];

// Behaviour on a phone, where these pages are mostly read. Their desktop
// layout is covered by engine.spec.ts (hydration, console), quality-keyboard
// and the dark axe pass of quality-routes.spec.ts.

test.describe("every content route", () => {
  for (const [path, h1] of ROUTES) {
    test(`${path} shows its h1, without console errors or sideways scrolling`, async ({ page }) => {
      test.slow();
      const errors = watchErrors(page);
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // Scroll through so every lazy section hydrates too: a screen at a time, so every part of the page passes
      // through the viewport (half-screen steps drew twice the screens for the same coverage, issue 44).
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 40));
        }
      });
      await page.waitForLoadState("networkidle");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(errors, "console errors (React #418 is a hydration mismatch)").toEqual([]);
    });
  }
});

test.describe("feature pages", () => {
  test("title, canonical, breadcrumbs, back link, metrics, testimonial and demo call to action", async ({ page }) => {
    await open(page, "/features/gestion-de-reservas");
    await expect(page).toHaveTitle("Gestión de Reservas | Funcionalidades");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${ORIGIN}/features/gestion-de-reservas`,
    );

    const crumbs = page.getByRole("navigation", { name: "Ruta de navegación" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Inicio", "Funcionalidades", "Gestión de Reservas"]);
    await expect(crumbs.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Funcionalidades" })).toHaveAttribute("href", "/#soluciones");
    await expect(crumbs.getByText("Gestión de Reservas")).toHaveAttribute("aria-current", "page");

    await expect(page.getByRole("link", { name: "Volver a funcionalidades" })).toHaveAttribute("href", "/#soluciones");
    await expect(page.getByRole("heading", { level: 2, name: /Reservas repartidas/ })).toBeVisible();
    const metrics = page.locator("#problema li");
    await expect(metrics).toHaveCount(3);
    await expect(metrics.first()).toContainText("-80%");
    await expect(page.getByRole("heading", { name: "Beneficios clave" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Funciones principales" })).toBeVisible();
    await expect(page.locator("#testimonio blockquote")).toContainText("recordatorios por WhatsApp");
    await expect(page.locator("#testimonio figcaption")).toContainText("Lucía Fernández");
    await expect(page.locator("#demo").getByRole("link", { name: "Solicitar demo" })).toHaveAttribute(
      "href",
      "/#booking-demo",
    );
  });

  // Head tags and the breadcrumb's current page are what a crawler reads in the served HTML: read there, one
  // request per feature instead of six page loads (issue 44). The test above and the next one check them in the
  // browser, on a load and after a client-side move.
  test("each feature has its own title and canonical", async ({ request }) => {
    for (const [slug, title] of FEATURES) {
      const html = await (await request.get(`/features/${slug}`)).text();
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], slug).toBe(`${title} | Funcionalidades`);
      expect(html.match(/<link[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/)?.[1], slug).toBe(
        `${ORIGIN}/features/${slug}`,
      );
      const crumbs = html.match(/<nav[^>]*aria-label="Ruta de navegación"[^>]*>(.*?)<\/nav>/s)?.[1];
      expect(crumbs?.match(/aria-current="page"[^>]*>([^<]*)</)?.[1], slug).toBe(title);
    }
  });

  test("moving between features shows each one's head tags", async ({ page }) => {
    await open(page, "/features/valoraciones");
    await page.locator('footer a[href="/features/crm-integrado"]').first().click();
    await expect(page).toHaveURL(/\/features\/crm-integrado$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("CRM Integrado");
    await expect(page).toHaveTitle("CRM Integrado | Funcionalidades");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/features/crm-integrado`);
  });

  test("an unknown slug says so, is noindex and links home", async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto("/features/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta funcionalidad");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("main").getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});

test.describe("/success-stories", () => {
  const featured = (page: Page) => page.locator("#destacados article");
  const grid = (page: Page) => page.locator("#todas-las-historias ul > li");

  test("the hero shows the four summary figures", async ({ page }) => {
    await open(page, "/success-stories");
    const figures = page.locator("#inicio li");
    await expect(figures).toHaveCount(4);
    await expect(figures).toContainText(["2.000+", "-68%", "+27%", "4,9/5"]);
  });

  test("the filter narrows only the all-stories grid", async ({ page }) => {
    await open(page, "/success-stories");
    await bringIntoView(page.locator("#todas-las-historias"));
    await expect(featured(page)).toHaveCount(3);
    await expect(grid(page)).toHaveCount(12);
    const filter = page.getByRole("group", { name: "Filtrar por tipo de negocio" });
    await expect(filter.getByRole("button")).toHaveText([
      "Todos",
      "Alta Cocina",
      "Cafetería",
      "Casual Dining",
      "Grupo de Restaurantes",
    ]);
    await expect(filter.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "true");

    await filter.getByRole("button", { name: "Cafetería" }).click();
    await expect(grid(page)).toHaveCount(3, { timeout: HELD_TAP_MS });
    await expect(filter.getByRole("button", { name: "Cafetería" })).toHaveAttribute("aria-pressed", "true");
    await expect(filter.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "false");
    for (const card of await grid(page).all()) await expect(card).toContainText("Cafetería");
    await expect(featured(page)).toHaveCount(3);

    await filter.getByRole("button", { name: "Grupo de Restaurantes" }).click();
    await expect(grid(page)).toHaveCount(3);
    await expect(grid(page).first()).toContainText("Marta Vidal");
    await expect(featured(page)).toHaveCount(3);

    await filter.getByRole("button", { name: "Todos" }).click();
    await expect(grid(page)).toHaveCount(12);
  });

  test("grid cards show rating, a three-line quote and the first two results", async ({ page }) => {
    await open(page, "/success-stories");
    const card = grid(page).first();
    await expect(card.getByRole("img", { name: "5 de 5 estrellas" })).toBeVisible();
    await expect(card.locator("dt")).toHaveText(["No-shows", "Ingresos"]);
    const clamp = await card.locator("blockquote p").evaluate((p) => getComputedStyle(p).webkitLineClamp);
    expect(clamp).toBe("3");
  });

  test("the dialog shows every result and the full story, no video button without a published video, and Escape returns focus", async ({
    page,
  }) => {
    await open(page, "/success-stories");
    const opener = page.locator("#destacados").getByRole("button", { name: /Ver historia completa.*María López/ });
    await bringIntoView(opener);
    const dialog = page.getByRole("dialog", { name: "María López" });
    // One tap opens it: made before the section hydrates (on intent), it is held and replayed (early-clicks.ts).
    // No retry loop: a second tap while the first waits would hit the opening dialog's backdrop.
    await opener.click();
    await expect(dialog).toBeVisible({ timeout: HELD_TAP_MS });
    const results = dialog.locator("dl > div");
    await expect(results).toHaveCount(3);
    await expect(results.nth(0)).toContainText("No-shows");
    await expect(results.nth(0)).toContainText("-82%");
    await expect(results.nth(0)).toContainText("desde que pedimos depósito");
    await expect(results.nth(2)).toContainText("Tiempo al teléfono");
    await expect(dialog).toContainText("Hoy planificamos las compras");
    // No story has a published video yet (the addresses it had led to pages that do not exist).
    await expect(dialog.getByRole("link", { name: /vídeo/i })).toHaveCount(0);
    await expect(dialog.getByRole("link", { name: "Empezar Gratis" })).toHaveAttribute("href", "/register");
    await expect(dialog.getByRole("link", { name: "Solicitar Demo" })).toHaveAttribute("href", "/#booking-demo");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a story without a video address has no video button; the close button closes", async ({ page }) => {
    await open(page, "/success-stories");
    const opener = page.locator("#destacados").getByRole("button", { name: /Ana Ruiz/ });
    await bringIntoView(opener);
    const dialog = page.getByRole("dialog", { name: "Ana Ruiz" });
    // One tap opens it: made before the section hydrates (on intent), it is held and replayed (early-clicks.ts).
    // No retry loop: a second tap while the first waits would hit the opening dialog's backdrop.
    await opener.click();
    await expect(dialog).toBeVisible({ timeout: HELD_TAP_MS });
    await expect(dialog.locator("dl > div")).toHaveCount(3);
    await expect(dialog.getByRole("link", { name: /vídeo/i })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cerrar" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("'Solicitar Demo' in the dialog goes home and lands on the demo booking section", async ({ page }) => {
    test.slow();
    await open(page, "/success-stories");
    const opener = page.locator("#todas-las-historias").getByRole("button", { name: /Carlos Navarro/ });
    await bringIntoView(opener);
    const dialog = page.getByRole("dialog", { name: "Carlos Navarro" });
    // One tap opens it: made before the section hydrates (on intent), it is held and replayed (early-clicks.ts).
    // No retry loop: a second tap while the first waits would hit the opening dialog's backdrop.
    await opener.click();
    await expect(dialog).toBeVisible({ timeout: HELD_TAP_MS });
    await dialog.getByRole("link", { name: "Solicitar Demo" }).click();
    await expect(page).toHaveURL(/\/#booking-demo$/);
    // It lands, and stays, at the section's scroll margin (under the sticky header), however
    // late the sections above it render (fold.ts renders them all on arrival; anchors.spec.ts repeats this on a slow CPU).
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-below]:not([data-rendered])")).toHaveCount(0, { timeout: 15_000 });
    const demo = page.locator("#booking-demo");
    expect(
      await demo.evaluate((el) =>
        Math.abs(el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop)),
      ),
    ).toBeLessThanOrEqual(1);
  });

  test("the closing call to action repeats both buttons", async ({ page }) => {
    await open(page, "/success-stories");
    const band = page.locator("#empezar");
    await expect(band.getByRole("link", { name: "Empezar Gratis" })).toHaveAttribute("href", "/register");
    await expect(band.getByRole("link", { name: "Solicitar Demo" })).toHaveAttribute("href", "/#booking-demo");
  });
});

test.describe("/features/menu-digital", () => {
  test("sample menu: WAI-ARIA tabs with arrow keys, Home/End, and a sold-out dessert", async ({ page }) => {
    await open(page, "/features/menu-digital");
    const tablist = page.getByRole("tablist", { name: "Momentos del día" });
    await reach(tablist);
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(["Desayunos", "Comidas", "Postres"]);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText("Café con leche");

    await expect(async () => {
      await tabs.nth(0).focus();
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true", { timeout: 500 });
    }).toPass();
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel", { name: "Comidas" })).toContainText("Menú del día");

    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toBeFocused();
    const desserts = page.getByRole("tabpanel", { name: "Postres" });
    await expect(desserts).toBeVisible();
    const cheesecake = desserts.getByRole("listitem").filter({ hasText: "Tarta de queso al horno" });
    await expect(cheesecake).toContainText("Agotado");
    await expect(desserts.getByText("Agotado")).toHaveCount(1);

    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(0)).toBeFocused();
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Comidas" })).toBeVisible();
  });

  test("FAQ: seven questions, one answer open at a time, with the menu schedules", async ({ page }) => {
    await open(page, "/features/menu-digital");
    const faq = page.locator("#preguntas");
    await reach(faq);
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(7);
    const schedules = faq.getByRole("button", { name: "¿Puedo mostrar una carta distinta según la hora?" });
    await expect(schedules).toHaveAttribute("aria-expanded", "false");
    await schedules.click();
    await expect(schedules).toHaveAttribute("aria-expanded", "true");
    const answer = faq.getByRole("region", { name: "¿Puedo mostrar una carta distinta según la hora?" });
    await expect(answer).toContainText("Desayunos: de 7:00 a 12:00 h");
    await expect(answer).toContainText("Comidas: de 12:00 a 17:00 h");
    await expect(answer).toContainText("Cenas: de 17:00 a 24:00 h");

    const changes = faq.getByRole("button", { name: "¿Cuánto tardan en verse los cambios?" });
    await changes.focus();
    await page.keyboard.press("Enter");
    await expect(changes).toHaveAttribute("aria-expanded", "true");
    await expect(schedules).toHaveAttribute("aria-expanded", "false");
  });

  test("hero: 'Prueba gratis 14 días' is a full navigation to /register; the second button opens the demo booking", async ({
    page,
  }) => {
    await open(page, "/features/menu-digital");
    const hero = page.locator("#inicio");
    const trial = hero.getByRole("link", { name: "Prueba gratis 14 días" });
    await expect(trial).toHaveAttribute("href", "/register");

    await hero.getByRole("link", { name: "Solicitar demo" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    const documentRequest = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/register",
    );
    await trial.click();
    await documentRequest;
    await expect(page).toHaveURL(/\/register$/);
  });

  test("video card: play sets the 'coming soon' state in place and moves focus to it", async ({ page }) => {
    await open(page, "/features/menu-digital");
    const play = page.getByRole("button", { name: "Reproducir vídeo demo" });
    await reach(play);
    const frame = page.locator("#video [data-state]");
    const before = await frame.boundingBox();
    const pending = page.getByRole("heading", { name: "El vídeo estará disponible muy pronto" });
    await expect(async () => {
      if (await play.isVisible()) await play.click();
      await expect(pending).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(pending).toBeFocused();
    await expect(page.locator("#video").getByRole("status")).toContainText("Mientras tanto");
    const after = await frame.boundingBox();
    expect(after?.height).toBe(before?.height);
  });

  test("ten feature cards, one leading to /features/qr-mesa; use cases; an accessible comparison table", async ({
    page,
  }) => {
    await open(page, "/features/menu-digital");
    await expect(page.locator("#funciones").getByRole("listitem")).toHaveCount(10);
    await expect(page.locator("#funciones").getByRole("link", { name: /pedido en mesa/ })).toHaveAttribute(
      "href",
      "/features/qr-mesa",
    );
    for (const useCase of ["Cafeterías", "Panaderías y obradores", "Bares", "Restaurantes", "Franquicias"]) {
      await expect(page.locator("#casos-de-uso").getByRole("heading", { name: useCase, exact: true })).toBeVisible();
    }
    const table = page.getByRole("table", { name: "Carta física frente a menú digital" });
    await expect(table.getByRole("columnheader")).toHaveText(["Aspecto", "Carta física", "Menú digital"]);
    await expect(table.getByRole("rowheader").first()).toHaveText("Cambiar un precio");
    await expect(page.locator("#empezar")).toContainText("Configuración incluida • Sin permanencia • Soporte 24/7");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ORIGIN}/features/menu-digital`);
  });
});

test.describe("/about and /agendar-demo", () => {
  test("about: history timeline and company numbers", async ({ page }) => {
    await open(page, "/about");
    await expect(page.locator("#historia ol > li")).toHaveCount(6);
    await expect(page.locator("#cifras")).toContainText("8");
    await expect(page.locator("#cifras")).toContainText("25");
    await expect(page.locator("#cifras")).toContainText("2.000+");
    await expect(page.locator("#trabajo-en-remoto li")).toHaveCount(4);
  });

  test("agendar-demo: the demo booking form comes right after the hero, the main button leads to it, and it books", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    // A late evening at a year's end in Madrid (the browsers' zone): booking two days ahead crosses into the next year.
    await page.clock.install({ time: new Date("2026-12-30T21:30:00+01:00") });
    await standInDemoApi(page);
    await open(page, "/agendar-demo");
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.slice(0, 2)).toEqual(["inicio", "booking-demo"]);
    const demo = page.locator("#booking-demo");
    await page.locator("#inicio").getByRole("link", { name: "Elegir fecha y hora" }).click();
    await expect(page).toHaveURL(/\/agendar-demo#booking-demo$/);
    await expect(demo.getByRole("heading", { name: "Elige día y hora para tu demo" })).toBeInViewport();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("#contacto").getByRole("link")).toHaveCount(3);

    // Two days from the visitor's today, at 11:00.
    const day = ["2027", "01", "01"];
    await demo.getByLabel("Nombre").fill("Lola García");
    await demo.getByLabel("Email").fill("lola@restaurante.com");
    await demo.getByLabel("Fecha").fill(day.join("-"));
    await demo.getByRole("radio", { name: "11:00" }).check();
    await demo.getByRole("button", { name: "Confirmar demo gratuita" }).click();
    await expect(demo.getByRole("button", { name: "Confirmando tu demo..." })).toBeVisible();
    const confirmation = demo.getByTestId("demo-confirmation");
    await expect(confirmation.getByRole("heading", { name: "¡Demo confirmada!" })).toBeVisible({ timeout: 5000 });
    await expect(confirmation).toContainText(`Te esperamos el ${[...day].reverse().join("/")} a las 11:00.`);
    expect(errors).toEqual([]);
  });

  test("agendar-demo, arm b: its main button leads to the same form", async ({ page }) => {
    await open(page, "/agendar-demo?variant=b");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Descubre cuántas mesas puedes recuperar cada semana",
    );
    await page.locator("#inicio").getByRole("link", { name: "Ver horarios disponibles" }).click();
    await expect(page).toHaveURL(/\/agendar-demo(\?variant=b)?#booking-demo$/);
    await expect(
      page.locator("#booking-demo").getByRole("heading", { name: "Elige día y hora para tu demo" }),
    ).toBeInViewport();
  });

  test("the cube's fallback address (/agendar-demo#booking-demo) lands on the form", async ({ page }) => {
    await open(page, "/agendar-demo#booking-demo");
    await expect(page.locator("#booking-demo").getByLabel("Nombre")).toBeInViewport();
  });

  test("agendar-demo at 15:30: today's slots that already started cannot be chosen", async ({ page }) => {
    // The form's code loads on intent, after the page: on a busy machine that takes a while.
    test.slow();
    await page.clock.setFixedTime(new Date("2030-03-14T15:30:00+01:00"));
    await open(page, "/agendar-demo");
    const demo = page.locator("#booking-demo");
    // The form's code comes when the visitor reaches for it (hydrate on intent); then it knows today. Its date
    // field's `min` is no sign of that: the page's inline script writes today there before (min-day-script.ts).
    await demo.getByLabel("Fecha").focus();
    await islandReady(demo);
    await expect(demo.getByLabel("Fecha")).toHaveAttribute("min", "2030-03-14", { timeout: 45_000 });
    await demo.getByLabel("Fecha").fill("2030-03-14");
    for (const time of ["09:00", "11:00", "14:00"])
      await expect(demo.getByRole("radio", { name: time })).toBeDisabled();
    for (const time of ["16:00", "18:00", "20:00"]) await expect(demo.getByRole("radio", { name: time })).toBeEnabled();
    await demo.getByLabel("Fecha").fill("2030-03-15");
    await expect(demo.getByRole("radio", { name: "09:00" })).toBeEnabled();
  });
});

test.describe("/en/agendar-demo", () => {
  test.use({ locale: "en-GB" });
  test("agendar-demo in English: the confirmation writes the date the English way", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-12-30T21:30:00+01:00") });
    await standInDemoApi(page);
    await open(page, "/en/agendar-demo");
    const demo = page.locator("#booking-demo");
    // Two days from the visitor's today (the clock is set below), across a month's and a year's end.
    const [iso, english] = ["2027-01-01", "1 Jan 2027"];
    // The form hydrates on the visitor's intent (a pointer over it). Its date field's `min` is no sign of that:
    // the page's inline script writes today there before the form's code arrives (min-day-script.ts).
    await islandReady(demo);
    await expect(demo.getByLabel("Date")).toHaveAttribute("min", /^\d{4}-/, { timeout: 15_000 });
    await demo.getByLabel("Name").fill("Lola García");
    await demo.getByLabel("Email").fill("lola@restaurant.com");
    await demo.getByLabel("Date").fill(iso);
    await demo.getByRole("radio", { name: "14:00" }).check();
    await demo.getByRole("button", { name: "Confirm free demo" }).click();
    const confirmation = demo.getByTestId("demo-confirmation");
    await expect(confirmation.getByRole("heading", { name: "Demo confirmed!" })).toBeVisible({ timeout: 5000 });
    await expect(confirmation).toContainText(`See you on ${english} at 14:00.`);
  });
});
