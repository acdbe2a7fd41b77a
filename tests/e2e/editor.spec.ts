// The visual page editor (`npm run edit`) in a real browser, against a copy
// of pages/ (SITE_CONTENT_ROOT): the shared pages/ are never written. One
// editor server for the file, one viewport (the editor is a desktop tool).
import { expect, test, type Page } from "./test.ts";
import { chooseMore } from "./editor-menu.ts";
import { keepMotion } from "./motion.ts";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { join } from "node:path";
import { loadContent } from "../../lib/validate/content.ts";
import { startThrowawayEditor, type ThrowawayEditor } from "../../lib/editor/throwaway.ts";
import { clickInCanvas } from "./canvas";

const root = process.cwd();
const port = Number(process.env.E2E_EDITOR_PORT ?? 5291);
const base = `http://localhost:${port}/__edit`;
let editor: ThrowawayEditor | undefined;
let content = "";

test.describe.configure({ mode: "serial" });
// With motion, as before reduced motion became the runs' default: under reduced motion «edit a paragraph in the
// preview» lost typed keys before the paragraph in two runs of the merge (and once on a branch before), with
// motion it passed every CI run so far. The cause was the app's, not motion's (the caret put back a frame after the
// inline edit's write, src/editor/useInlineEditing.ts, fixed since); motion off here again (~20 CPU-s less) waits for
// runs of the whole file without it.
test.use(keepMotion);
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  editor = await startThrowawayEditor(root, port, 60_000);
  content = editor.content;
});

// Uploads land in public/img/uploads, which the throwaway copy links to the worktree's: removed after.
const uploaded: string[] = [];
test.afterAll(() => {
  editor?.stop();
  for (const f of uploaded) rmSync(join(root, "public", f), { force: true });
});

const file = (name: string) => join(content, "pages", name);
const problemsOf = () => loadContent(content).problems;
const preview = (page: Page) => page.frameLocator("#preview-frame");
// A field by the JSON pointer of its value (Puck may keep a hidden copy of the panel for small screens).
const field = (page: Page, pointer: string) =>
  page.locator(`[data-pointer="${pointer}"]`).filter({ visible: true }).first();

async function open(page: Page, name: string) {
  await page.goto(`${base}?file=${encodeURIComponent(`pages/${name}`)}`);
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 90_000 });
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
}

test("open /about, change the first section's title, see the preview, save: only that string changes and validate passes", {
  tag: "@desktop",
}, async ({ page }) => {
  const before = readFileSync(file("about.json"), "utf8");
  await page.goto(base);
  await page.getByLabel("Buscar por dirección o título").fill("about");
  await page.getByRole("link", { name: "/about" }).click();
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 90_000 });
  const heading = preview(page).getByRole("heading", { level: 1 });
  await expect(heading).toContainText("Hacemos que gestionar un restaurante", { timeout: 60_000 });
  // Clicking the section in the preview selects it: its fields show.
  await clickInCanvas(heading);
  const title = field(page, "/sections/0/title");
  await expect(title).toHaveValue("Hacemos que gestionar un restaurante sea más fácil");
  await title.fill("Hacemos que gestionar un restaurante sea más fácil y");
  // Typing key by key keeps the focus in the field (a remounted field would drop it after one key).
  await title.pressSequentially(" rápido");
  await expect(heading).toContainText("y rápido");
  await expect(page.getByTestId("status")).toHaveText("Sin errores");
  await save(page);
  await expect(page.getByTestId("message")).toHaveText("Guardado");
  // The new title waits for a translator (its highlight shows in Spanish with it, but its own translation stands).
  await expect(page.getByTestId("untranslated")).toContainText("en 1");
  const after = readFileSync(file("about.json"), "utf8");
  expect(after).toBe(
    before.replace(
      '"Hacemos que gestionar un restaurante sea más fácil"',
      '"Hacemos que gestionar un restaurante sea más fácil y rápido"',
    ),
  );
  expect(problemsOf()).toEqual([]);

  // After a save the catalogs are rewritten: a tab of the site reloads, the editor does not
  // (its "Guardado", selection and undo history stay).
  let editorLoads = 0;
  page.on("load", () => editorLoads++);
  const site = await page.context().newPage();
  await site.goto(`http://localhost:${port}/about`);
  // (the dev page listens for changes once it has rendered)
  await expect(site.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  const siteReloaded = site.waitForEvent("load");
  const catalog = join(content, "locales/en/content.po");
  writeFileSync(catalog, `${readFileSync(catalog, "utf8")}\n`);
  await siteReloaded;
  await site.close();
  await expect(page.getByTestId("message")).toHaveText("Guardado");
  await expect(title).toHaveValue("Hacemos que gestionar un restaurante sea más fácil y rápido");
  expect(editorLoads).toBe(0);
});

