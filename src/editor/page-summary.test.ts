// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fileAddress, matches, pageAddress, pageBadges, pageTitle, variantsUnderOriginals } from "./page-summary";
import type { PageSummary } from "./api-client";

const page = (over: Partial<PageSummary>): PageSummary => ({
  file: "pages/about.json",
  path: "/about",
  title: "Sobre nosotros | {product}",
  valid: true,
  missing: {},
  ...over,
});
const fill = { product: "Mesalia" };

describe("page list", () => {
  it("names a page by its short name, as the review and the releases do, its product filled (issue 41)", () => {
    // It read «Sobre nosotros | Mesalia» here and «Sobre nosotros» in the review of the same page.
    expect(pageTitle(page({}), fill)).toBe("Sobre nosotros");
    expect(pageTitle(page({ path: "/", title: "{product} | Software de reservas" }), fill)).toBe(
      "Software de reservas",
    );
    expect(pageTitle(page({ path: "/demo", title: "Demo de {product} | {product}" }), fill)).toBe("Demo de Mesalia");
    // The whole title is still found by the search («mesalia» is in every page's title).
    expect(matches(page({}), "mesalia", fill)).toBe(true);
    expect(matches(page({}), "sobre", fill)).toBe(true);
    expect(matches(page({}), "contacto", fill)).toBe(false);
  });

  it("names a template by what it makes, not by its «{title} | …» title (issue 41)", () => {
    const template = page({
      file: "features/detail.json",
      path: "/features/:slug",
      title: "{title} | Funcionalidades",
      template: { name: "Funcionalidades", pages: ["Gestión de Reservas", "Listas de espera", "Valoraciones", "CRM"] },
    });
    expect(pageTitle(template, fill)).toBe("Plantilla de funcionalidades");
    expect(pageAddress(template)).toBe(
      "/features/… · 4 páginas: Gestión de Reservas, Listas de espera, Valoraciones, …",
    );
    expect(pageAddress(page({}))).toBe("/about");
  });

  it("names a page by its address, not its file, before the list has loaded", () => {
    expect(fileAddress("pages/contact.json")).toBe("/contact");
    expect(fileAddress("pages/home.json")).toBe("/");
    expect(fileAddress("pages/features/qr-mesa.json")).toBe("/features/qr-mesa");
    expect(fileAddress("pages/agendar-demo.b.json")).toBe("/agendar-demo (variante B)");
  });

  it("says when the not-found and retired pages show instead of their /404 and /410 (issue 41)", () => {
    const notFound = pageAddress(page({ file: "pages/404.json", path: "/404" }));
    const gone = pageAddress(page({ file: "pages/410.json", path: "/410" }));
    expect(notFound).toBe("Se muestra en cualquier dirección que no existe");
    expect(gone).toBe("Se muestra en las direcciones de las páginas retiradas");
  });

  it("marks drafts, errors, variants, tests and pending translations", () => {
    expect(pageBadges(page({}), false)).toEqual([]);
    expect(
      pageBadges(page({ variant: "b", valid: false, missing: { en: 2, fr: 0, it: 1 } }), true).map((b) => b.text),
    ).toEqual(["Borrador sin guardar", "Con errores", "Variante B", "Traducciones pendientes: EN 2 · IT 1"]);
    // Named as the A/B page names them, each version's share of the visitors (issue 41: «Test A/B · original 50 / b 50»).
    expect(pageBadges(page({ weights: { control: 3, b: 1 } }), false).map((b) => b.text)).toEqual([
      "Prueba A/B · original 75 % · variante B 25 %",
    ]);
  });

  it("marks a page whose scheduled section appears or goes within a week, saying when in Madrid's time", () => {
    const offer = page({ schedules: [{ from: "2026-11-27T00:00", until: "2026-11-30T23:59" }] });
    const at = (iso: string) => pageBadges(offer, false, Date.parse(iso)).map((b) => b.text);
    expect(at("2026-11-25T12:00:00+01:00")).toEqual(["Aparece una sección el 27 nov 2026, 00:00 (hora de Madrid)"]);
    expect(at("2026-11-28T12:00:00+01:00")).toEqual(["Desaparece una sección el 30 nov 2026, 23:59 (hora de Madrid)"]);
    // More than a week before, or once it is over: nothing to warn of.
    expect(at("2026-11-01T12:00:00+01:00")).toEqual([]);
    expect(at("2026-12-01T00:00:00+01:00")).toEqual([]);
  });
});

describe("variantsUnderOriginals", () => {
  it("puts an A/B variant right under its original, whatever order the list came in", () => {
    const pages = [
      { path: "/agendar-demo", variant: "b", file: "pages/agendar-demo.b.json" },
      { path: "/about", file: "pages/about.json" },
      { path: "/agendar-demo", file: "pages/agendar-demo.json" },
      { path: "/blog", file: "pages/blog.json" },
    ];
    expect(variantsUnderOriginals(pages).map((p) => p.file)).toEqual([
      "pages/about.json",
      "pages/agendar-demo.json",
      "pages/agendar-demo.b.json",
      "pages/blog.json",
    ]);
  });

  it("keeps a variant whose original a search left out", () => {
    const pages = [{ path: "/contact", variant: "b" }, { path: "/about" }];
    expect(variantsUnderOriginals(pages)).toEqual(pages);
  });
});
