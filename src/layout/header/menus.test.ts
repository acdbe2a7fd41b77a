import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMenus } from "./menus";

const menu = (id: string, label: string) => `
  <div data-menu>
    <button data-menu-trigger aria-expanded="false" aria-controls="${id}">${label}</button>
    <div id="${id}" data-menu-panel hidden><a href="/a">A</a><a href="/b">B</a><a href="#c">C</a></div>
  </div>`;

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  root.innerHTML = `<nav>${menu("soluciones", "Soluciones")}${menu("idioma", "Idioma")}</nav><p tabindex="0">fuera</p>`;
  document.body.append(root);
  startMenus(root);
});
afterEach(() => root.remove());

const trigger = (id: string) => root.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)!;
const panel = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));

describe("the header's menus, without React", () => {
  it("a press opens and closes a menu, and opening one closes the other", () => {
    trigger("soluciones").click();
    expect(trigger("soluciones").getAttribute("aria-expanded")).toBe("true");
    expect(panel("soluciones").hidden).toBe(false);
    trigger("idioma").click();
    expect(panel("soluciones").hidden).toBe(true);
    expect(trigger("soluciones").getAttribute("aria-expanded")).toBe("false");
    expect(panel("idioma").hidden).toBe(false);
    trigger("idioma").click();
    expect(panel("idioma").hidden).toBe(true);
  });

  it("Down arrow opens a menu on its first link; arrows, Home and End move inside; Escape closes and gives the focus back", () => {
    trigger("soluciones").focus();
    key(trigger("soluciones"), "ArrowDown");
    const links = [...panel("soluciones").querySelectorAll("a")];
    expect(panel("soluciones").hidden).toBe(false);
    expect(document.activeElement).toBe(links[0]);
    key(links[0]!, "ArrowDown");
    expect(document.activeElement).toBe(links[1]);
    key(links[1]!, "End");
    expect(document.activeElement).toBe(links[2]);
    key(links[2]!, "ArrowDown");
    expect(document.activeElement).toBe(links[0]);
    key(links[0]!, "Escape");
    expect(panel("soluciones").hidden).toBe(true);
    expect(document.activeElement).toBe(trigger("soluciones"));
  });

  it("a pointer down outside, a followed link or focus leaving the menu closes it", () => {
    trigger("soluciones").click();
    root.querySelector("p")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(panel("soluciones").hidden).toBe(true);

    trigger("soluciones").click();
    panel("soluciones")
      .querySelector("a")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(panel("soluciones").hidden).toBe(true);

    trigger("soluciones").click();
    trigger("soluciones").dispatchEvent(
      new FocusEvent("focusout", { bubbles: true, relatedTarget: root.querySelector("p") }),
    );
    expect(panel("soluciones").hidden).toBe(true);
  });
});
