import { afterEach, describe, expect, it, vi } from "vitest";
import { startLanguageLinks, storeLanguage } from "./language";

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
  localStorage.clear();
  vi.restoreAllMocks();
});

function links() {
  document.body.innerHTML = `<a href="/politica-de-privacidad" data-language-link="es" aria-current="true">ES</a><a href="/en/politica-de-privacidad" data-language-link="en">EN</a>`;
  startLanguageLinks(document);
  return {
    es: document.querySelector<HTMLAnchorElement>('[data-language-link="es"]')!,
    en: document.querySelector<HTMLAnchorElement>('[data-language-link="en"]')!,
  };
}

describe("links to this page in another language", () => {
  it("carry the address's #hash, also after an in-page link changes it", () => {
    window.history.replaceState(null, "", "/politica-de-privacidad#derechos");
    const { en } = links();
    expect(en.getAttribute("href")).toBe("/en/politica-de-privacidad#derechos");
    window.history.replaceState(null, "", "/politica-de-privacidad#cookies");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(en.getAttribute("href")).toBe("/en/politica-de-privacidad#cookies");
  });

  it("store the choice and load the page in that language with its query and hash; the current language does nothing", () => {
    window.history.replaceState(null, "", "/politica-de-privacidad?ref=x#derechos");
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      pathname: "/politica-de-privacidad",
      search: "?ref=x",
      hash: "#derechos",
      assign,
    } as unknown as Location);
    const { es, en } = links();
    const onCurrent = new MouseEvent("click", { bubbles: true, cancelable: true });
    es.dispatchEvent(onCurrent);
    expect(onCurrent.defaultPrevented).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    en.click();
    expect(localStorage.getItem("language")).toBe("en");
    expect(assign).toHaveBeenCalledWith("/en/politica-de-privacidad?ref=x#derechos");
  });

  it("survive blocked storage", () => {
    expect(() =>
      storeLanguage("fr", () => {
        throw new DOMException("blocked", "SecurityError");
      }),
    ).not.toThrow();
  });
});
