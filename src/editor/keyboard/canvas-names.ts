// The preview's sections, as assistive technology meets them: Puck's sortable element is a focusable
// `role="button"` holding the section's own links and buttons (axe's nested-interactive, serious). Each one
// becomes a named group, «Cifras: En cifras», said as a «sección»: Tab still stops on it, and the keys of
// section-keys.ts act on it. Re-applied when Puck draws the preview again.
import { useEffect } from "react";
import type { useGetPuck } from "@puckeditor/core";
import { keyboardCopy } from "./copy";

type PuckApi = ReturnType<ReturnType<typeof useGetPuck>>;

export function useCanvasSectionNames(
  frameDocument: Document | undefined,
  getApi: () => PuckApi | null | undefined,
  nameOf: (type: string, props: Record<string, unknown>) => string,
): void {
  useEffect(() => {
    const body = frameDocument?.body;
    if (!body) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      const content = getApi()?.appState.data.content ?? [];
      const byId = new Map(content.map((item) => [String(item.props.id), item]));
      for (const el of body.querySelectorAll<HTMLElement>("[data-puck-component]")) {
        const item = byId.get(el.getAttribute("data-puck-component") ?? "");
        if (!item) continue;
        const name = nameOf(item.type, item.props as Record<string, unknown>);
        if (el.getAttribute("role") !== "group") el.setAttribute("role", "group");
        if (el.getAttribute("aria-roledescription") !== keyboardCopy.section)
          el.setAttribute("aria-roledescription", keyboardCopy.section);
        if (el.getAttribute("aria-label") !== name) el.setAttribute("aria-label", name);
        // A button's state, which a group may not have (axe's aria-allowed-attr, critical).
        if (el.hasAttribute("aria-pressed")) el.removeAttribute("aria-pressed");
      }
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(apply);
    });
    observer.observe(body, {
      childList: true,
      subtree: true,
      // A field typed into changes the section's text, and its name with it.
      characterData: true,
      attributes: true,
      attributeFilter: ["role", "aria-pressed", "data-puck-component"],
    });
    apply();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [frameDocument, getApi, nameOf]);
}
