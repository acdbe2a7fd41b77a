// Issue 43, in a browser: where and when a section shows, published once.
// A page with a section shown only on computers and an offer that ends about
// two minutes after it is saved. On a phone (390 px) the first is in the HTML
// but not shown, at 1440 px it is, and nothing shifts as either loads (CLS 0).
// The offer shows after the publish and is gone from the public page once its
// end has passed, with no publish in between.
import { expect, test, type Page } from "./test.ts";
import { e2ePort, signIn, startPublishServer, type PublishServer } from "./publish-server.ts";

const PORT = () => e2ePort(50);
let server: PublishServer;
const banner = { type: "ctaBanner", actions: [{ label: "Escríbenos", href: "/contact" }] };
/** The offer's end, ms since the epoch: set when the page is saved. */
let until = 0;

test.describe.configure({ mode: "serial" });
test.afterAll(async () => server?.stop());

/**
 * The instant `ms` as a schedule time with its offset (2026-12-07T08:05:30Z): Madrid's wall clock would be
 * ambiguous in the hour repeated when summer time ends (read as its second occurrence, an hour later), so a
 * run at that hour would wait for an end an hour away.
 */
const instantText = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/** Sums the layout shifts of the page from its first paint (PerformanceObserver, buffered). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test("a page with a section for computers only and an offer that ends soon is published", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(300_000);
  server = await startPublishServer(PORT());
  await signIn(page, server.url);
  const { csrfToken } = (await (await page.request.get(`${server.url}/admin/api/me`)).json()) as { csrfToken: string };
  until = Date.now() + 150_000;
  const doc = {
    version: 1,
    path: "/oferta-relampago",
    meta: { title: "Oferta relámpago | {product}", description: "Una oferta que dura poco, para restaurantes." },
    sections: [
      { type: "notice", id: "siempre", title: "Esto se ve siempre" },
      { ...banner, id: "ordenador", title: "Solo en el ordenador", visibleOn: "desktop" },
      { ...banner, id: "oferta", title: "Oferta que termina pronto", schedule: { until: instantText(until) } },
    ],
  };
  const saved = await page.request.post(`${server.url}/admin/edit/api/save`, {
    headers: { Origin: server.url, "X-CSRF-Token": csrfToken },
    data: { file: "pages/oferta-relampago.json", doc, hash: null },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`${server.url}/admin/edit?file=pages/oferta-relampago.json`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  // The outline says when the offer shows, in Madrid's time.
  await expect(page.locator('[data-detail*="Se muestra hasta"]')).toHaveCount(1);
  // The canvas's device previews hide the section as the site does: shown at 1440 px, not at 390 px.
  const computersOnly = page.frameLocator("#preview-frame").getByRole("heading", { name: "Solo en el ordenador" });
  // The editor opens at 1440 px (its button is the active one, disabled).
  await expect(page.getByTitle("Ver a Escritorio 1440")).toBeDisabled();
  await expect(computersOnly).toBeVisible();
  await page.getByTitle("Ver a Móvil 390").click({ timeout: 15_000 });
  await expect(computersOnly).toBeHidden();
  // Hidden, not removed: still in the canvas.
  await expect(
    page.frameLocator("#preview-frame").getByRole("heading", { name: "Solo en el ordenador", includeHidden: true }),
  ).toHaveCount(1);
  await page.getByTitle("Ver a Escritorio 1440").click({ timeout: 15_000 });
  await expect(computersOnly).toBeVisible();
  await page.getByRole("button", { name: "Publicar" }).click();
  await expect(page.getByText("Publicado: la página pública ya muestra el cambio.")).toBeVisible({ timeout: 120_000 });
});

for (const [width, shown] of [
  [390, false],
  [1440, true],
] as const) {
  test(`at ${width} px the section for computers is in the page and ${shown ? "shown" : "not shown"}, with no layout shift`, {
    tag: "@desktop",
  }, async ({ browser }) => {
    const visitor = await browser.newContext({ viewport: { width, height: 900 }, locale: "es-ES" });
    const tab = await visitor.newPage();
    const shifts = await watchShifts(tab);
    const response = await tab.goto(`${server.url}/oferta-relampago`, { waitUntil: "load" });
    expect(await response?.text()).toContain("Solo en el ordenador");
    const section = tab.getByRole("heading", { name: "Solo en el ordenador" });
    if (shown) await expect(section).toBeVisible();
    else await expect(section).toBeHidden();
    await expect(tab.getByRole("heading", { name: "Esto se ve siempre" })).toBeVisible();
    // Two frames after load: whatever would move has moved.
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await shifts()).toBe(0);
    await visitor.close();
  });
}

test("the offer is on the public page until its end, and gone after it with no publish", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const before = await page.request.get(`${server.url}/oferta-relampago`);
  expect(Date.now(), "the publish took longer than the offer lasted").toBeLessThan(until - 2_000);
  expect(await before.text()).toContain("Oferta que termina pronto");
  // A cache may keep the answer only until the offer ends.
  const maxAge = Number(/s-maxage=(\d+)/.exec(before.headers()["cache-control"] ?? "")?.[1]);
  expect(maxAge * 1000).toBeLessThanOrEqual(until - Date.now() + 1_000);

  await page.goto(`${server.url}/oferta-relampago`);
  await expect(page.getByRole("heading", { name: "Oferta que termina pronto" })).toBeVisible();
  // Waits for the offer's end (no assertion on time: the page must change once it has passed).
  await page.waitForTimeout(Math.max(0, until - Date.now()) + 1_000);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Esto se ve siempre" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Oferta que termina pronto" })).toHaveCount(0);
  expect(await (await page.request.get(`${server.url}/oferta-relampago`)).text()).not.toContain("Oferta que termina");
});
