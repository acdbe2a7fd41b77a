import { describe, expect, it } from "vitest";
import { linkOptions, summaryOf } from "./fields";
import { linkText, linkValue } from "./link-text";
import { copy } from "./copy";

describe("a list item's collapsed row", () => {
  it("names a client logo by its alt text, as it named it by its file before logos became image fields", () => {
    expect(
      summaryOf({ value: { src: "/img/logos/casa-olivo.svg", alt: "Casa Olivo", width: 120, height: 36 } }, 0),
    ).toBe("Casa Olivo");
    expect(
      summaryOf({ value: { src: "/img/uploads/0123456789abcdef-400.webp", alt: "", width: 400, height: 120 } }, 1),
    ).toBe("/img/uploads/0123456789abcdef-400.webp");
  });
  it("names other items by their first text, else their position", () => {
    expect(summaryOf({ question: "¿Cuánto cuesta?", answer: "Desde 49 €" }, 0)).toBe("¿Cuánto cuesta?");
    expect(summaryOf({ value: 3 }, 2)).toBe("#3");
  });
});

describe("the link picker", () => {
  it("names each of the site's own links in Spanish, not by its @keyword (issue 41)", () => {
    const site = linkOptions([], []).filter((o) => o.startsWith("@"));
    expect(site).toContain("@appRegister");
    for (const value of site) expect(copy.siteLinks[value], value).toMatch(/^[A-ZÁÉÍÓÚ][^@]+$/);
    expect(copy.siteLinks["@appRegister"]).toBe("Enlace a la app de registro");
  });

  it("offers no link to the not-found and retired pages", () => {
    const routes = ["/", "/404", "/410", "/contacto"].map((path) => ({ path, anchors: [] }));
    expect(linkOptions(routes, [])).toEqual(["/", "/contacto", ...Object.keys(copy.siteLinks)]);
  });

  it("shows a chosen site link by its name and keeps its keyword in the page (issue 41)", () => {
    expect(linkText("@appRegister")).toBe("Enlace a la app de registro");
    expect(linkValue("Enlace a la app de registro")).toBe("@appRegister");
    expect(linkText("/contacto")).toBe("/contacto");
    expect(linkValue("/contacto")).toBe("/contacto");
  });
});
