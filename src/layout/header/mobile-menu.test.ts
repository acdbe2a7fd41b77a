import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startMobileMenu } from "./mobile-menu";
import { scrollLockCount } from "../../components/scroll-lock";

beforeEach(() => {
  document.body.innerHTML = `
    <header><button data-mobile-menu-open aria-expanded="false" aria-controls="mobile-menu">Abrir menú</button></header>
    <div id="mobile-menu" role="dialog" aria-modal="true" hidden data-mobile-menu>
      <button data-close>Cerrar</button>
      <button data-submenu aria-expanded="false" aria-controls="a-mobile">Soluciones</button><div id="a-mobile" hidden><a href="/features/x">X</a></div>
      <button data-submenu aria-expanded="false" aria-controls="b-mobile">Nosotros</button><div id="b-mobile" hidden><a href="/about">Sobre</a></div>
      <a href="/register">Empieza</a>
    </div>`;
  startMobileMenu();
});
afterEach(() => {
  if (scrollLockCount() > 0) document.querySelector<HTMLButtonElement>("[data-close]")?.click();
  document.body.replaceChildren();
});

const opener = () => document.querySelector<HTMLButtonElement>("[data-mobile-menu-open]")!;
const dialog = () => document.querySelector<HTMLElement>("[data-mobile-menu]")!;

describe("the mobile menu, without React", () => {
  it("opens with the page locked and focus on its close button; Escape closes it and gives the focus back", () => {
    opener().click();
    expect(dialog().hidden).toBe(false);
    expect(opener().getAttribute("aria-expanded")).toBe("true");
    expect(scrollLockCount()).toBe(1);
    expect(document.activeElement).toBe(document.querySelector("[data-close]"));
    dialog().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    expect(dialog().hidden).toBe(true);
    expect(scrollLockCount()).toBe(0);
    expect(document.activeElement).toBe(opener());
  });

  it("keeps Tab inside, opens one section at a time, and a followed link closes it", () => {
    opener().click();
    const last = document.querySelector<HTMLElement>('a[href="/register"]')!;
    last.focus();
    dialog().dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(document.querySelector("[data-close]"));
    const [solutions, company] = document.querySelectorAll<HTMLButtonElement>("[data-submenu]");
    solutions!.click();
    expect(document.getElementById("a-mobile")!.hidden).toBe(false);
    company!.click();
    expect(document.getElementById("a-mobile")!.hidden).toBe(true);
    expect(solutions!.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById("b-mobile")!.hidden).toBe(false);
    document
      .querySelector<HTMLAnchorElement>('a[href="/about"]')!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(dialog().hidden).toBe(true);
    expect(scrollLockCount()).toBe(0);
  });
});
