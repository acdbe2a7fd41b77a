import { describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import createCache from "@emotion/cache";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { Sections } from "./Sections";
import { SectionBoundary } from "./SectionBoundary";
import { PageRoute } from "./PageRoute";
import { SiteContext } from "../site-data";
import type { PageRouteData, Section } from "./types";
import { App } from "../App";
import { createI18n } from "../i18n/i18n";
import { collections, Providers, site } from "../../tests/unit/render-helpers";

function Thrower(): never {
  throw new Error("boom");
}

describe("section isolation", () => {
  it("hides a section that throws and keeps the rest of the page", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <SectionBoundary type="broken" id="roto">
          <Thrower />
        </SectionBoundary>
        <p>El resto de la página</p>
      </>,
    );
    expect(screen.getByText("El resto de la página")).toBeTruthy();
    expect(error.mock.calls.some((call) => String(call[0]).includes('Section "broken" (#roto) failed'))).toBe(true);
    error.mockRestore();
  });

  it("renders the sections after a malformed one (a document that bypassed validation)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const sections = [
      { type: "legal", id: "roto", title: "Sin capítulos", updated: "2025-08-08", updatedLabel: "Actualizado" },
      { type: "notice", id: "sigue", title: "Esta sección sigue viva" },
    ] as unknown as Section[];
    render(
      <Providers>
        <Sections sections={sections} />
      </Providers>,
    );
    // Sections are lazy chunks: wait for them.
    expect(await screen.findByRole("heading", { name: "Esta sección sigue viva" })).toBeTruthy();
    expect(screen.queryByText("Sin capítulos")).toBeNull();
    error.mockRestore();
  });

  it("shows a section on the next page even though the same id failed on this one", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = (path: string, sections: unknown[]): PageRouteData =>
      ({ doc: { version: 1, path, meta: { title: path, description: path }, sections }, data: collections, key: path, lang: "es", path }) as PageRouteData;
    // Both pages have a section "contenido": a malformed one here, a sound one on the next page.
    const broken = page("/a", [{ type: "legal", id: "contenido", title: "Sin capítulos", updated: "2025-08-08", updatedLabel: "Actualizado" }]);
    const sound = page("/b", [{ type: "notice", id: "contenido", title: "La página siguiente" }]);
    const router = createMemoryRouter(
      [
        { path: "/a", loader: () => broken, element: <PageRoute /> },
        { path: "/b", loader: () => sound, element: <PageRoute /> },
      ],
      { initialEntries: ["/a"] },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    render(
      <App cache={createCache({ key: "css" })} i18n={createI18n("es")}>
        <SiteContext.Provider value={{ site, data: collections, lang: "es", prefix: "" }}>
          <RouterProvider router={router} />
        </SiteContext.Provider>
      </App>,
    );
    await vi.waitFor(() => expect(error.mock.calls.some((call) => String(call[0]).includes("(#contenido) failed"))).toBe(true));
    await act(() => router.navigate("/b"));
    expect(await screen.findByRole("heading", { name: "La página siguiente" })).toBeTruthy();
    error.mockRestore();
    router.dispose();
  });
});
