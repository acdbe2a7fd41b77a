// Issue 43, "Keyboard-only editing" (WCAG 2.2 AA, 2.5.7: every drag has another way): with the keyboard
// alone a marketer opens a page from the list, goes from section to section, moves one, duplicates and
// deletes it, edits a field, adds a section and saves; no mouse event reaches the editor or its preview, and
// the focus is on a section (never on the page's body) after each change. And the editor's own screens
// (page list, editor, shortcuts, history, a review) have no serious or critical axe finding.
import { expect, test, type Page } from "./test.ts";
import { axe } from "./axe.ts";
import { e2ePort, signIn, startPublishServer, type PublishServer } from "./publish-server.ts";

let server: PublishServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPublishServer(e2ePort(87));
});
test.afterAll(async () => server?.stop());

/** Counts every mouse event in the editor's document and, once drawn, its preview's (pointerdown of a mouse, mousedown, click by a mouse). */
const COUNT_MOUSE = () => {
  const count = (doc: Document) => {
    const top = window as unknown as { __mouse?: string[] };
    top.__mouse ??= [];
    const note = (e: Event) => {
      const pointer = (e as PointerEvent).pointerType;
      if (e.type === "click" && pointer !== "mouse" && (e as MouseEvent).detail === 0) return; // Enter or Space
      if (e.type === "pointerdown" && pointer !== "mouse") return;
      top.__mouse?.push(`${e.type} ${(e.target as Element)?.tagName}`);
    };
    for (const type of ["pointerdown", "mousedown", "mouseup", "click"]) doc.addEventListener(type, note, true);
  };
  count(document);
  // The preview's iframe is written by the editor, not loaded: its document is watched when it appears.
  const watched = new WeakSet<Document>();
  setInterval(() => {
    const frame = (document.getElementById("preview-frame") as HTMLIFrameElement | null)?.contentDocument;
    if (frame && !watched.has(frame)) {
      watched.add(frame);
      count(frame);
    }
  }, 50);
};

/** Where the focus is: the element's name, and whether it is a section of the preview. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    let inFrame = false;
    if (el?.id === "preview-frame") {
      el = (el as HTMLIFrameElement).contentDocument?.activeElement ?? null;
      inFrame = true;
    }
    const html = el as HTMLElement | null;
    return {
      inFrame,
      body: !html || html.tagName === "BODY",
      // A section of the preview by its Puck id (a copy gets a new one), and its text.
      section: inFrame ? (html?.getAttribute("data-puck-component") ?? null) : null,
      text: html?.textContent ?? "",
      label: html?.getAttribute("aria-label") ?? html?.textContent?.trim().slice(0, 80) ?? "",
      pointer: html?.getAttribute("data-pointer") ?? null,
    };
  });

/** Presses `key` (Tab or Shift+Tab) until the focus is where `found` says, at most `max` times. */
async function tabTo(page: Page, found: (f: Awaited<ReturnType<typeof focused>>) => boolean, key = "Tab", max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (found(await focused(page))) return;
  }
  throw new Error(`${key} never reached the element (last: ${JSON.stringify(await focused(page))})`);
}

const sectionsOf = (page: Page) =>
  page.evaluate(() =>
    [
      ...((document.getElementById("preview-frame") as HTMLIFrameElement | null)?.contentDocument?.querySelectorAll(
        "[data-puck-component]",
      ) ?? []),
    ].map((el) => el.getAttribute("data-puck-component") ?? ""),
  );

