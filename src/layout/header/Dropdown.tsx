import { useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Icon } from "../../components/Icon";
import { moveFocus, type MenuGroup } from "./useMenuGroup";
import * as s from "./styles";

export interface DropdownProps {
  /** Key in the menu group; also the base of the element ids. */
  id: string;
  group: MenuGroup;
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
 * panel of links. Down arrow opens it and focuses the first link; arrows,
 * Home and End move inside; Escape, an outside click or tabbing away close it.
 */
export function Dropdown({ id, group, label, ariaLabel, width = 320, columns = 1, align = "start", children }: DropdownProps) {
  const open = group.open === id;
  const panelId = `${id}-panel`;
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const { rootRef: makeRootRef, triggerRef: makeTriggerRef } = group;
  const rootRef = useMemo(() => makeRootRef(id), [makeRootRef, id]);
  const triggerRef = useMemo(() => makeTriggerRef(id), [makeTriggerRef, id]);

  useEffect(() => {
    if (open && focusFirst.current) moveFocus(panelRef.current, "Home");
    focusFirst.current = false;
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    if (open) moveFocus(panelRef.current, "Home");
    else {
      focusFirst.current = true;
      group.show(id);
    }
  };
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveFocus(panelRef.current, event.key)) event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) group.close();
  };

  return (
    <div css={s.navItem} ref={rootRef} onBlur={onBlur}>
      <button ref={triggerRef} type="button" css={s.navLink} aria-expanded={open} aria-controls={panelId} aria-label={ariaLabel} onClick={() => group.toggle(id)} onKeyDown={onTriggerKeyDown}>
        {label}
        <Icon name="chevron-down" size={16} />
      </button>
      <div id={panelId} ref={panelRef} css={s.panel(width, columns, align)} hidden={!open} onKeyDown={onPanelKeyDown}>
        {children}
      </div>
    </div>
  );
}
