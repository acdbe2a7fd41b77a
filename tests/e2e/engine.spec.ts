import { expect, test } from "./test.ts";
import { loadContent } from "../../lib/validate/content.ts";
import { localizeContent } from "../../lib/i18n/localize.ts";
import { expandRoutes } from "../../lib/validate/cross-checks.ts";
import { NOT_FOUND_LOG, watchConsole } from "./watch-console.ts";
import { chromeReady, isHydrated } from "./hydrated.ts";
import { withMotion } from "./motion.ts";

// Every Spanish route the documents produce, with the title, description and
// main heading its document gives it: the heading is the first section's
// (a family's hero shows its item's title).
const content = loadContent(process.cwd());
const local = localizeContent(content, "es");
type Item = Record<string, string> | undefined;
const fill = (text: string, item: Item) => text.replace(/\{(\w+)\}/g, (m, k: string) => item?.[k] ?? m);
const headingOf = (section: Record<string, unknown>, item: Item) =>
  section.type === "featureHero"
    ? (item?.title ?? "")
    : typeof section.title === "string"
      ? section.title
      : ((section.heading as { title?: string } | undefined)?.title ?? "");
const routes = local.pages
  .filter((p) => !p.doc.variant && p.doc.path !== "/404")
  .flatMap((p) =>
    expandRoutes(p, local.collections).map((path) => {
      const slug = path.split("/").pop() ?? "";
      const item = (p.doc.collection ? local.collections[p.doc.collection]?.[slug] : undefined) as Item;
      return {
        path,
        title: fill(p.doc.meta.title, item),
        description: fill(p.doc.meta.description, item),
        heading: headingOf(p.doc.sections[0] ?? {}, item),
      };
    }),
  );

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const decodeHtml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
/** Text of every <h1> in raw HTML, tags (a highlight's <mark>) and React's text separators removed. */
const h1Texts = (html: string) =>
  [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((m) => decodeHtml(m[0].replace(/<[^>]*>/g, "")));

test.describe("prerendered HTML", () => {
  for (const route of routes) {
    test(`${route.path} serves its title, description and heading without JavaScript`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${escapeHtml(route.title)}</title>`);
      expect(html).toContain(`name="description" content="${escapeHtml(route.description).replace(/"/g, "&quot;")}"`);
      expect(route.heading).not.toBe("");
      expect(h1Texts(html)).toEqual([route.heading]);
      expect(html).toContain('rel="canonical"');
    });
  }

  test("sitemap lists indexable pages only and robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://mesalia.com/politica-de-privacidad</loc>");
    expect(sitemap).not.toContain("/404");
    expect(sitemap).not.toContain("/privacy-policy");
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: https://mesalia.com/sitemap.xml");
    expect((await request.get("/favicon.ico")).status()).toBe(200);
  });
});

