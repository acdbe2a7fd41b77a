// @vitest-environment node
import { describe, expect, it } from "vitest";
import { matches, pageBadges, pageTitle } from "./page-summary";
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
  it("names a page by its title as visitors read it", () => {
    expect(pageTitle(page({}), fill)).toBe("Sobre nosotros | Mesalia");
    expect(matches(page({}), "mesalia", fill)).toBe(true);
    expect(matches(page({}), "sobre", fill)).toBe(true);
    expect(matches(page({}), "contacto", fill)).toBe(false);
  });

  it("marks drafts, errors, variants, tests and pending translations", () => {
    expect(pageBadges(page({}), false)).toEqual([]);
    expect(
      pageBadges(page({ variant: "b", valid: false, missing: { en: 2, fr: 0, it: 1 } }), true).map((b) => b.text),
    ).toEqual(["Borrador sin guardar", "Con errores", "Variante b", "Traducciones pendientes: EN 2 · IT 1"]);
    expect(pageBadges(page({ weights: { control: 50, b: 50 } }), false).map((b) => b.text)).toEqual([
      "Test A/B · original 50 / b 50",
    ]);
  });
});
