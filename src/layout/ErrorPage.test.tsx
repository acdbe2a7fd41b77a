import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import createCache from "@emotion/cache";
import { App } from "../App";
import { ErrorPage } from "./ErrorPage";
import { loadCatalog } from "../i18n/i18n";
import site from "../../pages/_site.json";
import type { SiteDocument } from "../site-data";

describe("ErrorPage in the browser", () => {
  it("shows what went wrong, links home in the page's language and replaces the previous page's title", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    document.title = "Contacto | Mesalia";
    render(
      <App cache={createCache({ key: "css" })} i18n={await loadCatalog("en")}>
        <ErrorPage error={new Error("Algo se rompió al pintar")} lang="en" />
      </App>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("Algo se rompió al pintar")).toBeTruthy();
    expect(document.title).toBe("Unexpected Application Error!");
    expect(screen.getByRole("link", { name: /home/i }).getAttribute("href")).toBe("/en");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("uses the site's own heading and brand when the site document loaded", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const doc = site as unknown as SiteDocument;
    render(
      <App cache={createCache({ key: "css" })} i18n={await loadCatalog("es")}>
        <ErrorPage error={new Response(null, { status: 503, statusText: "Service Unavailable" })} lang="es" site={doc} />
      </App>,
    );
    expect(await screen.findByText("Service Unavailable")).toBeTruthy();
    expect(document.title).toBe(`${doc.errorPage.title} | ${doc.brand.name}`);
    log.mockRestore();
  });
});
