// Issue 41: the editor on the site's server (/admin/edit) gives the canvas the
// screen. Its header is one row at 1440 px (secondary actions behind «Más»),
// the canvas starts near the top of a 900 px window, the problems are listed
// once and each takes the person to its field, and at 390 px nothing of the
// editor's own chrome reaches past the window's edge, nor the admin bar's sections.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./test.ts";
import { chooseMore } from "./editor-menu.ts";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";

let server: PublishServer;
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPublishServer(e2ePort(40));
});
test.afterAll(async () => server?.stop());

async function openEditor(page: Page, file: string) {
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/edit?file=${file}`);
  await expect(page.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
}

test("at 1440×900 the header is one row and the canvas starts within the top 180 px", { tag: "@desktop" }, async ({
  page,
}) => {
  await openEditor(page, "pages/home.json");
  await expect(page.getByTestId("status")).toHaveText("Sin errores");
  const frame = page.locator("#preview-frame");
  await expect(frame).toBeVisible({ timeout: 60_000 });
  const top = (await frame.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top).toBeLessThanOrEqual(180);
  // One row: every control of the header's row shares its line.
  const row = page.locator(".editor-bar__row");
  const rowBox = await row.boundingBox();
  expect(rowBox?.height).toBeLessThanOrEqual(56);
  // The secondary actions are in «Más»: a menu button, by keyboard, Escape gives the focus back.
  const more = page.getByRole("button", { name: "Más", exact: true });
  await more.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Más" });
  await expect(menu.getByRole("menuitem", { name: "Vista previa" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemcheckbox", { name: "Historial" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
});

test("a problem in the list takes the person to its field, inside a closed list item, and focuses it", {
  tag: "@desktop",
}, async ({ page }) => {
  // A draft kept from an earlier visit whose first button links to a page that does not exist.
  const doc = JSON.parse(readFileSync("pages/about.json", "utf8"));
  doc.sections[0].actions[1].href = "/no-existe";
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    ["page-editor:draft:pages/about.json", JSON.stringify({ doc, hash: null })],
  );
  await openEditor(page, "pages/about.json");
  const status = page.getByTestId("status");
  await expect(status).toHaveText(/problema/);
  await status.click();
  const problems = page.getByTestId("problems");
  await expect(problems).toHaveCount(1);
  await problems.getByRole("button", { name: /Botones › 2 › Enlace/ }).click();
  const href = page.locator('[data-pointer="/sections/0/actions/1/href"]').filter({ visible: true });
  await expect(href).toBeFocused();
  await expect(href).toHaveValue("/no-existe");
});

/**
 * The header's fullest state: the page is in review (the person's request is open) and has texts waiting for a
 * translator, so «En revisión» and «Por traducir: EN … · FR … · IT …» both show. The two answers are the server's
 * own with those states set, not a review made and a text changed first: the header's layout is what is tested.
 */
async function inReviewAndUntranslated(page: Page, file: string) {
  await page.route("**/admin/edit/api/reviews", (route) =>
    route.fulfill({
      json: {
        canDecide: false,
        reviews: [
          {
            id: "r1",
            file,
            title: "Nosotros",
            userId: 1,
            name: "Ana",
            state: "open",
            requestedAt: "2026-12-07T10:00:00.000Z",
            updatedAt: "2026-12-07T10:00:00.000Z",
            comments: [],
          },
        ],
      },
    }),
  );
  await page.route("**/admin/edit/api/translations?*", async (route) => {
    const answer = (await (await route.fetch()).json()) as {
      entries: Array<{ translations: Record<string, { status: string }> }>;
    };
    for (const entry of answer.entries.slice(0, 3))
      for (const lang of Object.values(entry.translations)) lang.status = "pending";
    await route.fulfill({ json: answer });
  });
}

test("at 390 px the editor's header and panels stay inside the window", { tag: "@widths" }, async ({ page }) => {
  await inReviewAndUntranslated(page, "pages/about.json");
  await openEditor(page, "pages/about.json");
  const width = page.viewportSize()?.width ?? 0;
  const bar = page.locator(".editor-bar");
  // The page by its short name, as the page list and the review name it (it read «Sobre nosotros | Mesalia»).
  await expect(bar.locator(".editor-bar__name")).toHaveText("Sobre nosotros");
  // The texts to translate are counted on the server after the page opens: 60 s, as team-week gives the same count.
  await expect(bar.getByTestId("review-request")).toContainText("En revisión", { timeout: 30_000 });
  await expect(bar.getByTestId("pending-translations")).toContainText("Por traducir", { timeout: 60_000 });
  // No control of the header's row is on a line of its own, nor its words on two lines.
  const rows = await page.locator(".editor-bar__row").evaluate((row) => {
    const shown = [...row.querySelectorAll("button, a, select, .editor-bar__title")].filter(
      (el) => el.getBoundingClientRect().width > 0,
    );
    const tops = new Map<number, string[]>();
    for (const el of shown) {
      const box = el.getBoundingClientRect();
      const top = Math.round(box.top + box.height / 2);
      const line = [...tops.keys()].find((t) => Math.abs(t - top) < 12) ?? top;
      tops.set(line, [...(tops.get(line) ?? []), el.textContent?.trim().slice(0, 24) ?? ""]);
    }
    const tall = shown.filter((el) => el.tagName === "BUTTON" && el.getBoundingClientRect().height > 40);
    return { lines: [...tops.values()], tall: tall.map((el) => el.textContent) };
  });
  expect(rows.tall).toEqual([]);
  if (width >= 1280) expect(rows.lines).toHaveLength(1);
  else for (const line of rows.lines) expect(line.length, `alone on its line: ${line}`).toBeGreaterThan(1);
  if (width < 640) {
    // Two rows on a phone, «En revisión» and «Por traducir» among them (it was four, 143 px, with both; before
    // that four, 165 px, and Puck's toolbar under them): the page shows within ~120 px.
    expect(rows.lines).toHaveLength(2);
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(96);
    await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 60_000 });
    expect((await page.locator("#preview-frame").boundingBox())?.y).toBeLessThanOrEqual(120);
    // A save's message is a note over the canvas's top, inside the window: it took a third row and pushed the
    // page down.
    await chooseMore(page, "Guardar borrador");
    const note = page.getByTestId("message");
    await expect(note).toHaveText("Guardado como borrador: aún no es público", { timeout: 30_000 });
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(96);
    expect((await page.locator("#preview-frame").boundingBox())?.y).toBeLessThanOrEqual(120);
    const box = await note.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    // «Añadir sección» lists every type whole (the select beside it showed «Beneficio…»), from the keyboard too.
    const add = bar.getByRole("button", { name: "Añadir sección" });
    await add.focus();
    await page.keyboard.press("Enter");
    const types = page.getByTestId("add-section-list").locator("[data-type]");
    await expect(types.first()).toBeFocused();
    expect(await types.count()).toBeGreaterThan(10);
    const cut = await types.evaluateAll((options) =>
      options
        .filter((o) => o.scrollWidth > o.clientWidth || o.getBoundingClientRect().right > window.innerWidth)
        .map((o) => o.textContent),
    );
    expect(cut).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(types.first()).toBeHidden();
    await expect(add).toBeFocused();
    // «Guardar borrador» left the header for «Más».
    await expect(page.locator(".editor-bar").getByRole("button", { name: "Guardar borrador" })).toBeHidden();
  }
  await page.getByRole("button", { name: "Más", exact: true }).click();
  await expect(page.getByRole("menu", { name: "Más" })).toBeVisible();
  if (width < 640) {
    const menu = page.getByRole("menu", { name: "Más" });
    await expect(menu.getByRole("menuitem", { name: "Guardar borrador" })).toBeVisible();
    // The review's state and the texts to translate are the menu's first items, the list one tap away.
    await expect(menu.getByRole("menuitem", { name: "En revisión · Ver la revisión" })).toBeVisible();
    await menu.getByRole("menuitem", { name: /^Por traducir: EN 3/ }).click();
    await expect(page.locator(".pending__panel")).toBeInViewport();
  }
  const past = await page.evaluate(
    (w) =>
      [...document.querySelectorAll("[data-editor-chrome] *")]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > w + 0.5 || box.left < -0.5);
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} «${el.textContent?.slice(0, 30)}»`),
    width,
  );
  expect(past).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (width < 640) {
    // Puck's «Esquema» under the page: each section's entry ends inside the window, shortened with «…» if it must
    // be («Cabecera de producto · Hacemos que gestionar un restaurante» ran past its edge).
    await page.getByRole("button", { name: "Esquema", exact: true }).click();
    const entries = page.locator('[class*="_Layer-name"]').filter({ visible: true });
    await expect(entries.first()).toBeVisible();
    const cut = await entries.evaluateAll(
      (names, w) => names.filter((n) => n.getBoundingClientRect().right > w + 0.5).map((n) => n.textContent),
      width,
    );
    expect(cut).toEqual([]);
  }
});

test("at 390 px every section of the admin bar is on screen, the current one included", async ({ page }) => {
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin/audit`);
  const width = page.viewportSize()?.width ?? 0;
  const tabs = page.getByRole("navigation", { name: "Secciones" }).getByRole("link");
  expect(await tabs.count()).toBeGreaterThan(5);
  for (const box of await tabs.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  }
  await expect(page.locator('nav.tabs a[aria-current="page"]')).toBeInViewport();
});
