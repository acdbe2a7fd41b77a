// Wires inline-edit.ts to the preview's document and to Puck.
import { useEffect } from "react";
import { flushSync } from "react-dom";
import type { useGetPuck } from "@puckeditor/core";
import { ROOT_ZONE, type EditorSchema } from "./doc-data";
import { caretOffset, findEditable, placeCaret, setField } from "./inline-edit";

type GetPuck = ReturnType<typeof useGetPuck>;
const WRITE_AFTER_MS = 200;

export function useInlineEditing(
  frameDocument: Document | undefined,
  puck: { current: GetPuck | null },
  schema: EditorSchema,
): void {
  useEffect(() => {
    if (!frameDocument) return;
    const HTMLElementOfFrame = frameDocument.defaultView!.HTMLElement;
    const start = (event: MouseEvent) => {
      // Puck lays an overlay over the selected section and its content takes no pointer
      // events: the text is found by position among the section's elements.
      const el = textElementAt(frameDocument, HTMLElementOfFrame, event.clientX, event.clientY);
      if (!el || el.isContentEditable) return;
      const overlay =
        event.target instanceof HTMLElementOfFrame && event.target !== el && !event.target.contains(el)
          ? event.target
          : null;
      const wrapper = el.closest("[data-puck-component]");
      const getPuck = puck.current;
      if (!wrapper || !getPuck) return;
      const id = wrapper.getAttribute("data-puck-component");
      const content = getPuck().appState.data.content;
      const item = content.find((c) => c.props.id === id);
      if (!item) return;
      const field = findEditable(
        item.props as Record<string, unknown>,
        schema.sections[item.type] ?? {},
        el.textContent,
      );
      if (!field) return;
      event.preventDefault();
      let timer = 0;
      const write = () => {
        timer = 0;
        const { appState, dispatch } = getPuck();
        const index = appState.data.content.findIndex((c) => c.props.id === id);
        const current = appState.data.content[index];
        if (!current) return;
        const value = field.multiline ? (el.textContent ?? "") : (el.textContent ?? "").replace(/\n/g, " ");
        const caret = caretOffset(el);
        // The section re-renders with the text it already shows, and React's rewrite of the text node puts the
        // caret at its start. Rendered here, at once, and the caret put back before the next key is handled:
        // with the render left to React's scheduling and the caret put back a frame later, a key typed in between
        // (a fast typist, a busy machine) landed at the paragraph's start, and the next ones where the caret had
        // been before it ("eSomos un equipo… Y ccemos.r" for " Y crecemos.").
        flushSync(() =>
          dispatch({
            type: "replace",
            destinationIndex: index,
            destinationZone: ROOT_ZONE,
            data: {
              ...current,
              props: setField(current.props as Record<string, unknown>, field.path, value) as typeof current.props,
            },
          }),
        );
        if (caret !== undefined && el.isConnected && frameDocument.activeElement === el) placeCaret(el, caret);
      };
      const onInput = () => {
        clearTimeout(timer);
        timer = window.setTimeout(write, WRITE_AFTER_MS);
      };
      // Keys and pointer stay here: the section's wrapper starts a drag on Space/Enter and on a press.
      const onKey = (e: KeyboardEvent) => {
        e.stopPropagation();
        if (e.key === "Escape" || (e.key === "Enter" && !field.multiline)) {
          e.preventDefault();
          el.blur();
        }
      };
      const stop = (e: Event) => e.stopPropagation();
      const end = () => {
        if (timer) {
          clearTimeout(timer);
          write();
        }
        el.removeAttribute("contenteditable");
        overlay?.style.removeProperty("pointer-events");
        el.removeEventListener("input", onInput);
        el.removeEventListener("keydown", onKey);
        el.removeEventListener("pointerdown", stop);
        el.removeEventListener("blur", end);
      };
      // The caret and a mouse selection go to the text while it is edited.
      overlay?.style.setProperty("pointer-events", "none");
      el.setAttribute("contenteditable", "plaintext-only");
      el.addEventListener("input", onInput);
      el.addEventListener("keydown", onKey);
      el.addEventListener("pointerdown", stop);
      el.addEventListener("blur", end);
      el.focus();
      const caretAt = frameDocument.caretRangeFromPoint?.(event.clientX, event.clientY);
      if (caretAt) {
        const selection = frameDocument.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(caretAt);
      }
    };
    frameDocument.addEventListener("dblclick", start);
    return () => frameDocument.removeEventListener("dblclick", start);
  }, [frameDocument, puck, schema]);
}

/** The innermost element with text only (no child elements) under a point, inside a section. */
function textElementAt(
  doc: Document,
  HTMLElementOfFrame: typeof HTMLElement,
  x: number,
  y: number,
): HTMLElement | undefined {
  const inside = (e: Element) => {
    const r = e.getBoundingClientRect();
    return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  };
  const wrapper = [...doc.querySelectorAll("[data-puck-component]")].find(inside);
  if (!wrapper) return undefined;
  return [...wrapper.querySelectorAll("*")].find(
    (e): e is HTMLElement =>
      e instanceof HTMLElementOfFrame && e.children.length === 0 && Boolean(e.textContent?.trim()) && inside(e),
  );
}
