// Four languages end to end: the prerendered HTML of each language, the
// first-visit choice (stored → browser → country → EN) without a flash of
// Spanish, explicit prefixed URLs respected, the language menu.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./test.ts";
import { clickUntilShown } from "./hydrated.ts";
import { formatter } from "@lingui/format-po";

const ORIGIN = "https://mesalia.com";
const PRIVACY: Record<string, { path: string; title: string; heading: string }> = {
  es: { path: "/politica-de-privacidad", title: "Política de privacidad | Mesalia", heading: "Tus derechos" },
  en: { path: "/en/politica-de-privacidad", title: "Privacy Policy | Mesalia", heading: "Your rights" },
  fr: { path: "/fr/politica-de-privacidad", title: "Politique de confidentialité | Mesalia", heading: "Vos droits" },
  it: { path: "/it/politica-de-privacidad", title: "Informativa sulla privacy | Mesalia", heading: "I tuoi diritti" },
};
const GEO = "https://ipapi.co/json/";
const hreflang = (lang: string, path: string) =>
  new RegExp(`<link[^>]*rel="alternate"[^>]*hreflang="${lang}"[^>]*href="${ORIGIN}${path}"`);

/** Collects hydration errors (React #418 and friends) and uncaught errors. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test.describe("prerendered HTML, fetched raw", () => {
  for (const [lang, page] of Object.entries(PRIVACY)) {
    test(`${lang}: in its language, with lang, canonical and hreflang alternates`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toContain(`>${page.heading}<`);
      expect(html).toMatch(new RegExp(`<link[^>]*rel="canonical"[^>]*href="${ORIGIN}${page.path}"`));
      for (const [other, { path }] of Object.entries(PRIVACY)) expect(html).toMatch(hreflang(other, path));
      expect(html).toMatch(hreflang("x-default", PRIVACY.es.path));
      if (lang !== "es") {
        // No Spanish copy left in another language's page.
        for (const spanish of [
          "Tus derechos",
          "Última actualización",
          "Saltar al contenido",
          "Todos los derechos reservados",
        ])
          expect(html).not.toContain(spanish);
      }
    });
  }

  test("only the Spanish pages carry the first-visit language script", async ({ request }) => {
    expect(await (await request.get("/politica-de-privacidad")).text()).toContain("ipapi.co");
    expect(await (await request.get("/en/politica-de-privacidad")).text()).not.toContain("ipapi.co");
  });

  test("each language has its own 404", async ({ request }) => {
    for (const [lang, title] of [
      ["es", "Página no encontrada | Mesalia"],
      ["en", "Page not found | Mesalia"],
      ["fr", "Page introuvable | Mesalia"],
      ["it", "Pagina non trovata | Mesalia"],
    ]) {
      const response = await request.get(`${lang === "es" ? "" : `/${lang}`}/esto-no-existe`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<title>${title}</title>`);
    }
  });

  test("the sitemap lists every language", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const { path } of Object.values(PRIVACY)) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    for (const home of ["/", "/en", "/fr", "/it"]) expect(xml).toContain(`<loc>${ORIGIN}${home}</loc>`);
    expect(xml).not.toContain("/404");
  });
});

/** Spanish sources whose translation in `lang` differs (so finding one on a `lang` page means it was not translated). */
function spanishSources(lang: string): Set<string> {
  const out = new Set<string>();
  for (const catalog of ["content", "messages"]) {
    const file = `locales/${lang}/${catalog}.po`;
    const entries = formatter().parse(readFileSync(file, "utf8"), {
      locale: lang,
      sourceLocale: "es",
      filename: file,
    }) as Record<string, { message?: string; translation?: string }>;
    for (const { message, translation } of Object.values(entries)) {
      if (message && translation && message !== translation && message.length > 3 && !/[{<]/.test(message))
        out.add(message);
    }
  }
  return out;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

test.describe("no Spanish left on the other languages' pages", () => {
  for (const lang of ["en", "fr", "it"]) {
    test(`${lang}: every prerendered page`, async ({ request }) => {
      const sources = spanishSources(lang);
      const xml = await (await request.get("/sitemap.xml")).text();
      const paths = [...xml.matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)]
        .map((m) => m[1])
        .filter((p) => p === `/${lang}` || p.startsWith(`/${lang}/`));
      expect(paths.length).toBeGreaterThan(5);
      const found: string[] = [];
      for (const path of [...paths, `/${lang}/esto-no-existe`]) {
        const html = (await (await request.get(path)).text()).replace(
          /<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g,
          " ",
        );
        const texts = [
          ...html.split(/<[^>]+>/),
          ...[...html.matchAll(/\s(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]),
        ];
        for (const text of texts.map((t) => decode(t).trim())) if (sources.has(text)) found.push(`${path}: ${text}`);
      }
      expect([...new Set(found)]).toEqual([]);
    });
  }
});

test.describe("first visit, browser locale fr-FR, nothing stored", () => {
  test.use({ locale: "fr-FR" });

  test("lands on the French page with lang=fr, keeping path and hash", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/politica-de-privacidad#derechos");
    await expect(page).toHaveURL(/\/fr\/politica-de-privacidad#derechos$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page).toHaveTitle(PRIVACY.fr.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Politique de confidentialité");
    // Component strings (Lingui catalogs) are French too, after hydration.
    await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeAttached();
    expect(errors).toEqual([]);
  });

  test("a stored choice wins over the browser language", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "it"));
    await page.goto("/");
    await expect(page).toHaveURL(/\/it$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
  });

  test("a stored Spanish choice keeps the Spanish page", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("language", "es"));
    await page.goto("/politica-de-privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
  });
});

