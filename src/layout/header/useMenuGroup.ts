import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";

export interface MenuGroup {
  /** Key of the open menu, or null. */
  open: string | null;
  toggle: (key: string) => void;
  show: (key: string) => void;
  close: () => void;
  /** Closes and puts focus back on that menu's trigger. */
  closeAndFocus: () => void;
  /** Ref callbacks a menu hands to its wrapper (trigger + panel) and its trigger. */
  rootRef: (key: string) => (el: HTMLElement | null) => void;
  triggerRef: (key: string) => (el: HTMLButtonElement | null) => void;
}

/**
 * Disclosure menus that share one "open" slot: opening one (a dropdown or
 * the language menu) closes the other. A pointer down outside the open menu,
 * Escape (focus returns to its trigger) and any navigation close it.
 */
export function useMenuGroup(): MenuGroup {
  const [open, setOpen] = useState<string | null>(null);
  const roots = useRef(new Map<string, HTMLElement>());
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const location = useLocation();

  const close = useCallback(() => setOpen(null), []);
  const closeAndFocus = useCallback(() => {
    setOpen((current) => {
      if (current) triggers.current.get(current)?.focus();
      return null;
    });
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = roots.current.get(open);
      if (root && event.target instanceof Node && !root.contains(event.target)) setOpen(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      triggers.current.get(open)?.focus();
      setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  // A followed link closes the menu.
  useEffect(() => setOpen(null), [location.key]);

  const rootRef = useCallback(
    (key: string) => (el: HTMLElement | null) => {
      if (el) roots.current.set(key, el);
      else roots.current.delete(key);
    },
    [],
  );
  const triggerRef = useCallback(
    (key: string) => (el: HTMLButtonElement | null) => {
      if (el) triggers.current.set(key, el);
      else triggers.current.delete(key);
    },
    [],
  );

  return {
    open,
    toggle: useCallback((key: string) => setOpen((current) => (current === key ? null : key)), []),
    show: useCallback((key: string) => setOpen(key), []),
    close,
    closeAndFocus,
    rootRef,
    triggerRef,
  };
}

/** Arrow keys, Home and End move between the links of an open panel. */
export function moveFocus(panel: HTMLElement | null, key: string): boolean {
  if (!panel) return false;
  const links = [...panel.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = key === "ArrowDown" ? (at + 1) % links.length : key === "ArrowUp" ? (at <= 0 ? links.length - 1 : at - 1) : key === "Home" ? 0 : key === "End" ? links.length - 1 : -1;
  if (next < 0) return false;
  links[next]!.focus();
  return true;
}
