// Issue 43, in a browser: a section's values for phones, published once. A page
// whose header is centred on computers and left-aligned on phones, and whose
// cards go four to a row on computers and three on phones, a value set in the
// editor; and a page whose hero shows another image on phones (a page of its
// own: a page has one h1, and the header and the hero are both one). The
// editor's canvas previews each device with its
// values; on the public page a phone (390 px) gets the phone's, 1440 px the
// section's own, with no script and nothing moving as it loads (CLS 0).
import { expect, test, type FrameLocator, type Locator, type Page } from "./test.ts";
import { e2ePort, signIn, startPublishServer, type PublishServer } from "./publish-server.ts";
import { editorApi } from "./editor-api.ts";
import { watchShifts } from "./layout-shifts.ts";
import { keepMotion } from "./motion.ts";
import { clickInCanvas } from "./canvas";

const PORT = () => e2ePort(90);
let server: PublishServer;

test.describe.configure({ mode: "serial" });
test.afterAll(async () => server?.stop());

const card = (title: string) => ({ title, text: "Una tarjeta de la rejilla." });
const doc = {
  version: 1,
  path: "/version-movil",
  meta: { title: "Versión móvil | {product}", description: "Una página con valores propios para el móvil." },
  sections: [
    {
      type: "pageHeader",
      id: "cabecera",
      title: "Alineado según el dispositivo",
      align: "center",
      phone: { align: "start" },
    },
    {
      type: "cardGrid",
      id: "rejilla",
      columns: 4,
      cards: [card("Uno"), card("Dos"), card("Tres"), card("Cuatro")],
    },
  ],
};

/** A page's one h1 is its header or its hero: the hero with a phone image is a page of its own. */
const heroDoc = {
  version: 1,
  path: "/portada-movil",
  meta: { title: "Portada móvil | {product}", description: "Una portada con una imagen propia para el móvil." },
  sections: [
    {
      type: "hero",
      id: "portada",
      title: "Reservas sin llamadas",
      lead: "Tu agenda de mesas, ordenada.",
      actions: [{ label: "Empieza gratis", href: "/register" }],
      image: { src: "/img/mockups/hero-app.svg", alt: "Panel de reservas", width: 640, height: 520 },
      phone: { image: { src: "/img/mockups/mesas.svg", alt: "Plano de mesas", width: 1123, height: 768 } },
    },
  ],
};

/** Cards per row, as the browser lays them out. */
const columnsOf = (grid: Locator) =>
  grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").filter(Boolean).length);
const alignOf = (heading: Locator) => heading.evaluate((el) => getComputedStyle(el).textAlign);
const imageOf = (image: Locator) => image.evaluate((el) => new URL((el as HTMLImageElement).currentSrc).pathname);

type Device = "phone" | "tablet" | "desktop";
/** Cards per row: the phone's value below 768 px, the grid's two from 768 px (the site's tablet layout), its own from 1024 px. */
const COLUMNS: Record<Device, number> = { phone: 3, tablet: 2, desktop: 4 };

/** What each device shows: the phone's values below 768 px, the section's own from there up. */
async function expectDevice(where: Page | FrameLocator, device: Device) {
  const phone = device === "phone";
  const grid = where.locator("#rejilla ul").first();
  const heading = where.getByRole("heading", { name: "Alineado según el dispositivo" });
  await expect.poll(() => columnsOf(grid)).toBe(COLUMNS[device]);
  await expect.poll(() => alignOf(heading)).toBe(phone ? "left" : "center");
}

test("the editor previews each device with its values, and the page is published", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(300_000);
  server = await startPublishServer(PORT());
  await signIn(page, server.url);
  const api = await editorApi(page, server.url);
  await api.save("pages/version-movil.json", doc);
  // The hero's page is saved and published through the editor's API.
  await api.save("pages/portada-movil.json", heroDoc);
  await api.publish("pages/portada-movil.json");

  await page.goto(`${server.url}/admin/edit?file=pages/version-movil.json`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  const canvas = page.frameLocator("#preview-frame");
  await expect(page.getByTitle("Ver a Escritorio 1440")).toBeDisabled();
  await expectDevice(canvas, "desktop");
  await page.getByTitle("Ver a Tableta 768").click({ timeout: 15_000 });
  await expectDevice(canvas, "tablet");
  await page.getByTitle("Ver a Móvil 390").click({ timeout: 15_000 });
  // The cards' phone column count is set in the editor, under «En móvil»: the phone preview takes it at once.
  await clickInCanvas(canvas.getByRole("heading", { name: "Uno" }));
  const phoneColumns = page.locator('[data-pointer="/sections/1/phone/columns"]').filter({ visible: true }).first();
  await phoneColumns.selectOption("3");
  await expectDevice(canvas, "phone");
  // Written as a number: the document stays valid.
  await expect(page.getByTestId("status")).toHaveText("Sin errores");
  await page.getByTitle("Ver a Escritorio 1440").click({ timeout: 15_000 });
  await expectDevice(canvas, "desktop");

  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByTestId("message")).toHaveText(/Guardad/, { timeout: 30_000 });
  // Published through the API: the editor's «Publicar» is publish.spec's claim, not this one's.
  await api.publish("pages/version-movil.json");
});

for (const [width, device] of [
  [390, "phone"],
  [1440, "desktop"],
] as const) {
  test(`at ${width} px the public page shows the ${device === "phone" ? "phone's" : "section's own"} values, with no layout shift`, {
    tag: "@desktop",
  }, async ({ browser }) => {
    // With motion: a visitor's page, whose animations must not shift it either (motion.ts).
    const visitor = await browser.newContext({ viewport: { width, height: 900 }, locale: "es-ES", ...keepMotion });
    const tab = await visitor.newPage();
    const shifts = await watchShifts(tab);
    await tab.goto(`${server.url}/version-movil`, { waitUntil: "load" });
    await expectDevice(tab, device);
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await shifts()).toBe(0);
    // The hero's image: the phone's below 768 px, its own from there up, its space reserved either way
    // (the shifts are counted again on each page: the observer starts with it).
    await tab.goto(`${server.url}/portada-movil`, { waitUntil: "load" });
    await expect
      .poll(() => imageOf(tab.locator("#portada img")))
      .toBe(device === "phone" ? "/img/mockups/mesas.svg" : "/img/mockups/hero-app.svg");
    await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await shifts()).toBe(0);
    await visitor.close();
  });
}
