import { describe, expect, it } from "vitest";
import { patchPuckDom, sectionDetail } from "./puck-patches";

const texts = {
  addItem: (f: string) => `Añadir a «${f}»`,
  zoom: "Zoom de la vista previa",
  frame: "Vista previa de la página",
};

// The markup Puck 0.23 renders for these controls (class names are CSS-module hashes).
const puckMarkup = `
  <ul><li class="_NavItem_x _NavItem--active_x"><div class="_NavItem-link_x"><span>Secciones</span></div></li>
      <li class="_NavItem_x"><div class="_NavItem-link_x"><span>Esquema</span></div></li></ul>
  <div class="_Input_q"><div class="_Input-label_q"><div class="_Input-labelIcon_q"></div>Preguntas</div>
    <div class="_ArrayField_a"><button type="button" class="_ArrayField-addButton_a"><svg></svg></button></div></div>
  <select class="_ViewportControls-zoomSelect_v"><option>51 %</option></select>
  <ol><li data-puck-layer-tree-id="s0"><button><div class="_Layer-name_o">Cifras</div></button></li>
      <li data-puck-layer-tree-id="s1"><button><div class="_Layer-name_o">Cifras</div></button></li></ol>`;

describe("Puck's unnamed controls", () => {
  it("get names a screen reader can say, and the rail items are keyboard buttons", () => {
    document.body.innerHTML = puckMarkup;
    patchPuckDom(
      document,
      new Map([
        ["s0", "Resultados en cifras"],
        ["s1", "#cifras-2"],
      ]),
      texts,
    );
    const byRole = (role: string) => [...document.querySelectorAll(`[role="${role}"]`)];
    expect(document.querySelector("button[class*=addButton]")?.getAttribute("aria-label")).toBe("Añadir a «Preguntas»");
    expect(document.querySelector("select")?.getAttribute("aria-label")).toBe("Zoom de la vista previa");
    expect(
      byRole("button").map((b) => [b.textContent, b.getAttribute("aria-pressed"), (b as HTMLElement).tabIndex]),
    ).toEqual([
      ["Secciones", "true", 0],
      ["Esquema", "false", 0],
    ]);
    let clicked = 0;
    byRole("button")[1].addEventListener("click", () => clicked++);
    byRole("button")[1].dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(clicked).toBe(1);
    expect([...document.querySelectorAll<HTMLElement>("[class*=_Layer-name]")].map((n) => n.dataset.detail)).toEqual([
      "Resultados en cifras",
      "#cifras-2",
    ]);
  });

  it("leaves none of axe's serious or critical findings on Puck's rail, palette, loader and frame", () => {
    document.body.innerHTML = `
      <div class="_NavItem-link_x" role="button"><span class="_NavItem-linkIcon_x" role="button" tabindex="0"></span>Secciones</div>
      <button aria-controls="puck-drawer-category-Formularios" title="Desplegar Formularios">Formularios</button>
      <button aria-controls="puck-drawer-category-Contenido">Contenido</button><ul id="puck-drawer-category-Contenido"></ul>
      <div class="_Loader_1w5zn_13" aria-label="Cargando"></div>
      <iframe id="preview-frame"></iframe>`;
    patchPuckDom(document, new Map(), texts);
    const icon = document.querySelector("[class*=_NavItem-linkIcon]") as HTMLElement;
    expect([icon.getAttribute("role"), icon.getAttribute("aria-hidden"), icon.tabIndex]).toEqual([null, "true", -1]);
    expect([...document.querySelectorAll("button[aria-controls]")].map((b) => b.textContent)).toEqual(["Contenido"]);
    expect(document.querySelector("[class*=_Loader_]")?.getAttribute("role")).toBe("img");
    expect(document.querySelector("iframe")?.title).toBe("Vista previa de la página");
  });

  it("an outline entry's detail is the section's title, else its heading's, else its anchor", () => {
    expect(sectionDetail({ title: "Hacemos que  gestionar un restaurante sea más fácil, rápido y sin estrés" })).toBe(
      "Hacemos que gestionar un restaurante sea más fá…",
    );
    expect(sectionDetail({ heading: { title: "Preguntas frecuentes" }, sectionId: "faq" })).toBe(
      "Preguntas frecuentes",
    );
    expect(sectionDetail({ sectionId: "cifras" })).toBe("#cifras");
    expect(sectionDetail({})).toBeUndefined();
  });
});
