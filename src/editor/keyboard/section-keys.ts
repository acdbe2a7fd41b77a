// Keyboard-only editing of the sections (issue 43; WCAG 2.1.1, 2.4.7 and 2.5.7: every drag has another way).
// In the preview each section is a stop of Tab (Puck's sortable element): the one focused is the one
// selected, ↑ ↓ go to the one before or after, Enter takes the focus to its first field and Escape there
// brings it back, Alt+↑ ↓ move it, Ctrl+D duplicates it, Supr deletes it (Puck's own key). After a move,
// a duplicate or a delete the focus lands on the section moved, the copy or the neighbour, never on the
// page's body. Ctrl+S saves from anywhere, «?» opens the list of shortcuts.
import { useEffect } from "react";
import type { PuckAction, useGetPuck } from "@puckeditor/core";
import { ROOT_ZONE } from "../doc-data";

type PuckApi = ReturnType<ReturnType<typeof useGetPuck>>;
type GetApi = () => PuckApi | null | undefined;

/** What the keys do that lives outside Puck's state (the editor's save, the help panel). */
export interface EditorKeys {
  save(): void;
  help(): void;
}

const SECTION = "[data-puck-component]";
const FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const frameDocument = () =>
  (document.getElementById("preview-frame") as HTMLIFrameElement | null)?.contentDocument ?? null;
const inField = (target: EventTarget | null) => Boolean((target as Partial<Element> | null)?.closest?.(FIELD));
const afterPaint = (run: () => void) => requestAnimationFrame(() => requestAnimationFrame(run));

const selectedIndex = (api: PuckApi) => {
  const selector = api.appState.ui.itemSelector;
  return selector && (!selector.zone || selector.zone === ROOT_ZONE) ? selector.index : undefined;
};

export function selectSection(api: PuckApi, index: number): void {
  if (selectedIndex(api) !== index) api.dispatch({ type: "setUi", ui: { itemSelector: { index, zone: ROOT_ZONE } } });
}

/** Moves the selected section `delta` places, keeping it selected; false when it cannot go further. */
export function moveSelection(api: PuckApi, delta: number): boolean {
  const from = selectedIndex(api);
  if (from === undefined) return false;
  const to = from + delta;
  if (to < 0 || to >= api.appState.data.content.length) return false;
  api.dispatch({ type: "reorder", sourceIndex: from, destinationIndex: to, destinationZone: ROOT_ZONE });
  api.dispatch({ type: "setUi", ui: { itemSelector: { index: to, zone: ROOT_ZONE } } });
  return true;
}

/** The selected section's element in the preview, focused and scrolled into view once React has drawn it. */
export function focusSection(getApi: GetApi): void {
  afterPaint(() => {
    const api = getApi();
    const index = api ? selectedIndex(api) : undefined;
    const id = index === undefined ? undefined : api?.appState.data.content[index]?.props.id;
    const element =
      id === undefined
        ? null
        : frameDocument()?.querySelector<HTMLElement>(`${SECTION}[data-puck-component="${CSS.escape(String(id))}"]`);
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: "nearest" });
  });
}

/** The first field of the selected section's panel (or the page's), once Puck has drawn it. */
function focusFirstField(): void {
  afterPaint(() => {
    const first = [...document.querySelectorAll<HTMLElement>('[class*="_PuckFields"] [data-pointer]')].find(
      (el) => el.getClientRects().length > 0,
    );
    first?.focus();
  });
}

/** Focus on the page's body (its element removed), or in the preview outside a field. */
function focusInCanvasOrLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (active.id !== "preview-frame") return false;
  const inner = frameDocument()?.activeElement;
  return !inner || !inField(inner);
}

const STRUCTURAL = new Set(["remove", "duplicate", "reorder", "insert", "move"]);

/**
 * Call from Puck's onAction. A removed section's neighbour is selected (the one after it, else the one
 * before); when the focus was in the preview or is lost, it goes to the section the action left selected.
 */
export function keepFocus(action: PuckAction, getApi: GetApi): void {
  if (!STRUCTURAL.has(action.type)) return;
  const wasInCanvas = focusInCanvasOrLost();
  const removed = action.type === "remove" && (!action.zone || action.zone === ROOT_ZONE) ? action.index : undefined;
  queueMicrotask(() => {
    const api = getApi();
    const count = api?.appState.data.content.length ?? 0;
    if (api && removed !== undefined && count > 0) selectSection(api, Math.min(removed, count - 1));
  });
  afterPaint(() => {
    if (wasInCanvas || focusInCanvasOrLost()) focusSection(getApi);
  });
}

/**
 * The editor's keys on `target` (the editor's window, or the preview's document: its keys do not reach the
 * window). `canvas` adds the keys of a focused section.
 */
export function useSectionKeys(
  target: Window | Document | null | undefined,
  getApi: GetApi,
  keys: EditorKeys | undefined,
  canvas: boolean,
): void {
  useEffect(() => {
    if (!target) return;
    const indexOf = (section: Element, api: PuckApi) => {
      const id = section.getAttribute("data-puck-component");
      const index = api.appState.data.content.findIndex((item) => String(item.props.id) === id);
      return index < 0 ? undefined : index;
    };
    const onKey = (event: Event) => {
      const e = event as KeyboardEvent;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && !e.altKey && !e.shiftKey && e.code === "KeyS") {
        e.preventDefault();
        keys?.save();
        return;
      }
      const field = inField(e.target);
      if (field && e.key === "Escape" && (e.target as Element).closest('[class*="_PuckFields"]')) {
        focusSection(getApi);
        return;
      }
      if (field || e.defaultPrevented) return;
      if (e.key === "?" && !mod && !e.altKey) {
        e.preventDefault();
        keys?.help();
        return;
      }
      const api = getApi();
      if (!api) return;
      if (mod && !e.altKey && !e.shiftKey && e.code === "KeyD") {
        e.preventDefault();
        const index = selectedIndex(api);
        if (index !== undefined) api.dispatch({ type: "duplicate", sourceIndex: index, sourceZone: ROOT_ZONE });
        return;
      }
      const section = canvas ? (e.target as Partial<Element>).closest?.(SECTION) : null;
      if (!section || section !== e.target) return;
      const index = indexOf(section, api);
      if (index === undefined) return;
      const delta = e.key === "ArrowDown" ? 1 : e.key === "ArrowUp" ? -1 : 0;
      // Enter only: a Space reaching the section (a click that focused it, not its inline text, under load)
      // must not take the focus away to the fields while the person types into the preview.
      if (e.key === "Enter") {
        e.preventDefault();
        selectSection(api, index);
        focusFirstField();
      } else if (delta && e.altKey && !mod) {
        e.preventDefault();
        selectSection(api, index);
        if (moveSelection(getApi() ?? api, delta)) focusSection(getApi);
      } else if (delta && !mod) {
        e.preventDefault();
        const to = index + delta;
        if (to < 0 || to >= api.appState.data.content.length) return;
        selectSection(api, to);
        focusSection(getApi);
      }
    };
    // The section the focus reaches (Tab, ↑ ↓) is the one selected: its action bar and fields are shown.
    const onFocus = (event: Event) => {
      const section = (event.target as Partial<Element>).closest?.(SECTION);
      const api = getApi();
      if (!canvas || !section || section !== event.target || !api) return;
      const index = indexOf(section, api);
      if (index !== undefined) selectSection(api, index);
    };
    target.addEventListener("keydown", onKey);
    target.addEventListener("focusin", onFocus);
    return () => {
      target.removeEventListener("keydown", onKey);
      target.removeEventListener("focusin", onFocus);
    };
  }, [target, getApi, keys, canvas]);
}
