// The header's disclosure menus (the desktop dropdowns and the language
// menu), without React: a button (aria-expanded, aria-controls) shows a panel
// of links. They share one "open" slot: opening one closes the other. Down
// arrow opens a menu and focuses its first link; arrows, Home and End move
// inside; Escape (focus back on the button), a pointer down outside, tabbing
// away, a followed link or an in-page #hash change close it.
//
// Markup (src/layout/header/Dropdown.tsx): [data-menu] wraps
// [data-menu-trigger] and [data-menu-panel] (their names: ./attributes.ts).
// Without JavaScript a panel shows while its item has the pointer or the
// focus (CSS).
import { MENU_ITEM, MENU_PANEL, MENU_TRIGGER } from "./attributes";
import { moveFocus } from "../../chrome/focus";

export function startMenus(root: ParentNode = document): void {
  const items = [...root.querySelectorAll<HTMLElement>(`[${MENU_ITEM}]`)];
  if (items.length === 0) return;
  let open: HTMLElement | null = null;
  const partsOf = (item: HTMLElement) => ({
    trigger: item.querySelector<HTMLButtonElement>(`[${MENU_TRIGGER}]`),
    panel: item.querySelector<HTMLElement>(`[${MENU_PANEL}]`),
  });

  const show = (item: HTMLElement | null, focusFirst = false) => {
    if (open && open !== item) {
      const { trigger, panel } = partsOf(open);
      trigger?.setAttribute("aria-expanded", "false");
      if (panel) panel.hidden = true;
    }
    open = item;
    if (!item) return;
    const { trigger, panel } = partsOf(item);
    trigger?.setAttribute("aria-expanded", "true");
    if (panel) panel.hidden = false;
    if (focusFirst) moveFocus(panel, "Home");
  };

  for (const item of items) {
    const { trigger, panel } = partsOf(item);
    if (!trigger || !panel) continue;
    trigger.addEventListener("click", () => show(open === item ? null : item));
    trigger.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      if (open === item) moveFocus(panel, "Home");
      else show(item, true);
    });
    panel.addEventListener("keydown", (event) => {
      if (moveFocus(panel, event.key)) event.preventDefault();
    });
    panel.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) show(null);
    });
    item.addEventListener("focusout", (event) => {
      const next = event.relatedTarget;
      if (open === item && next instanceof Node && !item.contains(next)) show(null);
    });
  }

  document.addEventListener("pointerdown", (event) => {
    if (open && event.target instanceof Node && !open.contains(event.target)) show(null);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    partsOf(open).trigger?.focus();
    show(null);
  });
  window.addEventListener("hashchange", () => show(null));
  // Back to this page from the back/forward cache: as it was left, minus an open menu.
  window.addEventListener("pageshow", () => show(null));
}
