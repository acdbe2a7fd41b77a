import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { Cta } from "./Cta";
import { SiteContext } from "../site-data";
import { collections, site } from "../../tests/unit/render-helpers";

const back = { label: "Volver atrás", action: "back", href: "/" } as const;

function Here() {
  return <p data-testid="here">{useLocation().pathname}</p>;
}

/** A 404-like page with the back button, reached through `entries` (the last one is current). */
function visit(entries: string[]) {
  const element = (
    <>
      <Here />
      <Cta cta={back} />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: entries, initialIndex: entries.length - 1 });
  render(
    <SiteContext.Provider value={{ site, data: collections, lang: "es", prefix: "" }}>
      <RouterProvider router={router} />
    </SiteContext.Provider>,
  );
  return screen.getByRole("link", { name: "Volver atrás" });
}

describe("Cta 'back'", () => {
  it("is a link to its href, so it works without JavaScript", () => {
    expect(visit(["/no-existe"]).getAttribute("href")).toBe("/");
  });

  it("goes back after a navigation inside the site", async () => {
    fireEvent.click(visit(["/contact", "/no-existe"]));
    expect(await screen.findByText("/contact")).toBeTruthy();
  });

  it("follows its href when the visit started on this page (going back would leave the site)", async () => {
    fireEvent.click(visit(["/no-existe"]));
    expect(await screen.findByText("/")).toBeTruthy();
  });
});
