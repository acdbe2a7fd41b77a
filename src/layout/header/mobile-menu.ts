// The full-screen menu below 1280 px, without React: the header's menu button
// ([data-mobile-menu-open]) opens the dialog ([data-mobile-menu], prerendered
// hidden, a sibling of the header so the header's backdrop filter does not
// contain it). While it is open the page does not scroll and focus stays
// inside; Escape or the close button shut it and return focus to the menu
// button; a followed link shuts it. Its sections (Soluciones...) are
// disclosures ([data-submenu]).
import { lockScroll, unlockScroll } from "../../components/scroll-lock";
import { MOBILE_MENU, MOBILE_MENU_CLOSE, MOBILE_MENU_OPEN, MOBILE_SUBMENU } from "./attributes";

const focusables = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter((el) => !el.closest("[hidden]"));

export function startMobileMenu(root: ParentNode = document): void {
  const trigger = root.querySelector<HTMLButtonElement>(`[${MOBILE_MENU_OPEN}]`);
  const dialog = root.querySelector<HTMLElement>(`[${MOBILE_MENU}]`);
  if (!trigger || !dialog) return;
  let open = false;

  const setOpen = (next: boolean, returnFocus = true) => {
    if (next === open) return;
    open = next;
    dialog.hidden = !next;
    trigger.setAttribute("aria-expanded", String(next));
    if (next) {
      lockScroll();
      dialog.querySelector<HTMLElement>(`[${MOBILE_MENU_CLOSE}]`)?.focus();
    } else {
      unlockScroll();
      if (returnFocus) trigger.focus();
    }
  };

  trigger.addEventListener("click", () => setOpen(true));
  dialog.querySelector(`[${MOBILE_MENU_CLOSE}]`)?.addEventListener("click", () => setOpen(false));
  dialog.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false, false);
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== "Tab") return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  for (const toggle of dialog.querySelectorAll<HTMLButtonElement>(`[${MOBILE_SUBMENU}]`)) {
    toggle.addEventListener("click", () => {
      const expand = toggle.getAttribute("aria-expanded") !== "true";
      for (const other of dialog.querySelectorAll<HTMLButtonElement>(`[${MOBILE_SUBMENU}]`)) {
        const on = other === toggle && expand;
        other.setAttribute("aria-expanded", String(on));
        const list = document.getElementById(other.getAttribute("aria-controls") ?? "");
        if (list) list.hidden = !on;
      }
    });
  }
  window.addEventListener("hashchange", () => setOpen(false, false));
  window.addEventListener("pageshow", () => setOpen(false, false));
}
