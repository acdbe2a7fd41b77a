// «Añadir sección» (the keyboard's way to add a section) offers the shared sections too, under «Compartidas»:
// a marketer places an existing one from there as from Puck's palette, the reference set to the one chosen.
import { fireEvent, render, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AddSection } from "./AddSection";
import type { SectionTypeInfo } from "./schema-fields";

const actions: unknown[] = [];
const resolved: string[] = [];
const inserted = { type: "shared", props: { id: "shared-1", ref: "aviso" } };

vi.mock("@puckeditor/core", () => ({
  useGetPuck: () => () => ({
    appState: { ui: { itemSelector: null }, data: { content: [{}, {}] } },
    dispatch: (action: unknown) => actions.push(action),
    getItemBySelector: () => inserted,
    resolveDataById: (id: string) => resolved.push(id),
  }),
}));
vi.mock("virtual:editor", () => ({
  default: {
    shared: {
      aviso: {
        section: { type: "ctaBanner", title: "Aviso" },
        usedBy: [
          { file: "pages/home.json", path: "/", title: "Inicio" },
          { file: "pages/contact.json", path: "/contact", title: "Contacto" },
        ],
      },
      "probar-por-tu-cuenta": { section: { type: "ctaBanner", title: "¿Prefieres…?" }, usedBy: [] },
    },
  },
}));

const types = [{ type: "ctaBanner", label: "Banner de llamada", category: "Llamadas" }] as SectionTypeInfo[];

describe("«Añadir sección»", () => {
  it("lists the shared sections under «Compartidas» by name, with the pages that use them, and places the one chosen, at the end", () => {
    const view = render(<AddSection types={types} />);
    const select = view.getByRole("combobox");
    const group = within(select).getByRole("group", { name: "Compartidas" });
    expect(
      within(group)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["«aviso» · Usada en 2 páginas", "«probar-por-tu-cuenta» · Usada en 0 páginas"]);
    fireEvent.change(select, { target: { value: "shared:probar-por-tu-cuenta" } });
    fireEvent.click(view.getByRole("button", { name: "Añadir sección" }));
    expect(actions.slice(0, 2)).toEqual([
      { type: "insert", componentType: "shared", destinationIndex: 2, destinationZone: "root:default-zone" },
      {
        type: "replace",
        destinationIndex: 2,
        destinationZone: "root:default-zone",
        data: { type: "shared", props: { id: "shared-1", ref: "probar-por-tu-cuenta" } },
      },
    ]);
    expect(resolved).toEqual(["shared-1"]);
  });
});

describe("«Añadir sección» on a phone", () => {
  it("opens the list of every type, whole, the first focused, and places the one tapped", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 640px)" }));
    actions.length = 0;
    const view = render(
      <AddSection
        types={[...types, { type: "faq", label: "Preguntas frecuentes", category: "Contenido" }] as SectionTypeInfo[]}
      />,
    );
    const button = view.getByRole("button", { name: "Añadir sección" });
    fireEvent.click(button);
    const list = view.getByTestId("add-section-list");
    const options = within(list)
      .getAllByRole("button")
      .filter((b) => b.hasAttribute("data-type"));
    expect(options.map((o) => o.textContent)).toEqual([
      "Banner de llamada",
      "Preguntas frecuentes",
      "Sección compartida «aviso» Usada en 2 páginas",
      "Sección compartida «probar-por-tu-cuenta» Usada en 0 páginas",
    ]);
    // Each one's count is its own line, under the name.
    expect(options[2]?.querySelector(".add-section__detail")?.textContent).toBe("Usada en 2 páginas");
    expect(document.activeElement).toBe(options[0]);
    fireEvent.click(options[1]!);
    expect(actions[0]).toMatchObject({ type: "insert", componentType: "faq", destinationIndex: 2 });
    expect(view.queryByTestId("add-section-list")).toBeNull();
    vi.unstubAllGlobals();
  });
});
