import type { ReactNode } from "react";
import { Icon } from "../../components/Icon";
import { MENU_ITEM, MENU_PANEL, MENU_TRIGGER } from "./attributes";
import * as s from "./styles";

export interface DropdownProps {
  /** The base of the element ids. */
  id: string;
  /** What the trigger shows. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not enough (e.g. "ES"). */
  ariaLabel?: string;
  /** Panel width in px and number of link columns. */
  width?: number;
  columns?: number;
  align?: "start" | "end";
  children: ReactNode;
}

/**
 * A WAI-ARIA disclosure: a button (aria-expanded, aria-controls) that shows a
 * panel of links. Markup only: its behaviour (one menu open at a time,
 * keyboard, Escape, outside click) is ./menus.ts, and without
 * JavaScript the panel shows while the item has the pointer or the focus.
 */
export function Dropdown({ id, label, ariaLabel, width = 320, columns = 1, align = "start", children }: DropdownProps) {
  const panelId = `${id}-panel`;
  return (
    <div css={s.navItem} {...{ [MENU_ITEM]: "" }}>
      <button
        type="button"
        css={s.navLink}
        aria-expanded="false"
        aria-controls={panelId}
        aria-label={ariaLabel}
        {...{ [MENU_TRIGGER]: "" }}
      >
        {label}
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={panelId} css={s.panel(width, columns, align)} hidden {...{ [MENU_PANEL]: "" }}>
        {children}
      </div>
    </div>
  );
}