test.describe("in the browser", () => {
  // Every route hydrating without console errors: quality-routes.spec.ts (all languages on a phone, Spanish on desktop).
  test("an unknown address shows the 404 page with status 404 and logs the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => warnings.push(m.text()));
    const response = await page.goto("/esta/pagina/no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("La página que buscas no existe o ha sido movida.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops, something went wrong");
    await expect.poll(() => warnings.some((w) => w.includes("/esta/pagina/no-existe"))).toBe(true);
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  for (const prefix of ["", "/en", "/fr", "/it"]) {
    test(`an unknown address${prefix ? ` under ${prefix}` : ""} shows the prerendered 404 page as it is, with no React`, async ({
      page,
    }) => {
      const errors = watchConsole(page, NOT_FOUND_LOG);
      const scripts: string[] = [];
      page.on(
        "request",
        (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
      );
      // Keep the heading the HTML parser creates, before any script runs.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const h1 = document.querySelector("#root h1");
          if (!h1) return;
          Object.assign(window, { __prerenderedH1: h1 });
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(`${prefix}/esta/pagina/no-existe`);
      expect(response?.status()).toBe(404);
      await chromeReady(page);
      await page.waitForLoadState("networkidle");
      // The notice is static (its log and 'Volver atrás' are the chrome's script): never painted again, never React's.
      expect(
        await page.evaluate(
          () =>
            document.querySelector("#root h1") === (window as unknown as { __prerenderedH1?: Element }).__prerenderedH1,
        ),
      ).toBe(true);
      expect(await isHydrated(page.locator("#root h1"))).toBe(false);
      expect(scripts.filter((path) => /\/(react-dom|islands)-/.test(path))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("an unknown feature says so, with noindex and a link home", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/features/teletransporte");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta funcionalidad");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Volver al inicio" }).first()).toBeVisible();
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });

  test("/privacy-policy redirects and leaves no history entry behind", async ({ page }) => {
    await page.goto("/404");
    await page.goto("/privacy-policy");
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/404$/);
  });

  test("the server answers a moved page with a real 301, in every language", async ({ page }) => {
    for (const [from, to] of [
      ["/privacy-policy", "/politica-de-privacidad"],
      ["/en/privacy-policy", "/en/politica-de-privacidad"],
    ]) {
      const answer = await page.request.get(from!, { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location], from).toEqual([301, to]);
    }
  });

  test("a redirect keeps the #hash and lands on that element", { tag: "@widths" }, async ({ page }) => {
    // The three anchor tests with motion: a visitor's smooth scroll is what must end on the element.
    await withMotion(page);
    await page.goto("/privacy-policy#como-los-obtenemos");
    await expect(page).toHaveURL(/\/politica-de-privacidad#como-los-obtenemos$/);
    await expect(page.locator("#como-los-obtenemos")).toBeInViewport();
  });

  test("a link to another page loads its prerendered HTML, with that page's head tags", async ({ page }) => {
    await page.goto("/404");
    const link = page.locator("footer").getByRole("link", { name: "Política de privacidad" });
    await page.evaluate(() => Object.assign(window, { __previousDocument: true }));
    await link.click();
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    await expect(page).toHaveTitle("Política de privacidad | Mesalia");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://mesalia.com/politica-de-privacidad",
    );
    // A new document (no client-side router): the HTML the build wrote for that page, data included.
    expect(
      await page.evaluate(() => (window as unknown as { __previousDocument?: boolean }).__previousDocument),
    ).toBeUndefined();
    expect(
      await page.evaluate(
        () =>
          (JSON.parse(document.getElementById("__page_data")!.textContent!) as { page: { path: string } }).page.path,
      ),
    ).toBe("/politica-de-privacidad");
  });

  test("an anchor link scrolls to its element", { tag: "@widths" }, async ({ page }) => {
    await withMotion(page);
    await page.goto("/politica-de-privacidad");
    const toc = page.getByRole("navigation", { name: "Contenido" });
    const last = toc.getByRole("link").last();
    const id = (await last.getAttribute("href"))!.slice(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  test("a page opened at an address with a hash lands on that element", { tag: "@widths" }, async ({ page }) => {
    // The ninth heading's id, read from the prerendered HTML: one page load, the one the test is about.
    const html = await (await page.request.get("/politica-de-privacidad")).text();
    const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
    const id = [...article.matchAll(/<h2[^>]*\bid="([^"]+)"/g)][8]?.[1];
    expect(id).toBeTruthy();
    await withMotion(page);
    await page.goto(`/politica-de-privacidad#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Volver atrás' on the 404 page is a link home", async ({ page }) => {
    await page.goto("/esta/pagina/no-existe");
    await page.getByRole("link", { name: "Volver atrás" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("pages read and links work", async ({ page }) => {
    await page.goto("/politica-de-privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await page
      .locator("footer")
      .getByRole("link")
      .filter({ hasText: /^Gestión de reservas$/ })
      .click();
    await expect(page).toHaveURL(/\/features\/gestion-de-reservas$/);
    await expect(page).toHaveTitle("Gestión de Reservas | Funcionalidades");
  });
});
