// «Borradores» on the page list: each draft is a row like the review queue's, the page named as everywhere else in
// /admin and opened from its name (it was a bullet with the whole title «Sobre nosotros | Mesalia» as a button).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageTitle } from "../page-summary";
import { publishApi } from "./publish-client";
import { ServerDrafts } from "./ServerDrafts";

afterEach(() => vi.restoreAllMocks());

const about = {
  file: "pages/about.json",
  path: "/about",
  title: "Sobre nosotros | {product}",
  valid: true,
  missing: {},
};

describe("«Borradores» on the page list", () => {
  it("names each draft's page by its short name, a link that opens it, with who saved it under it", async () => {
    vi.spyOn(publishApi, "drafts").mockResolvedValue({
      drafts: [{ file: "pages/about.json", name: "Lucía", since: "2026-12-07T09:30:00.000Z" }],
    });
    vi.spyOn(publishApi, "scheduled").mockResolvedValue({ scheduled: [], done: [], failed: [] });
    const onOpen = vi.fn();
    render(<ServerDrafts titleOf={() => pageTitle(about, { product: "Mesalia" })} onOpen={onOpen} />);
    const drafts = await screen.findByRole("region", { name: "Borradores" });
    const link = within(drafts).getByRole("link", { name: /^Sobre nosotros/ });
    expect(link.querySelector(".review-row__title")?.textContent).toBe("Sobre nosotros");
    expect(link.getAttribute("href")).toBe("?file=pages%2Fabout.json");
    expect(link.textContent).toContain("Lucía, desde el");
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith("pages/about.json");
    // Nothing scheduled: no empty list under the drafts (it left a blank line at the card's foot).
    expect(screen.queryByTestId("scheduled-list")).toBeNull();
  });
});
