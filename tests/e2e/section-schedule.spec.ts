// Issue 43, in a browser: where and when a section shows.
// A page with a section shown only on computers and an offer, looked at in the
// editor and published. On a phone (390 px) the first is in the HTML but not shown, at
// 1440 px it is, and nothing shifts as either loads (CLS 0). The offer's end is
// then brought to seconds away by a second publish: it shows after that
// publish and is gone from the public page once its end has passed, with no
// publish in between. The server runs on the real clock (an offer must end while the test waits), and every
// time here is the real now plus seconds or a day, written in UTC (instantText): no claim depends on the date or
// the hour the run starts at, summer time's change included.
import { expect, test } from "./test.ts";
import { e2ePort, signIn, startPublishServer, type PublishServer } from "./publish-server.ts";
import { editorApi } from "./editor-api.ts";
import { watchShifts } from "./layout-shifts.ts";
import { keepMotion } from "./motion.ts";

const PORT = () => e2ePort(50);
let server: PublishServer;
const FILE = "pages/oferta-relampago.json";
const banner = { type: "ctaBanner", actions: [{ label: "Escríbenos", href: "/contact" }] };
/**
 * The offer's lengths, in seconds, for its last publish: the first that outlasts its publish is kept. A
 * second publish of the page takes seconds (7-9 s on the shared 2-core machine at load ~27), so the test
 * waits seconds for the offer's end, where an end set before the first publish (35-45 s with the server's
 * start and the editor) waited ~2 min for it (issue 44: the suite's time); a machine slow enough to take
 * longer than the offer gets a longer one (at load ~36 the publish took 13.5 s, and the test went on to 40 s).
 */
const OFFER_SECONDS = [20, 40, 150];

/** The page: always shown, on computers only, and the offer until `until` (ms since the epoch). */
const pageDoc = (until: number) => ({
  version: 1,
  path: "/oferta-relampago",
  meta: { title: "Oferta relámpago | {product}", description: "Una oferta que dura poco, para restaurantes." },
  sections: [
    { type: "notice", id: "siempre", title: "Esto se ve siempre" },
    { ...banner, id: "ordenador", title: "Solo en el ordenador", visibleOn: "desktop" },
    { ...banner, id: "oferta", title: "Oferta que termina pronto", schedule: { until: instantText(until) } },
  ],
});

test.describe.configure({ mode: "serial" });
test.afterAll(async () => server?.stop());

/**
 * The instant `ms` as a schedule time with its offset (2026-12-07T08:05:30Z): Madrid's wall clock would be
 * ambiguous in the hour repeated when summer time ends (read as its second occurrence, an hour later), so a
 * run at that hour would wait for an end an hour away.
 */
const instantText = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

test("a page with a section for computers only and an offer is published", { tag: "@desktop" }, async ({ page }) => {
  test.setTimeout(300_000);
  server = await startPublishServer(PORT());
  await signIn(page, server.url);
  const api = await editorApi(page, server.url);
  // Until tomorrow here: the last test brings its end closer.
  await api.save(FILE, pageDoc(Date.now() + 86_400_000));

  await page.goto(`${server.url}/admin/edit?file=${FILE}`);
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
  // Published through the API: the editor's «Publicar» is publish.spec's claim, not this one's.
  await api.publish(FILE);
});

for (const [width, shown] of [
  [390, false],
  [1440, true],
] as const) {
  test(`at ${width} px the section for computers is in the page and ${shown ? "shown" : "not shown"}, with no layout shift`, {
    tag: "@desktop",
  }, async ({ browser }) => {
    // With motion: a visitor's page, whose animations must not shift it either (motion.ts).
    const visitor = await browser.newContext({ viewport: { width, height: 900 }, locale: "es-ES", ...keepMotion });
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
  test.setTimeout(300_000);
  await signIn(page, server.url);
  const api = await editorApi(page, server.url);
  let until = 0;
  for (const seconds of OFFER_SECONDS) {
    const { hash } = await api.get<{ hash: string }>(`page?file=${FILE}`);
    until = Date.now() + seconds * 1000;
    await api.save(FILE, pageDoc(until), hash);
    await api.publish(FILE);
    console.log(
      `section-schedule: an offer of ${seconds} s, published with ${((until - Date.now()) / 1000).toFixed(1)} s left`,
    );
    // Time left for the checks below while the offer still shows, its page's scripts loaded included.
    if (Date.now() < until - 10_000) break;
  }
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
