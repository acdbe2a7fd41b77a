import { afterEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Cta } from "./Cta";
import { cameFromThisSite, startBackLinks } from "../chrome/back-links";
import { SiteContext } from "../site-data";
import { collections, site } from "../../tests/unit/render-helpers";

const back = { label: "Volver atrás", action: "back", href: "/" } as const;

/** A 404-like page with the back button, reached from `referrer` with `historyLength` entries. */
let stopBackLinks = () => {};

/** The page's script (src/chrome/back-links.ts) running over the rendered markup. */
function visit(referrer: string, historyLength: number) {
  stopBackLinks = startBackLinks(document);
  vi.spyOn(document, "referrer", "get").mockReturnValue(referrer);
  vi.spyOn(window.history, "length", "get").mockReturnValue(historyLength);
  render(
    <SiteContext.Provider value={{ site, data: collections, lang: "es", prefix: "" }}>
      <Cta cta={back} />
    </SiteContext.Provider>,
  );
  return screen.getByRole("link", { name: "Volver atrás" });
}

/** Clicks `link`; whether the click was left to the link (its href loads) rather than handled. */
function click(link: HTMLElement) {
  const historyBack = vi.spyOn(window.history, "back").mockImplementation(() => {});
  const followed = fireEvent.click(link);
  return { followed, wentBack: historyBack.mock.calls.length > 0 };
}

afterEach(() => {
  stopBackLinks();
  vi.restoreAllMocks();
});

describe("Cta 'back'", () => {
  it("is a link to its href, so it works without JavaScript", () => {
    expect(visit("", 1).getAttribute("href")).toBe("/");
  });

  it("goes back after a page of this site", () => {
    expect(click(visit(`${window.location.origin}/contact`, 3))).toEqual({ followed: false, wentBack: true });
  });

  it.each([
    ["the visit started on this page", "", 1],
    ["the visitor came from another site", "https://www.google.com/", 2],
  ])("follows its href when %s (going back would leave the site)", (_, referrer, length) => {
    expect(click(visit(referrer, length))).toEqual({ followed: true, wentBack: false });
  });

  it("tells a page of this site from another", () => {
    expect(cameFromThisSite("https://mesalia.com/blog", "https://mesalia.com", 2)).toBe(true);
    expect(cameFromThisSite("https://mesalia.com.evil.test/", "https://mesalia.com", 2)).toBe(false);
    expect(cameFromThisSite("not a url", "https://mesalia.com", 2)).toBe(false);
    expect(cameFromThisSite("https://mesalia.com/blog", "https://mesalia.com", 1)).toBe(false);
  });
});
