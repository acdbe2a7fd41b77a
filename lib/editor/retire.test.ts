// @vitest-environment node
import { describe, expect, it } from "vitest";
import { retiredAddresses, isRetired } from "../../src/core/retired.ts";
import { retireChanges, RetireError, retireMessage, unretired } from "./retire.ts";

const pages = [
  { file: "pages/home.json", doc: { path: "/" } },
  { file: "pages/ofertas.json", doc: { path: "/ofertas" } },
  { file: "pages/ofertas.b.json", doc: { path: "/ofertas", variant: "b" } },
  { file: "pages/precios.json", doc: { path: "/precios" } },
  { file: "pages/features/detail.json", doc: { path: "/features/:slug" } },
];
const site = { redirects: [{ from: "/viejas-ofertas", to: "/ofertas" }], origin: "https://mesalia.example" };

describe("retiring a page", () => {
  it("gone: the page and its A/B arms go, the address joins the retired list, a redirect to it goes too", () => {
    expect(retireChanges("pages/ofertas.json", site, pages, { kind: "gone" })).toEqual({
      "pages/ofertas.json": null,
      "pages/ofertas.b.json": null,
      "pages/_site.json": { redirects: [], retired: ["/ofertas"], origin: "https://mesalia.example" },
    });
  });

  it("redirect: to a page the person chooses; an old redirect to it follows it (no chains)", () => {
    const changes = retireChanges("pages/ofertas.json", site, pages, { kind: "redirect", to: "/precios/" });
    expect(changes["pages/_site.json"]).toEqual({
      redirects: [
        { from: "/viejas-ofertas", to: "/precios" },
        { from: "/ofertas", to: "/precios" },
      ],
      origin: "https://mesalia.example",
    });
  });

  it("refuses the home, a variant, a family, a missing page and a redirect to itself or nowhere, in Spanish", () => {
    const refused = (file: string, choice: Parameters<typeof retireChanges>[3]) => {
      try {
        retireChanges(file, site, pages, choice);
      } catch (error) {
        expect(error).toBeInstanceOf(RetireError);
        return (error as Error).message;
      }
      throw new Error("not refused");
    };
    expect(refused("pages/home.json", { kind: "gone" })).toMatch(/inicio/);
    expect(refused("pages/ofertas.b.json", { kind: "gone" })).toMatch(/variante/);
    expect(refused("pages/features/detail.json", { kind: "gone" })).toMatch(/colección/);
    expect(refused("pages/nada.json", { kind: "gone" })).toMatch(/no está publicada/);
    expect(refused("pages/ofertas.json", { kind: "redirect", to: "/ofertas" })).toMatch(/a sí misma/);
    expect(refused("pages/ofertas.json", { kind: "redirect", to: "/no-existe" })).toMatch(/no es una página/);
    expect(refused("pages/ofertas.json", { kind: "redirect", to: "javascript:alert(1)" })).toMatch(
      /Elige a qué página/,
    );
  });

  it("a restore frees the address from both lists; nothing to free, nothing changes", () => {
    expect(unretired({ ...site, retired: ["/ofertas", "/otra"] }, "/ofertas")).toEqual({ ...site, retired: ["/otra"] });
    expect(unretired({ ...site, retired: ["/ofertas"] }, "/ofertas")).toEqual(site);
    expect(unretired(site, "/viejas-ofertas")).toEqual({ ...site, redirects: [] });
    expect(unretired(site, "/precios")).toBeUndefined();
  });

  it("says who retired what, for people: no file name or HTTP code (issue 41)", () => {
    expect(retireMessage("Ana", "Ofertas", "/ofertas", { kind: "gone" })).toBe(
      "«Ana» retiró la página «Ofertas» (/ofertas): quien la visite verá «Página retirada»",
    );
    expect(retireMessage("Ana", "Ofertas", "/ofertas", { kind: "redirect", to: "/precios" })).toBe(
      "«Ana» retiró la página «Ofertas» (/ofertas): ahora lleva a /precios",
    );
  });

  it("every language's address of a retired path answers as retired, with or without a trailing slash", () => {
    const addresses = new Set(retiredAddresses(["/ofertas"], ["es", "en", "fr"]));
    expect([...addresses]).toEqual(["/en/ofertas", "/fr/ofertas", "/ofertas"]);
    expect(isRetired(addresses, "/en/ofertas/")).toBe(true);
    expect(isRetired(addresses, "/ofertas-2")).toBe(false);
  });
});
