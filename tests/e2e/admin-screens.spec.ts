// Every admin and editor screen at 390 and 1440 px, light and dark (issue 41): nothing past the window's right
// edge (a menu cut off, a header pushing the page sideways), no button whose label wraps onto a second line and
// no select too short for its text.
// Each screen's screenshot goes to test-results/admin-screens/ with SCREENS=1 (screens.ts), to be looked at: this
// test finds what is broken, a person judges what is ugly.
import { expect, test, type Browser, type Page } from "./test";
import { e2ePort, signIn, startPublishServer, type PublishServer } from "./publish-server.ts";
import { chooseMore } from "./editor-menu.ts";
import { screens as screenshots } from "./screens.ts";

const screenshot = screenshots("admin-screens");
const PASSWORD = "una frase larga de prueba";
const WIDTHS = [390, 1440] as const;
const SCHEMES = ["light", "dark"] as const;
let server: PublishServer;
test.afterAll(async () => server?.stop());

interface Fault {
  what: string;
  right?: number;
}

/** What is visible and reaches past the window's right edge, and the buttons whose label takes two lines or more. */
async function faults(page: Page): Promise<Fault[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""} «${(el.textContent ?? "").trim().slice(0, 40)}»`;
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.visibility !== "hidden" && style.opacity !== "0" && box.width > 0 && box.height > 0;
    };
    /** Inside a box that scrolls or clips, and that box itself ends inside the window: not past the edge. */
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== "visible") return p.getBoundingClientRect().right <= width + 1;
      return false;
    };
    const found: Fault[] = [];
    for (const el of document.querySelectorAll("body *")) {
      const right = el.getBoundingClientRect().right;
      if (right > width + 1 && shown(el) && !clipped(el)) found.push({ what: `past the edge: ${name(el)}`, right });
    }
    // Past its card's edge, inside the window: a release's «Programada para…» ran 40 px out of its card at 390 px.
    for (const el of document.querySelectorAll(".page-list__card *")) {
      const card = el.closest(".page-list__card")?.getBoundingClientRect();
      if (card && el.getBoundingClientRect().right > card.right + 1 && shown(el) && !clipped(el))
        found.push({ what: `past its card: ${name(el)}` });
    }
    // A box that scrolls sideways (a form cut off inside a panel) hides what it holds from the person too.
    for (const el of document.querySelectorAll("body *")) {
      const style = getComputedStyle(el);
      if (el.tagName === "TABLE" || el.querySelector("table") || !shown(el)) continue;
      if ((style.overflowX === "auto" || style.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 2)
        found.push({ what: `scrolls sideways: ${name(el)}` });
    }
    for (const button of document.querySelectorAll('button, [role="button"], a.button, input[type="submit"]')) {
      if (!shown(button)) continue;
      // Lines are counted per block of the label: a block inside the button is a line of its own by design
      // (a shared section's «Usada en N páginas» under its name in «Añadir sección»), not a label wrapping.
      const blocks = new Map<Element, DOMRect[]>();
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let block = node.parentElement ?? button;
        while (block !== button && getComputedStyle(block).display.startsWith("inline"))
          block = block.parentElement ?? button;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = blocks.get(block) ?? [];
        for (const rect of range.getClientRects()) if (rect.width > 1) rects.push(rect);
        blocks.set(block, rects);
      }
      for (const rects of blocks.values()) {
        // A new line starts below the middle of the last one: a badge a few pixels off its label's top
        // («EN 0») is the same line (rounding tops to 6 px steps split it whenever the page moved a little).
        let lines = 0;
        let bottom = Number.NEGATIVE_INFINITY;
        for (const rect of rects.sort((x, y) => x.top - y.top)) {
          if (rect.top >= bottom) lines++;
          bottom = Math.max(bottom, rect.top + rect.height / 2);
        }
        if (lines > 1) found.push({ what: `label on ${lines} lines: ${name(button)}` });
      }
    }
    // A select whose text has less room than a line between its paddings shows it cut off at the foot
    // (the review's «Sobre» did: 32 px high with 8 px of padding above and below).
    for (const select of document.querySelectorAll("select")) {
      if (!shown(select)) continue;
      const style = getComputedStyle(select);
      const room = select.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
      if (room < Number.parseFloat(style.fontSize) * 1.15) found.push({ what: `text cut: ${name(select)}` });
    }
    // One fault per element chain: the outermost is enough to find it.
    return found.filter((f, i) => !found.slice(0, i).some((g) => g.what === f.what));
  });
}

async function joinAsTranslator(owner: Page, browser: Browser): Promise<Page> {
  await owner.goto(`${server.url}/admin/users`);
  await owner.getByLabel("Email").fill("marc@mesalia.example");
  await owner.getByLabel("Nombre").fill("Marc");
  await owner.getByLabel("Rol", { exact: true }).selectOption({ label: "Traductor" });
  await owner.getByRole("button", { name: "Invitar" }).click();
  const link = await owner.getByLabel("Enlace de acceso").inputValue();
  const page = await (await browser.newContext({ timezoneId: "Europe/Madrid" })).newPage();
  await page.goto(link);
  await page.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repite la contraseña").fill(PASSWORD);
  await page.getByRole("button", { name: "Guardar y entrar" }).click();
  await page.waitForURL(/\/admin\/edit/);
  return page;
}

test("every admin and editor screen fits the window at 390 and 1440 px, light and dark", {
  tag: "@desktop",
}, async ({ page, browser }) => {
  test.setTimeout(600_000);
  server = await startPublishServer(e2ePort(44));
  const url = server.url;

  // The sign-in page, before anyone is signed in.
  // `open` loads the screen, or goes on from the screen before it in the same `look` (no load of its own);
  // `leave` puts that screen back as it was opened, for the next one.
  const screens: Array<{ name: string; open: (p: Page) => Promise<void>; leave?: (p: Page) => Promise<void> }> = [
    {
      name: "sign-in",
      open: async (p) => {
        await p.goto(`${url}/admin/login`);
        await expect(p.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
      },
    },
  ];
  const problems: string[] = [];
  // Opened once per width; the scheme is switched on the open screen: the admin's dark theme is CSS alone
  // (prefers-color-scheme in its stylesheets, nothing read by a script at load), so the browser restyles the
  // same screen as it would draw it opened dark, and each of the 15 screens loads twice instead of four times.
  // Several names: the screens one after the other on one load per width (the editor's panels, issue 44).
  const look = async (p: Page, ...names: string[]) => {
    for (const width of WIDTHS) {
      await p.setViewportSize({ width, height: 900 });
      for (const name of names) {
        const screen = screens.find((s) => s.name === name)!;
        await p.emulateMedia({ colorScheme: SCHEMES[0], reducedMotion: "reduce" });
        await screen.open(p);
        for (const scheme of SCHEMES) {
          await p.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
          await screenshot(p, `${name}@${width}-${scheme}`);
          for (const fault of await faults(p)) problems.push(`${name} @${width} ${scheme}: ${fault.what}`);
        }
        await screen.leave?.(p);
      }
    }
  };
  await look(page, "sign-in");

  // The owner: a draft in review, a release of it, a page open in the editor.
  await signIn(page, url);
  const me = (await (await page.request.get(`${url}/admin/api/me`)).json()) as { csrfToken: string };
  const headers = { "Content-Type": "application/json", Origin: url, "X-CSRF-Token": me.csrfToken };
  const post = async <T>(name: string, data: unknown) =>
    (await (await page.request.post(`${url}/admin/edit/api/${name}`, { headers, data })).json()) as T;
  const opened = (await (await page.request.get(`${url}/admin/edit/api/page?file=pages/about.json`)).json()) as {
    hash: string;
    doc: { meta: Record<string, unknown> };
  };
  const doc = { ...opened.doc, meta: { ...opened.doc.meta, title: "Quiénes somos | {product}" } };
  await post("save", { file: "pages/about.json", hash: opened.hash, doc });
  const review = await post<{ id: string }>("review-request", { file: "pages/about.json", note: "¿Te parece bien?" });
  const { drafts } = (await (await page.request.get(`${url}/admin/edit/api/pages`)).json()) as {
    drafts: Array<{ file: string; userId: number }>;
  };
  const userId = drafts.find((d) => d.file === "pages/about.json")?.userId;
  const release = await post<{ id: string; name: string }>("releases", {
    name: "Campaña de invierno",
    items: [{ file: "pages/about.json", userId }],
  });
  expect(release).toMatchObject({ name: "Campaña de invierno" });
  // Scheduled: its «Programada para el … (hora de Madrid)» is the longest line of the release's head.
  expect(
    await post("release-schedule", { id: release.id, at: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
  ).toHaveProperty("at");

  const editorReady = async (p: Page, file: string) => {
    await p.goto(`${url}/admin/edit?file=${file}`);
    await expect(p.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
  };
  screens.push(
    {
      name: "page-list",
      open: async (p) => {
        await p.goto(`${url}/admin/edit`);
        await expect(p.getByTestId("releases")).toContainText("Campaña de invierno", { timeout: 30_000 });
      },
    },
    { name: "editor", open: (p) => editorReady(p, "pages/about.json") },
    { name: "editor-ab-arms", open: (p) => editorReady(p, "pages/agendar-demo.json") },
    // The editor's panels, on the editor's own load (each closed, or replaced: the bar shows one panel at a time).
    {
      // On a phone «Añadir sección» opens the list of types (on a wide screen it adds the type chosen beside it).
      name: "add-section",
      open: async (p) => {
        if ((p.viewportSize()?.width ?? 0) > 640) return;
        await p.getByRole("button", { name: "Añadir sección" }).click();
        await expect(p.getByTestId("add-section-list")).toBeVisible();
      },
      leave: async (p) => {
        const list = p.getByTestId("add-section-list");
        if (!(await list.isVisible())) return;
        await list.getByRole("button", { name: "Cerrar" }).click();
        await expect(list).toHaveCount(0);
      },
    },
    {
      name: "history",
      open: async (p) => {
        await chooseMore(p, "Historial");
        await expect(p.getByTestId("history")).toBeVisible();
      },
    },
    {
      name: "schedule",
      open: async (p) => {
        await chooseMore(p, "Programar");
        await expect(p.getByLabel("Publicar el (hora de Madrid)")).toBeVisible();
      },
    },
    {
      name: "review",
      open: async (p) => {
        await p.goto(`${url}/admin/edit?review=${review.id}`);
        await expect(p.getByTestId("review-diff")).toContainText("Quiénes somos", { timeout: 30_000 });
      },
    },
    ...(
      [
        ["leads", "/admin"],
        ["demos", "/admin/bookings"],
        ["spam", "/admin/spam"],
        ["privacy", "/admin/privacy"],
        ["ab-tests", "/admin/experiments"],
        ["users", "/admin/users"],
        ["audit-log", "/admin/audit"],
      ] as const
    ).map(([name, path]) => ({
      name,
      open: async (p: Page) => {
        await p.goto(`${url}${path}`);
        await expect(p.locator("main, #root").first()).toBeVisible();
      },
    })),
  );
  await look(page, "page-list");
  await look(page, "editor", "add-section", "history", "schedule");
  for (const name of [
    "editor-ab-arms",
    "review",
    "leads",
    "demos",
    "spam",
    "privacy",
    "ab-tests",
    "users",
    "audit-log",
  ])
    await look(page, name);

  // A translator's page: the Spanish beside each language.
  const translator = await joinAsTranslator(page, browser);
  screens.push({
    name: "translations",
    open: async (p) => {
      await p.goto(`${url}/admin/edit?file=pages/about.json`);
      await expect(p.locator("[data-translation], .review-ok").first()).toBeVisible({ timeout: 60_000 });
    },
  });
  await look(translator, "translations");

  expect(problems).toEqual([]);
});
