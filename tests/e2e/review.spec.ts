// Issue 35's week in the browser, for review and translations: the owner
// invites an editor and a translator; the editor changes a page and asks for
// review; the owner (a publisher) comments and returns it; the editor fixes
// it and asks again; the owner approves and it is live; the translator
// writes its English beside the Spanish; the owner publishes the
// translations alone, one commit of the catalogs. The fast stand-in build
// (the real one is publish.spec.ts's).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { test, expect, type Browser, type Page } from "./test";
import { signIn, startPublishServer, type PublishServer, e2ePort } from "./publish-server.ts";
import { chooseMore } from "./editor-menu.ts";
import { invite } from "./invite.ts";
import { PRODUCT } from "./site-data.ts";

const PORT = () => e2ePort(12);
/** The section review's own server: the two tests may run at once. */
const SECTIONS_PORT = () => e2ePort(43);
const FAKE_BUILD = JSON.stringify([process.execPath, join(process.cwd(), "server/publish/testing/fake-build.ts")]);
const PASSWORD = "una frase larga de prueba";
let server: PublishServer;
test.afterEach(async () => server?.stop());

async function joinWith(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: "Europe/Madrid" })).newPage();
  await page.goto(link);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repite la contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Guardar y entrar" }).click();
  await page.waitForURL(/\/admin\/edit/);
  return page;
}
const title = (page: Page) => page.getByRole("textbox", { name: /^Título/ }).first();
async function saveTitle(page: Page, text: string) {
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 60_000 });
  await title(page).fill(text);
  await page.getByRole("button", { name: "Guardar borrador" }).click();
  await expect(page.getByTestId("message")).toHaveText("Guardado como borrador: aún no es público", {
    timeout: 30_000,
  });
}
async function askReview(page: Page, note: string) {
  await chooseMore(page, "Pide revisión");
  await page.getByTestId("review-note").fill(note);
  await page.getByRole("button", { name: "Enviar a revisión" }).click();
  await expect(page.getByTestId("review-request")).toContainText("En revisión");
}

test("an editor's change goes through review and goes live; a translator's English is published with the catalogs", {
  tag: "@desktop",
}, async ({ page: owner, browser }) => {
  test.setTimeout(240_000);
  const port = PORT();
  server = await startPublishServer(port, { PUBLISH_BUILD_COMMAND: FAKE_BUILD, SITE_URL: `http://localhost:${port}` });
  await signIn(owner, server.url);
  const editorLink = await invite(owner, server.url, "lucia@mesalia.example", "Lucía", "Editor");
  const translatorLink = await invite(owner, server.url, "marc@mesalia.example", "Marc", "Traductor");

  // The editor changes the title and asks for review with a note.
  const editor = await joinWith(browser, editorLink);
  await editor.goto(`${server.url}/admin/edit?file=pages/about.json`);
  await saveTitle(editor, "Quiénes somos | {product}");
  await askReview(editor, "Título más cercano, ¿vale?");

  // The owner finds it in the queue, sees the change field by field, comments and returns it.
  await owner.goto(`${server.url}/admin/edit`);
  await owner
    .getByTestId("review-queue")
    .getByRole("link", { name: /Quiénes somos/ })
    .click();
  // The change as a visitor reads it: the site's placeholders filled (the draft keeps «{product}»).
  await expect(owner.getByTestId("review-diff")).toContainText(`Quiénes somos | ${PRODUCT}`);
  await expect(owner.getByTestId("review-diff")).toContainText(`Sobre nosotros | ${PRODUCT}`);
  await owner.getByTestId("review-text").fill("Mejor «Nuestro equipo»");
  await owner.getByRole("button", { name: "Devolver" }).click();
  await expect(owner.getByTestId("review-status")).toHaveText("Devuelta con tu comentario.");

  // The editor sees the answer, fixes the draft and asks again.
  await editor.reload();
  await expect(editor.getByTestId("review-request")).toContainText("Devuelta");
  await expect(editor.getByTestId("review-request")).toContainText("Mejor «Nuestro equipo»");
  await saveTitle(editor, "Nuestro equipo | {product}");
  await askReview(editor, "Cambiado");

  // The owner approves the version asked about: it is live.
  await owner.reload();
  await expect(owner.getByTestId("review-diff")).toContainText(`Nuestro equipo | ${PRODUCT}`);
  await owner.getByRole("button", { name: "Aprobar y publicar" }).click();
  await expect(owner.getByTestId("review-status")).toHaveText(/Aprobada y publicada/, { timeout: 60_000 });
  // Said once (the review's state and the button's answer both printed it).
  await expect(owner.getByText("Aprobada y publicada: la página pública ya muestra el cambio.")).toHaveCount(1);
  await expect
    .poll(async () => /<title>(.*?)<\/title>/.exec(await (await owner.request.get(`${server.url}/about`)).text())?.[1])
    .toBe("Nuestro equipo | {product}");

  // The translator finds the new title waiting and writes its English beside the Spanish (kept as a draft).
  const translator = await joinWith(browser, translatorLink);
  const waiting = translator.getByTestId("site-translations");
  await waiting.getByRole("link", { name: /Sobre nosotros|Nuestro equipo/ }).click();
  await expect(translator.getByTestId("translate-page")).toContainText(`Nuestro equipo | ${PRODUCT}`);
  await translator.locator('[data-translation="en/meta/title"]').fill("Our team | {product}");
  await expect(translator.getByText("Guardado como borrador: aún no es público")).toBeVisible({ timeout: 30_000 });

  // The owner publishes the translations alone: one commit of the English catalog.
  await owner.goto(`${server.url}/admin/edit`);
  await owner.getByRole("button", { name: "Publicar traducciones (1)" }).click();
  await expect(owner.getByTestId("site-translations")).toContainText("Traducciones publicadas", { timeout: 60_000 });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: server.repo, encoding: "utf8" });
  expect(git("show", "--name-only", "--format=%s", "main").trim().split("\n")).toEqual([
    "«Administrador» publicó 1 traducción (EN 1)",
    "",
    "locales/en/content.po",
  ]);
  expect(git("show", "main:locales/en/content.po")).toContain('msgstr "Our team | {product}"');
});

