// "Más acciones": the editor's secondary actions behind one menu button, so
// the header stays one row and the canvas gets the screen. The WAI-ARIA menu
// button: Enter, Space or ↓ open it on the first item (↑ on the last), ↑ ↓
// Home End move, Escape or Tab close it and the focus goes back to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

export interface MenuAction {
  label: string;
  onSelect: () => void;
  /** A toggle (menuitemcheckbox) or one of a group (menuitemradio): its state. */
  checked?: boolean;
  radio?: boolean;
  /** A heading said before this item (a group's name). */
  group?: string;
  /** Only in the menu on a phone's width (≤ 640 px), where the header has no room for it (editor-chrome.css). */
  narrowOnly?: boolean;
}

/** The items shown: one kept for a phone's width is not drawn on a wider screen, and the keys skip it. */
const itemsOf = (list: HTMLElement | null) =>
  [...(list?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])].filter(
    (item) => typeof item.checkVisibility !== "function" || item.checkVisibility(),
  );
/** Focus the item at `index`, counted from the end when negative, wrapping around. */
const focusItem = (list: HTMLElement | null, index: number) => {
  const all = itemsOf(list);
  all[(index + all.length) % all.length]?.focus();
};

export function ActionsMenu({
  label,
  actions,
  flagged = false,
}: {
  label: string;
  actions: MenuAction[];
  /** A dot on the button on a phone: the menu holds a state the header has no room for (a review, texts to translate). */
  flagged?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const opening = useRef<"first" | "last" | null>(null);
  useEffect(() => {
    if (!open) return;
    if (opening.current) focusItem(list.current, opening.current === "first" ? 0 : -1);
    opening.current = null;
    // A click anywhere else closes it (the focus stays where the click put it).
    const outside = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  const show = (at: "first" | "last") => {
    opening.current = at;
    setOpen(true);
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      show(e.key === "ArrowDown" ? "first" : "last");
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const all = itemsOf(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      focusItem(list.current, moves[e.key] as number);
    } else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    } else if (e.key === "Tab") close(false);
  };
  return (
    <span className="actions-menu">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        className="actions-menu__button"
        onClick={() => (open ? close(false) : show("first"))}
        onKeyDown={onButtonKey}
      >
        {label}
        {flagged ? <span aria-hidden="true" className="actions-menu__flag" /> : null}
        <span aria-hidden="true" className="actions-menu__caret" />
      </button>
      {open ? (
        <div ref={list} id={id} role="menu" aria-label={label} className="actions-menu__list" onKeyDown={onMenuKey}>
          {actions.map((action) => (
            <div
              key={`${action.group ?? ""} ${action.label}`}
              role="none"
              className={action.narrowOnly ? "actions-menu__narrow" : undefined}
            >
              {action.group ? (
                <div role="presentation" className="actions-menu__group">
                  {action.group}
                </div>
              ) : null}
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is chosen on the line below (menuitemcheckbox or menuitemradio when it has a state), which the rule cannot read */}
              <button
                type="button"
                data-menu-item
                tabIndex={-1}
                role={action.checked === undefined ? "menuitem" : action.radio ? "menuitemradio" : "menuitemcheckbox"}
                aria-checked={action.checked}
                className="actions-menu__item"
                onClick={() => {
                  close(true);
                  action.onSelect();
                }}
              >
                {action.label}
              </button>
            </div>
          ))}
        </div>
      ) : null}
    </span>
  );
}
