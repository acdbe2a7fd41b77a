import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import createCache from "@emotion/cache";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { App } from "../App";
import { buildRoutes } from "../runtime/routes";
import { loadCatalog } from "../i18n/i18n";

function Broken(): never {
  throw new Error("Algo se rompió al pintar");
}

describe("ErrorPage in the browser", () => {
  it("shows what an element threw and replaces the previous page's title", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    document.title = "Contacto | Mesalia";
    const routes = buildRoutes();
    routes.find((route) => route.id === "root-es")?.children?.push({ path: "roto", element: <Broken /> });
    const router = createMemoryRouter(routes, { initialEntries: ["/roto"] });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    render(
      <App cache={createCache({ key: "css" })} i18n={await loadCatalog("es")}>
        <RouterProvider router={router} />
      </App>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("Algo se rompió al pintar")).toBeTruthy();
    expect(document.title).toBe("Unexpected Application Error! | Mesalia");
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/");
    log.mockRestore();
    router.dispose();
  });
});