test("a review of a page with one section inserted shows that section added, with its text, and nothing else changed", {
  tag: "@desktop",
}, async ({ page }) => {
  test.setTimeout(120_000);
  server = await startPublishServer(SECTIONS_PORT(), { PUBLISH_BUILD_COMMAND: FAKE_BUILD });
  await signIn(page, server.url);
  const { csrfToken } = (await (await page.request.get(`${server.url}/admin/api/me`)).json()) as { csrfToken: string };
  const headers = { "Content-Type": "application/json", Origin: server.url, "X-CSRF-Token": csrfToken };
  const post = async <T>(name: string, data: unknown) =>
    (await (await page.request.post(`${server.url}/admin/edit/api/${name}`, { headers, data })).json()) as T;
  const opened = (await (await page.request.get(`${server.url}/admin/edit/api/page?file=pages/home.json`)).json()) as {
    hash: string;
    doc: { sections: unknown[] };
  };
  // A second support banner (a copy of the page's own, with its own id and words) inserted at the top.
  const banner = {
    ...(opened.doc.sections.at(-1) as Record<string, unknown>),
    id: "aviso",
    eyebrow: "Novedad",
    title: "Abrimos oficina en Valencia",
    text: "Ven a vernos en la calle Colón.",
  };
  const doc = { ...opened.doc, sections: [banner, ...opened.doc.sections] };
  expect(await post<unknown>("save", { file: "pages/home.json", hash: opened.hash, doc })).toMatchObject({
    status: "saved",
  });
  const review = await post<{ id: string }>("review-request", { file: "pages/home.json", note: "Aviso de Valencia" });

  await page.goto(`${server.url}/admin/edit?review=${review.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Software de reservas y gestión para restaurantes",
  );
  const sections = page.getByTestId("review-sections").locator("> li");
  await expect(sections).toHaveCount(1);
  await expect(sections.first()).toHaveAttribute("data-change", "added");
  await expect(sections.first()).toContainText("Añadida");
  await expect(sections.first()).toContainText("posición 1");
  await expect(sections.first()).toContainText("Abrimos oficina en Valencia");
  await expect(sections.first()).toContainText("Ven a vernos en la calle Colón.");
  await expect(page.getByTestId("review-diff")).toHaveCount(0);

  // The draft as a page: the editor's preview of the commit asked about, in a frame.
  await page.getByRole("button", { name: "Vista previa del borrador" }).click();
  const frame = page.getByTestId("review-preview");
  await expect(frame).toHaveAttribute("src", /^\/admin\/preview\/[0-9a-f]{40}\/$/, { timeout: 60_000 });
  const framed = frame.contentFrame().locator("html");
  await expect.poll(() => framed.evaluate((html) => html.ownerDocument.title)).toMatch(/Software de reservas/);
});
