// The marketer's dev loop, against the Vite dev server (`npm run dev`):
// pages arrive rendered on the server, as the build prerenders them, and
// their islands hydrate; editing a page JSON reloads the page; an invalid edit shows Vite's error
// overlay with file, JSON pointer and reason; the section gallery
// (/__sections) renders every section type in light and dark; A/B variants
// can be previewed with ?variant=. The server reads a copy of pages/
// (SITE_CONTENT_ROOT), so the shared pages/ are never touched.
import { expect, test, type Page } from "./test.ts";
import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = process.cwd();
const port = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 4179) + 1);
const base = `http://localhost:${port}`;
let server: ChildProcess | undefined;
let content = "";

test.describe.configure({ mode: "serial" });
// One dev server for the whole file, on one project: compiling on demand is slow on a shared 2-core machine.
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  content = mkdtempSync(join(tmpdir(), "dev-loop-"));
  cpSync(join(root, "pages"), join(content, "pages"), { recursive: true });
  for (const dir of ["schema", "locales", "public"]) symlinkSync(join(root, dir), join(content, dir));
  server = spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", String(port), "--strictPort"], {
    cwd: root,
    env: { ...process.env, SITE_CONTENT_ROOT: content },
    stdio: "pipe",
    detached: true,
  });
  let log = "";
  server.stdout?.on("data", (chunk) => (log += String(chunk)));
  server.stderr?.on("data", (chunk) => (log += String(chunk)));
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/__sections`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`dev server did not start:\n${log}`);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  if (content) rmSync(content, { recursive: true, force: true });
});

const contactFile = () => join(content, "pages/contact.json");
/**
 * Resolves once the page's dev-server client is connected: the server tells a change only to the pages connected
 * at that moment, and a page rendered on the server shows its text before its client has connected (on a busy
 * machine, seconds before). Called before the page loads.
 */
const devClientConnected = (page: Page) =>
  page.waitForEvent("console", { predicate: (message) => message.text() === "[vite] connected." });

test("the section gallery renders every section type from its schema example, light and dark", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/__sections`);
  const types = readdirSync(join(root, "src/sections")).filter((d) =>
    existsSync(join(root, "src/sections", d, `${d}.schema.json`)),
  ).length;
  await expect(page.locator("[data-gallery-type]")).toHaveCount(types, { timeout: 60_000 });
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  // Every example rendered something (lazy sections included), none fell to the error boundary.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 800) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll("[data-gallery-type]")]
            .filter((a) => a.childElementCount < 2)
            .map((a) => a.getAttribute("data-gallery-type")),
        ),
      { timeout: 30_000 },
    )
    .toEqual([]);
  await page.getByRole("button", { name: "Dark" }).click();
  // The switch is a router navigation, so React renders it as a transition: it waits until every lazy
  // section it re-renders has its code, which the dev server compiles on demand (slow on a busy machine).
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark", { timeout: 30_000 });
  expect(new URL(page.url()).search).toBe("?theme=dark");
  expect(errors).toEqual([]);
});

test("a page arrives rendered and its islands hydrate: the calculator computes, the booking modal opens", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  const response = await page.goto(`${base}/`);
  // In the first response, before any script ran: the hero's title and the calculator island's marker.
  const first = (await response?.text()) ?? "";
  expect(first).toMatch(/<h1[^>]*>Más reservas, <mark>menos no-shows<\/mark> y cero estrés<\/h1>/);
  expect(first.includes('data-island="section-3"')).toBe(true);
  const calculator = page.locator("#calc-cta");
  await calculator.scrollIntoViewIfNeeded();
  // The first result: bookings a month, from bookings a day.
  const saving = calculator.getByRole("definition").first();
  const before = await saving.textContent();
  // Typing changes the result once the island has hydrated (the dev server compiles its code on demand).
  const bookingsPerDay = calculator.getByRole("spinbutton", { name: "Reservas al día" });
  await expect(async () => {
    await bookingsPerDay.fill("90");
    await expect(saving).not.toHaveText(before ?? "", { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // The shell's island: the floating demo button (shown on pages without their own demo call to action).
  await page.goto(`${base}/politica-de-privacidad`);
  await page.getByRole("button", { name: "Demo gratis" }).click();
  await expect(page.getByRole("dialog", { name: "Agenda tu demo gratuita" })).toBeVisible({ timeout: 30_000 });
  // A server render that the browser's first render does not match would be reported here (React logs it).
  expect(errors).toEqual([]);
});

test("editing a page JSON reloads the page; an invalid edit shows the overlay with file, pointer and reason", async ({
  page,
}) => {
  const original = readFileSync(contactFile(), "utf8");
  let connected = devClientConnected(page);
  await page.goto(`${base}/contact`);
  await expect(page.locator("h1")).toHaveText("Hablemos de tu restaurante", { timeout: 60_000 });
  await connected;

  // The new title keeps its highlight ("tu restaurante"): a title without it is an invalid document (cross-checks.ts).
  connected = devClientConnected(page);
  writeFileSync(contactFile(), original.replace('"Hablemos de tu restaurante"', '"Hablemos hoy de tu restaurante"'));
  await expect(page.locator("h1")).toHaveText("Hablemos hoy de tu restaurante", { timeout: 30_000 });
  // The page has reloaded: the next change is told to it once it is connected again.
  await connected;

  writeFileSync(contactFile(), original.replace('"title": "Hablemos de tu restaurante"', '"title": 42'));
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toContainText("pages/contact.json /sections/0/title: must be string (got 42)");

  writeFileSync(contactFile(), original.replace('"path": "/contact",', '"path": "/contact"'));
  await expect(overlay).toContainText(/pages\/contact\.json \/: invalid JSON at line \d+, column \d+/, {
    timeout: 30_000,
  });

  writeFileSync(contactFile(), original);
  await expect(page.locator("h1")).toHaveText("Hablemos de tu restaurante", { timeout: 30_000 });
  await expect(overlay).toHaveCount(0);
});

test("an A/B variant can be previewed in the dev server with ?variant=", async ({ page }) => {
  await page.goto(`${base}/agendar-demo?variant=b`);
  await expect(page.locator("h1")).toHaveText("Descubre cuántas mesas puedes recuperar cada semana", {
    timeout: 60_000,
  });
  await page.goto(`${base}/agendar-demo?variant=control`);
  await expect(page.locator("h1")).toHaveText("Agenda una demo personalizada de Mesalia");
});
