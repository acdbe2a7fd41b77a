import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers, renderToHtml } from "../../../tests/unit/render-helpers";
import type { SectionOf } from "../types";
import { SampleMenu } from "./SampleMenu";

const section: SectionOf<"sampleMenu"> = {
  type: "sampleMenu",
  id: "carta",
  heading: { title: "Carta" },
  tabsLabel: "Momentos del día",
  soldOutLabel: "Agotado",
  tabs: [
    { key: "desayunos", label: "Desayunos", items: [{ name: "Tostada", price: "3 €" }] },
    { key: "comidas", label: "Comidas", items: [{ name: "Arroz", price: "14 €" }] },
    { key: "postres", label: "Postres", items: [{ name: "Tarta de queso", price: "5 €", soldOut: true }] },
  ],
};

const tabs = () => screen.getAllByRole("tab");
const selected = () => tabs().findIndex((t) => t.getAttribute("aria-selected") === "true");

describe("SampleMenu", () => {
  it("prerenders every panel, only the first one visible", async () => {
    const html = await renderToHtml(<SampleMenu section={section} />);
    for (const dish of ["Tostada", "Arroz", "Tarta de queso", "Agotado"]) expect(html).toContain(dish);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });

  it("arrow keys, Home and End move selection and focus; one tab stop", () => {
    render(
      <Providers>
        <SampleMenu section={section} />
      </Providers>,
    );
    expect(selected()).toBe(0);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tabs()[0]!, { key: "ArrowRight" });
    expect(selected()).toBe(1);
    expect(document.activeElement).toBe(tabs()[1]);
    fireEvent.keyDown(tabs()[1]!, { key: "End" });
    expect(selected()).toBe(2);
    expect(screen.getByRole("tabpanel").textContent).toContain("Agotado");
    fireEvent.keyDown(tabs()[2]!, { key: "ArrowRight" });
    expect(selected()).toBe(0);
    fireEvent.keyDown(tabs()[0]!, { key: "ArrowLeft" });
    expect(selected()).toBe(2);
    fireEvent.keyDown(tabs()[2]!, { key: "Home" });
    expect(selected()).toBe(0);
    fireEvent.click(tabs()[1]!);
    expect(selected()).toBe(1);
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });
});
