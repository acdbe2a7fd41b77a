import { describe, expect, it } from "vitest";
import { alternatesFor, langPrefix, localizedPath, pathInLanguage, splitLangPath, withPrefix } from "./paths";

describe("language paths", () => {
  it("serves Spanish at the root and the others under /<lang>", () => {
    expect(langPrefix("es")).toBe("");
    expect(langPrefix("fr")).toBe("/fr");
    expect(localizedPath("es", "/")).toBe("/");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("it", "/features/crm-integrado")).toBe("/it/features/crm-integrado");
  });

  it("links to the home page's anchors without a trailing slash, so they scroll on the page shown", () => {
    expect(withPrefix("/en", "/#precios")).toBe("/en#precios");
    expect(withPrefix("/fr", "/?plan=pro")).toBe("/fr?plan=pro");
    expect(withPrefix("", "/#precios")).toBe("/#precios");
    expect(withPrefix("/it", "/contact#form")).toBe("/it/contact#form");
  });

  it("splits a served path into language and neutral path", () => {
    expect(splitLangPath("/en")).toEqual({ lang: "en", path: "/" });
    expect(splitLangPath("/fr/contact")).toEqual({ lang: "fr", path: "/contact" });
    expect(splitLangPath("/contact")).toEqual({ lang: "es", path: "/contact" });
    // Not a language prefix: a Spanish page whose path starts with two letters.
    expect(splitLangPath("/es/algo")).toEqual({ lang: "es", path: "/es/algo" });
    expect(splitLangPath("/entrar")).toEqual({ lang: "es", path: "/entrar" });
  });

  it("gives the same page in another language, keeping query and hash", () => {
    expect(pathInLanguage("/contact", "en", "#formulario")).toBe("/en/contact#formulario");
    expect(pathInLanguage("/en/contact", "es", "?a=1#x")).toBe("/contact?a=1#x");
    expect(pathInLanguage("/it", "fr")).toBe("/fr");
    expect(pathInLanguage("/fr", "es")).toBe("/");
  });

  it("lists the hreflang alternates of a page in all four languages", () => {
    expect(alternatesFor("/politica-de-privacidad")).toEqual({
      es: "/politica-de-privacidad",
      en: "/en/politica-de-privacidad",
      fr: "/fr/politica-de-privacidad",
      it: "/it/politica-de-privacidad",
    });
  });
});