test("a page edited with the keyboard alone: open, go between sections, move, duplicate, delete, edit, add, save", {
  tag: "@desktop",
}, async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, server.url);
  await page.addInitScript(COUNT_MOUSE);
  await page.goto(`${server.url}/admin/edit`);
  await expect(page.getByRole("link", { name: /Sobre nosotros.*\/about/ })).toBeVisible({ timeout: 60_000 });

  // The page list: Tab to the page, Enter opens it.
  await tabTo(page, (f) => /^Sobre nosotros/.test(f.label));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("status")).toHaveText("Sin errores", { timeout: 90_000 });
  await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 60_000 });

  // «?» lists the shortcuts; Escape closes the panel.
  await page.keyboard.press("?");
  const help = page.getByTestId("keyboard-help");
  await expect(help).toBeVisible();
  for (const keys of ["Ctrl+S", "Ctrl+Z", "Alt+↑ y Alt+↓", "Ctrl+D"]) await expect(help.getByText(keys)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  const originalIds = (
    (await (await page.request.get(`${server.url}/admin/edit/api/page?file=pages/about.json`)).json()) as {
      doc: { sections: Array<{ id?: string }> };
    }
  ).doc.sections.map((section) => section.id);
  expect(originalIds.slice(0, 3)).toEqual(["inicio", "historia", "cifras"]);
  // Tab reaches the preview's first section; ↓ goes to the next one, which is selected.
  const before = await sectionsOf(page);
  await tabTo(page, (f) => f.section !== null);
  expect((await focused(page)).section).toBe(before[0]);
  await page.keyboard.press("ArrowDown");
  await expect.poll(async () => (await focused(page)).section).toBe(before[1]);

  // Alt+↓ moves it down one place; the focus stays on it.
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(() => sectionsOf(page)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  await expect.poll(async () => (await focused(page)).section).toBe(before[1]);

  // Ctrl+D duplicates it: the focus is on the copy, right after it.
  await page.keyboard.press("Control+d");
  await expect.poll(async () => (await sectionsOf(page)).length).toBe(before.length + 1);
  await expect
    .poll(async () => {
      const [now, list] = [(await focused(page)).section ?? "", await sectionsOf(page)];
      return list.indexOf(now) === 3 && !before.includes(now);
    })
    .toBe(true);
  // Supr deletes the copy: the focus lands on its neighbour, not on the page's body.
  await page.keyboard.press("Delete");
  await expect.poll(async () => (await sectionsOf(page)).length).toBe(before.length);
  await expect.poll(async () => (await focused(page)).section).toBe(before[3]);

  // ↑ back to the moved section; Enter takes the focus to its fields; its title is edited; Escape goes back.
  await page.keyboard.press("ArrowUp");
  await expect.poll(async () => (await focused(page)).section).toBe(before[1]);
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).pointer).toMatch(/^\/sections\/2\//);
  await tabTo(page, (f) => /^\/sections\/2\/(heading\/)?title$/.test(f.pointer ?? ""), "Tab", 30);
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Nuestra historia, contada");
  await page.keyboard.press("Escape");
  await expect.poll(async () => (await focused(page)).section).toBe(before[1]);
  await expect.poll(async () => (await focused(page)).text).toContain("Nuestra historia, contada");

  // Back to the header (Shift+Tab goes through the sections before, the hero last: it is the one selected);
  // «Añadir sección» adds one after it.
  await tabTo(page, (f) => f.label === "Tipo de sección a añadir", "Shift+Tab", 200);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  expect((await focused(page)).label).toBe("Añadir sección");
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await sectionsOf(page)).length).toBe(before.length + 1);

  // Ctrl+S saves; the saved draft has every change.
  await expect(page.getByTestId("status")).not.toHaveText("Comprobando…");
  await page.keyboard.press("Control+s");
  await expect(page.getByTestId("message")).toHaveText(/Guardad/, { timeout: 30_000 });
  const saved = (await (await page.request.get(`${server.url}/admin/edit/api/page?file=pages/about.json`)).json()) as {
    doc: { sections: Array<Record<string, unknown>> };
  };
  // Moved below «En cifras», retitled; the new section after the hero, the last section the focus went through.
  const ids = saved.doc.sections.map((section) => section.id);
  expect(ids.filter((id) => id !== ids[1])).toEqual(["inicio", "cifras", "historia", ...originalIds.slice(3)]);
  expect(originalIds).not.toContain(ids[1]);
  expect(JSON.stringify(saved.doc.sections[3])).toContain("Nuestra historia, contada");

  expect(await page.evaluate(() => (window as unknown as { __mouse?: string[] }).__mouse ?? [])).toEqual([]);
});

test("the editor's screens have no serious or critical axe finding", { tag: "@desktop" }, async ({ page }) => {
  test.setTimeout(300_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await signIn(page, server.url);
  const findings: string[] = [];
  const check = async (screen: string) => {
    const { violations } = await axe(page).analyze();
    for (const v of violations)
      if (v.impact === "serious" || v.impact === "critical")
        findings.push(`${screen}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  };
  await page.goto(`${server.url}/admin/edit`);
  await expect(page.getByRole("link", { name: /Sobre nosotros.*\/about/ })).toBeVisible({ timeout: 60_000 });
  await check("page list");

  // The home page: its sections hold the site's own buttons (tabs, the calculator), which were controls inside
  // Puck's draggable role=button wrappers (nested-interactive, serious; preview-sections.ts).
  await page.goto(`${server.url}/admin/edit?file=pages/home.json`);
  await expect(page.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
  await expect(page.locator("#preview-frame")).toBeVisible({ timeout: 60_000 });
  await expect(page.frameLocator("#preview-frame").locator("[data-puck-component]").first()).toBeVisible();
  await check("editor");
  await page.keyboard.press("?");
  await expect(page.getByTestId("keyboard-help")).toBeVisible();
  await check("keyboard help");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Más", exact: true }).press("Enter");
  await page.getByRole("menuitemcheckbox", { name: "Historial" }).press("Enter");
  await expect(page.getByTestId("history")).toBeVisible({ timeout: 30_000 });
  await check("history");

  // A review of a saved draft.
  const me = (await (await page.request.get(`${server.url}/admin/api/me`)).json()) as { csrfToken: string };
  const headers = { "Content-Type": "application/json", Origin: server.url, "X-CSRF-Token": me.csrfToken };
  const post = async <T>(name: string, data: unknown) =>
    (await (await page.request.post(`${server.url}/admin/edit/api/${name}`, { headers, data })).json()) as T;
  const opened = (await (
    await page.request.get(`${server.url}/admin/edit/api/page?file=pages/careers.json`)
  ).json()) as {
    hash: string;
    doc: { meta: Record<string, unknown> };
  };
  await post("save", {
    file: "pages/careers.json",
    hash: opened.hash,
    doc: { ...opened.doc, meta: { ...opened.doc.meta, title: "Empleo | {product}" } },
  });
  const review = await post<{ id: string }>("review-request", { file: "pages/careers.json", note: "¿Vale así?" });
  await page.goto(`${server.url}/admin/edit?review=${review.id}`);
  await expect(page.getByText("¿Vale así?")).toBeVisible({ timeout: 60_000 });
  await check("review");

  expect(findings).toEqual([]);
});