test("an image field: upload a PNG, its alt text is required, and the preview shows it with srcset and its size", {
  tag: "@desktop",
}, async ({ page }) => {
  await open(page, "home.json");
  await clickInCanvas(preview(page).getByRole("heading", { level: 1 }));
  const imageField = field(page, "/sections/0/image");
  // A photo 1800 px wide: stored at 400/800/1280/1600, named by the hash of its bytes.
  const png = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#7c5cff" } })
    .png()
    .toBuffer();
  const hash = createHash("sha256").update(png).digest("hex").slice(0, 16);
  uploaded.push(...[400, 800, 1280, 1600].map((w) => `img/uploads/${hash}-${w}.webp`));
  await imageField
    .getByTestId("image-file")
    .setInputFiles({ name: "../../foto.png", mimeType: "image/png", buffer: png });
  const alt = imageField.getByRole("textbox", { name: /^Texto alternativo/ });
  // The old description does not fit the new image: cleared, focused, and the page cannot be saved without one.
  await expect(alt).toBeFocused();
  await expect(alt).toHaveValue("");
  await expect(page.getByTestId("status")).toHaveText("1 problema");
  await alt.fill("Equipo de sala sirviendo mesas");
  await expect(page.getByTestId("status")).toHaveText("Sin errores");
  const img = preview(page).locator(`img[src="/img/uploads/${hash}-1600.webp"]`);
  await expect(img).toHaveAttribute("alt", "Equipo de sala sirviendo mesas");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1067");
  await expect(img).toHaveAttribute("srcset", new RegExp(`${hash}-400\\.webp 400w, .*${hash}-1600\\.webp 1600w$`));
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  // The library offers it for reuse; Escape closes it.
  await imageField.getByRole("button", { name: "Biblioteca" }).click();
  const dialog = page.getByRole("dialog", { name: "Biblioteca de imágenes" });
  await expect(dialog.locator(`img[src="/img/uploads/${hash}-400.webp"]`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("new page: a bad path, a taken path and an empty title each say why, at the field; nothing is created", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto(base);
  // (the form checks a taken path against the list once it is there; the server refuses it too)
  await expect(page.getByRole("link", { name: /\/about · pages\/about\.json/ })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole("form", { name: "Nueva página" });
  const path = form.getByLabel(/^Dirección/);
  const error = page.getByTestId("new-page-error");
  await path.fill("/Ofertas Verano");
  await form.getByLabel("Título").fill("Ofertas de verano");
  await form.getByRole("button", { name: "Crear" }).click();
  await expect(error).toContainText("¿Quizá /ofertas-verano?");
  await expect(path).toHaveAttribute("aria-invalid", "true");
  await path.fill("/about");
  await form.getByRole("button", { name: "Crear" }).click();
  await expect(error).toContainText("Ya hay una página en /about");
  await path.fill("/ofertas-verano");
  await form.getByLabel("Título").fill(" ");
  await form.getByRole("button", { name: "Crear" }).click();
  await expect(error).toHaveText("Escribe un título para la página.");
  expect(existsSync(file("ofertas-verano.json"))).toBe(false);
});

test("translations beside the Spanish: typing the English writes the catalog, and the preview in English shows it", {
  tag: "@desktop",
}, async ({ page }) => {
  await open(page, "about.json");
  await clickInCanvas(preview(page).getByRole("heading", { level: 1 }));
  await expect(field(page, "/sections/0/eyebrow")).toHaveValue("Sobre nosotros");
  const english = page.locator('[data-translation="en/sections/0/eyebrow"]').filter({ visible: true });
  await expect(english).toHaveValue("About us");
  await english.fill("About us, today");
  await expect(page.locator(`[id="${await english.getAttribute("aria-describedby")}"]`)).toHaveText("Guardado");
  const catalog = readFileSync(join(content, "locales/en/content.po"), "utf8");
  expect(catalog).toContain('msgid "Sobre nosotros"\nmsgstr "About us, today"');
  await chooseMore(page, "Inglés");
  await expect(preview(page).getByText("About us, today")).toBeVisible();
  // A Spanish change not saved yet cannot be translated yet.
  await field(page, "/sections/0/eyebrow").fill("Quiénes somos");
  await expect(
    page.getByText("Guarda la página para traducir este texto nuevo.").filter({ visible: true }),
  ).toBeVisible();
});

test("edit a paragraph in the preview: the side panel follows, and undo takes it back", { tag: "@desktop" }, async ({
  page,
}) => {
  await open(page, "careers.json");
  const lead = preview(page)
    .locator("p")
    .filter({ hasText: /^Somos un equipo/ })
    .first();
  await expect(lead).toBeVisible({ timeout: 60_000 });
  const before = (await lead.textContent()) ?? "";
  await clickInCanvas(lead, { double: true });
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Y crecemos.");
  await expect(lead).toHaveText(`${before} Y crecemos.`);
  await expect(page.locator('[data-pointer$="/lead"]').filter({ visible: true }).first()).toHaveValue(
    `${before} Y crecemos.`,
  );
  await expect(page.getByText("Cambios sin guardar")).toBeVisible();
  await page.keyboard.press("Escape");
  // Each pause in the typing is an undo step, as in the side panel (Puck folds changes less than 250 ms apart), and a
  // busy machine types slower than that: each «Deshacer» takes back a part of what was typed, the last one the
  // paragraph as it was, and then there is nothing left to undo.
  // (The text as typed: a space typed last may still be a no-break space.)
  const undo = page.getByRole("button", { name: "Deshacer" });
  const typed = async () => ((await lead.textContent()) ?? "").replaceAll("\u00a0", " ");
  for (let shown = `${before} Y crecemos.`; shown !== before; ) {
    await undo.click();
    await expect.poll(typed).not.toBe(shown);
    shown = await typed();
    expect(`${before} Y crecemos.`.startsWith(shown)).toBe(true);
  }
  await expect(undo).toBeDisabled();
});

test("add an FAQ section, move it up by keyboard, save: the document is valid", { tag: "@desktop" }, async ({
  page,
}) => {
  await open(page, "contact.json");
  const sections = () =>
    (JSON.parse(readFileSync(file("contact.json"), "utf8")) as { sections: Array<{ type: string }> }).sections.map(
      (s) => s.type,
    );
  const types = sections();
  await page.getByLabel("Tipo de sección a añadir").selectOption("faq");
  await page.getByRole("button", { name: "Añadir sección" }).click();
  await expect(preview(page).getByRole("heading", { name: "Preguntas frecuentes" })).toBeVisible({ timeout: 30_000 });
  // The new section is selected; Alt+↑ moves it up one place.
  await page.getByLabel("Tipo de sección a añadir").focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByTestId("status")).toHaveText("Sin errores");
  await save(page);
  await expect(page.getByTestId("message")).toHaveText("Guardado");
  const after = sections();
  expect(after).toEqual([...types.slice(0, -1), "faq", types[types.length - 1]]);
  expect(problemsOf()).toEqual([]);
});

test("duplicate and delete a section", { tag: "@desktop" }, async ({ page }) => {
  await open(page, "blog.json");
  // The preview is the file: no example text fills a field the header lacks.
  await expect(preview(page).getByRole("heading", { level: 1 })).toContainText("Ideas para llenar más mesas", {
    timeout: 60_000,
  });
  await expect(preview(page).getByText("Volver al inicio")).toHaveCount(0);
  // A page without a test shows no A/B fields; Puck's controls have names.
  await expect(page.getByText("Prueba A/B", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Zoom de la vista previa")).toBeVisible();
  await page.getByRole("button", { name: "Esquema", exact: true }).press("Enter");
  await expect(page.getByRole("button", { name: "Esquema", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.locator('[class*="_Layer-name"][data-detail="Ideas para llenar más mesas"]').filter({ visible: true }),
  ).toHaveCount(1);
  const sections = preview(page).locator("[data-puck-component]");
  const before = await sections.count();
  await sections.first().click();
  await expect(
    preview(page)
      .getByRole("button", { name: "Subir", exact: true })
      .or(page.getByRole("button", { name: "Subir", exact: true }))
      .filter({ visible: true }),
  ).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Añadir a «Botones»" }).filter({ visible: true })).toHaveCount(1);
  // The selected section's action bar sits over the preview, inside its iframe.
  const action = (name: string) =>
    preview(page)
      .getByRole("button", { name })
      .or(page.getByRole("button", { name }))
      .filter({ visible: true })
      .first();
  await action("Duplicar").click({ timeout: 15_000 });
  await expect(sections).toHaveCount(before + 1);
  await expect(page.getByText("Cambios sin guardar")).toBeVisible();
  await sections.nth(1).click();
  await action("Eliminar").click({ timeout: 15_000 });
  await expect(sections).toHaveCount(before);
  await expect(page.getByText("Cambios sin guardar")).toHaveCount(0);
});

test("a duplicated section gets the next free anchor, so the page stays valid", { tag: "@desktop" }, async ({
  page,
}) => {
  await open(page, "about.json");
  const sections = preview(page).locator("[data-puck-component]");
  await sections.nth(1).click();
  await expect(field(page, "/sections/1/id")).toHaveValue("historia");
  const action = (name: string) =>
    preview(page)
      .getByRole("button", { name })
      .or(page.getByRole("button", { name }))
      .filter({ visible: true })
      .first();
  await action("Duplicar").click({ timeout: 15_000 });
  await sections.nth(2).click();
  await expect(field(page, "/sections/2/id")).toHaveValue("historia-2");
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 15_000 });
});

test("undo and redo an edit and a duplicate, with the toolbar and with Ctrl+Z / Ctrl+Shift+Z: outline and preview follow", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.clock.install();
  await open(page, "blog.json");
  const sections = preview(page).locator("[data-puck-component]");
  const outline = page.locator('[class*="_Layer-name"]').filter({ visible: true });
  // (the duplicate of the header is a second h1 right under it)
  const heading = preview(page).getByRole("heading", { level: 1 }).first();
  const original = "Ideas para llenar más mesas";
  await expect(heading).toContainText(original, { timeout: 60_000 });
  const count = await sections.count();
  // The left panel shows the palette or the outline (Puck's undo also restores which one): open the outline.
  const showOutline = async () => {
    if (!(await page.locator("h2", { hasText: "Esquema" }).filter({ visible: true }).count()))
      await page.getByRole("list").getByText("Esquema", { exact: true }).click();
  };
  await showOutline();
  await expect(outline).toHaveCount(count);
  const expectState = async (title: string, n: number, dirty: boolean) => {
    await expect(heading).toContainText(title);
    await expect(sections).toHaveCount(n);
    await showOutline();
    await expect(outline).toHaveCount(n);
    await expect(page.getByText("Cambios sin guardar")).toHaveCount(dirty ? 1 : 0);
  };

  // Edit the header's title, duplicate the header and press «Deshacer», all before Puck has recorded
  // the edit: it records a step 250 ms after the last change, and a busy browser (CI's) handles clicks
  // before that timer. The page's clock holds the timer. The duplicate took the edit's step with it (one
  // «Deshacer» took both away), and an undo before the record went back past the change it was waiting for.
  const undo = page.getByRole("button", { name: "Deshacer" });
  const redo = page.getByRole("button", { name: "Rehacer" });
  const action = (name: string) =>
    preview(page)
      .getByRole("button", { name })
      .or(page.getByRole("button", { name }))
      .filter({ visible: true })
      .first();
  await clickInCanvas(heading);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  await field(page, "/sections/0/title").fill("Ideas para llenar la sala");
  await action("Duplicar").click({ timeout: 15_000 });
  await expect(sections).toHaveCount(count + 1);
  await undo.click();
  await page.clock.resume();
  await expectState("Ideas para llenar la sala", count, true);
  await redo.click();
  await expectState("Ideas para llenar la sala", count + 1, true);
  // The copy sits right under its original, in the preview and in the outline.
  await expect(outline.nth(1)).toHaveText((await outline.nth(0).textContent()) ?? "");

  // Toolbar: undo the duplicate, then the edit; redo both.
  await undo.click();
  await expectState("Ideas para llenar la sala", count, true);
  await undo.click();
  await expectState(original, count, false);
  await redo.click();
  await expectState("Ideas para llenar la sala", count, true);
  await redo.click();
  await expectState("Ideas para llenar la sala", count + 1, true);

  // Keyboard, with the focus outside any field (in a field, Ctrl+Z is the field's own undo).
  await page.getByRole("button", { name: "← Páginas" }).focus();
  await page.keyboard.press("Control+z");
  await expectState("Ideas para llenar la sala", count, true);
  await page.keyboard.press("Control+z");
  await expectState(original, count, false);
  await page.keyboard.press("Control+Shift+z");
  await expectState("Ideas para llenar la sala", count, true);
  await page.keyboard.press("Control+Shift+z");
  await expectState("Ideas para llenar la sala", count + 1, true);
  // Redo brings the copy back with its own anchor: the rename is part of the duplicate's step.
  await sections.nth(1).click();
  await expect(field(page, "/sections/1/id")).toHaveValue(/-2$/);
});

test("an invalid link shows its error at the field and in the list, and Save is refused", { tag: "@desktop" }, async ({
  page,
}) => {
  const before = readFileSync(file("about.json"), "utf8");
  await open(page, "about.json");
  await clickInCanvas(preview(page).getByRole("heading", { level: 1 }));
  // Puck's list shows each action by its label; opening it shows its fields
  // (the palette has a section type of the same name: look in the field's list only).
  await page
    .locator('[class*="_ArrayFieldItem-summary"]')
    .filter({ hasText: /^Casos de éxito$/ })
    .filter({ visible: true })
    .first()
    .click({ timeout: 15_000 });
  const href = field(page, "/sections/0/actions/0/href");
  await href.fill("/no-existe");
  const error = page.locator('[data-field-error="/sections/0/actions/0/href"]').filter({ visible: true });
  await expect(error).toContainText("enlaza a /no-existe, que no es una página del sitio", { timeout: 15_000 });
  // The list names the field by its labels, not by a JSON pointer.
  await page.getByTestId("status").click();
  const problems = page.getByTestId("problems");
  await expect(problems).toContainText("Botones › 1 › Enlace");
  await expect(problems).not.toContainText("/sections/0");
  await save(page);
  await expect(page.getByTestId("message")).toContainText("No se puede guardar: hay 1 problema");
  expect(readFileSync(file("about.json"), "utf8")).toBe(before);
});

test("reload mid-edit keeps the work; a file changed on disk meanwhile is not overwritten and both versions are shown", {
  tag: "@desktop",
}, async ({ page }) => {
  await open(page, "careers.json");
  await field(page, "/meta/description").fill("Trabaja con nosotros en un equipo pequeño.");
  // The draft is written in the same change that marks the page unsaved: once
  // that shows, a reload has something to restore (a fixed wait lost the race
  // under load in full run 6).
  await expect(page.getByText("Cambios sin guardar")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("message")).toHaveText("Se han recuperado cambios sin guardar de esta página.", {
    timeout: 90_000,
  });
  await expect(field(page, "/meta/description")).toHaveValue("Trabaja con nosotros en un equipo pequeño.");

  // Someone else edits the file (here: a blank line at its end).
  const changed = `${readFileSync(file("careers.json"), "utf8")}\n`;
  writeFileSync(file("careers.json"), changed);
  await save(page);
  await expect(page.getByTestId("conflict")).toBeVisible();
  await page.getByRole("button", { name: "Ver qué cambia" }).click();
  // Field by field, by label: the one field that differs.
  const rows = page.getByTestId("differences").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("rowheader")).toHaveText("Descripción en Google");
  await expect(rows.locator('[data-side="yours"]')).toHaveText("Trabaja con nosotros en un equipo pequeño.");
  expect(readFileSync(file("careers.json"), "utf8")).toBe(changed);
});

test("create variant b with weights 50/50: both documents validate", { tag: "@desktop" }, async ({ page }) => {
  await open(page, "about.json");
  await chooseMore(page, "Crear variante A/B");
  const dialog = page.getByTestId("variant-dialog");
  await dialog.getByLabel("Nombre de la variante (p. ej. b)").fill("b");
  await dialog.getByRole("button", { name: "Crear" }).click();
  await expect(page.getByTestId("message")).toHaveText("Variante creada: pages/about.b.json", { timeout: 30_000 });
  expect(existsSync(file("about.b.json"))).toBe(true);
  const baseDoc = JSON.parse(readFileSync(file("about.json"), "utf8")) as {
    experiment: { weights: Record<string, number> };
  };
  expect(baseDoc.experiment.weights).toEqual({ control: 50, b: 50 });
  expect((JSON.parse(readFileSync(file("about.b.json"), "utf8")) as { variant: string }).variant).toBe("b");
  expect(problemsOf()).toEqual([]);
  // Each arm can be previewed: the variant opens from the base.
  await page
    .getByTestId("arms")
    .getByRole("button", { name: /^Variante B/ })
    .click();
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  await expect(page.locator("header strong")).toHaveText("/about · Variante B");
});

test("the variant created in the editor prerenders: both arms get their HTML, the base with the 50/50 split", {
  tag: "@desktop",
}, async ({ page }) => {
  test.setTimeout(600_000);
  // Still open from the previous test's variant (serial): change the b arm's title and save it.
  await open(page, "about.b.json");
  await clickInCanvas(preview(page).getByRole("heading", { level: 1 }));
  await field(page, "/sections/0/title").fill("Variante B: gestionar un restaurante, más fácil");
  await expect(page.getByTestId("status")).toHaveText("Sin errores");
  await save(page);
  await expect(page.getByTestId("message")).toHaveText("Guardado");
  expect(problemsOf()).toEqual([]);

  // Render the copy of pages/ the way a publish does: the production renderer and the built SSR bundle
  // (dist-ssr/), from the project's build (dist/), only what differs (lib/render/publish-render.ts).
  const dist = join(content, "dist");
  const render = spawnSync(
    process.execPath,
    [
      "lib/render/publish-render.ts",
      "--ssr",
      join(root, "dist-ssr"),
      "--content",
      content,
      "--out",
      dist,
      "--fallback",
      join(root, "dist"),
    ],
    { cwd: root, encoding: "utf8" },
  );
  expect(render.status, `${render.stdout}\n${render.stderr}`).toBe(0);

  const control = readFileSync(join(dist, "about/index.html"), "utf8");
  const b = readFileSync(join(dist, "about/_variant/b/index.html"), "utf8");
  // Each arm's h1 as a reader sees it: the title's highlight is an element inside it
  // (and since the page data carries only islands, the h1 is the one copy of the title).
  const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]*>/g, "");
  expect(h1(control)).toContain("Hacemos que gestionar un restaurante sea más fácil");
  expect(control).not.toContain("Variante B");
  expect(h1(b)).toBe("Variante B: gestionar un restaurante, más fácil");
  // The base sends half of the visitors to the b arm's file before painting; the arm's canonical is the base.
  expect(control).toContain('"arms":[["control",50],["b",50]]');
  expect(/rel="canonical" href="([^"]*)"/.exec(b)?.[1]).toMatch(/^https:\/\/[^/]+\/about$/);
});