test.describe("language menu", { tag: "@desktop" }, () => {
  // Four page loads and a reload: room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  /**
   * Opens the menu and picks a language. A click on the prerendered button
   * before the header has hydrated has no handler behind it (a busy machine
   * showed it: the menu never opened), so the click is repeated until the
   * menu is open; an open menu is never clicked again (that would close it).
   */
  async function choose(page: Page, button: string, language: RegExp) {
    const link = page.getByRole("link", { name: language });
    await clickUntilShown(page.getByRole("button", { name: button }), link);
    await link.click();
  }

  test("choosing EN switches at once, keeps path and hash, and survives a reload", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/politica-de-privacidad#derechos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    await choose(page, "Idioma: Español", /English/);
    await expect(page).toHaveURL(/\/en\/politica-de-privacidad#derechos$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    // Component strings switch too (the English catalog loads with the route).
    await expect(page.getByRole("button", { name: "Language: English" })).toBeVisible();
    await expect(page).toHaveTitle(PRIVACY.en.title);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

    await page.reload();
    await expect(page).toHaveURL(/\/en\/politica-de-privacidad#derechos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    // The stored choice now wins on the Spanish URLs.
    await page.goto("/politica-de-privacidad");
    await expect(page).toHaveURL(/\/en\/politica-de-privacidad$/);
    expect(errors).toEqual([]);
  });

  test("choosing ES on an English page stores it, so the Spanish pages stay Spanish", async ({ page }) => {
    await page.goto("/en/politica-de-privacidad");
    await choose(page, "Language: English", /Español/);
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  });
});

test.describe("forms speak the page's language", () => {
  for (const [lang, message] of [
    ["en", "Enter a valid email (e.g. name@restaurant.com)."],
    ["fr", "Saisissez un e-mail valide (ex. nom@restaurant.fr)."],
  ]) {
    test(`${lang}: a validation message appears translated`, async ({ page }) => {
      await page.goto(`/${lang}/contact`);
      const email = page.locator("#formulario-email");
      // Retried: typing before hydration has no handler behind it yet.
      await expect(async () => {
        await email.fill("no-es-un-email");
        await email.blur();
        await expect(page.getByText(message)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
    });
  }
});

test.describe("explicit prefixed URLs", () => {
  test("a visitor opening /en/... stays in English whatever the browser says", async ({ page }) => {
    await page.goto("/en/politica-de-privacidad");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    await expect(page).toHaveURL(/\/en\/politica-de-privacidad$/);
  });
});

test.describe("country lookup (no stored choice, browser language not offered)", () => {
  test.use({ locale: "de-DE" });

  test("keeps the page hidden while asking, then goes to the country's language", async ({ page }) => {
    await page.route(GEO, (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ country_code: "BE" }) }),
    );
    // Reports, from inside the page, whether the Spanish heading arrived while the page was hidden.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.nodeName === "H1") {
              console.log(`probe: h1 parsed, visibility=${document.documentElement.style.visibility}`);
              return observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    const probe = page.waitForEvent("console", (m) => m.text().startsWith("probe:"));
    void page.goto("/politica-de-privacidad", { waitUntil: "commit" });
    expect((await probe).text()).toBe("probe: h1 parsed, visibility=hidden");
    await expect(page).toHaveURL(/\/fr\/politica-de-privacidad$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("shows the Spanish page for a Spanish-speaking country", async ({ page }) => {
    await page.route(GEO, (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ country_code: "MX" }) }),
    );
    await page.goto("/politica-de-privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(page.url()).toMatch(/\/politica-de-privacidad$/);
  });

  test("a failed lookup is silent and ends in English", async ({ page }) => {
    const errors = watchErrors(page);
    await page.route(GEO, (route) => route.abort());
    await page.goto("/politica-de-privacidad");
    await expect(page).toHaveURL(/\/en\/politica-de-privacidad$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    expect(errors).toEqual([]);
  });
});

test.describe("crawlers", () => {
  test.use({ locale: "en-US", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });

  test("are never redirected away from the Spanish URL", async ({ page }) => {
    await page.goto("/politica-de-privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
    expect(page.url()).toMatch(/\/politica-de-privacidad$/);
  });
});
