// What Puck 0.23 leaves unnamed, named from outside (its components take no
// prop for these): the "+" of list fields, the zoom select, the left rail's
// items (divs with a click handler, made buttons here), and each outline
// entry, which Puck names by type only ("Cifras", "Cifras"): the entry gets
// the section's own title or anchor as a detail (shown by editor-chrome.css).
// Attributes only: the text React renders is never touched.
import { useEffect } from "react";

type Props = Record<string, unknown>;

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/** What tells one section from another of its type: its title (or its heading's), else its anchor. */
export function sectionDetail(props: Props): string | undefined {
  const heading = props.heading && typeof props.heading === "object" ? (props.heading as Props) : {};
  const detail =
    text(props.title) ??
    text(heading.title) ??
    text(props.eyebrow) ??
    text(heading.eyebrow) ??
    (text(props.sectionId) ? `#${text(props.sectionId)}` : undefined);
  if (!detail) return undefined;
  const plain = detail.replace(/\s+/g, " ");
  return plain.length > 48 ? `${plain.slice(0, 47)}…` : plain;
}

const ENTER_OR_SPACE = (event: KeyboardEvent) => event.key === "Enter" || event.key === " ";

export interface PatchTexts {
  addItem: (field: string) => string;
  zoom: string;
  /** The preview's iframe title (axe's frame-title). */
  frame: string;
}

/** Names Puck's unnamed controls in `root`; `details` maps a Puck item id to its outline detail. */
export function patchPuckDom(root: ParentNode, details: ReadonlyMap<string, string>, texts: PatchTexts): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[class*="_ArrayField-addButton"]')) {
    const label = button.closest('[class*="_Input_"]')?.querySelector('[class*="_Input-label"]')?.textContent?.trim();
    const name = texts.addItem(label || "");
    if (button.getAttribute("aria-label") !== name) {
      button.setAttribute("aria-label", name);
      button.title = name;
    }
  }
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="_ViewportControls-zoomSelect"]')) {
    if (!select.hasAttribute("aria-label")) select.setAttribute("aria-label", texts.zoom);
  }
  for (const item of root.querySelectorAll<HTMLElement>('[class*="_NavItem-link"]')) {
    if (item.getAttribute("role") === "button") continue;
    item.setAttribute("role", "button");
    item.tabIndex = 0;
    item.addEventListener("keydown", (event) => {
      if (!ENTER_OR_SPACE(event)) return;
      event.preventDefault();
      item.click();
    });
  }
  for (const item of root.querySelectorAll<HTMLElement>('[class*="_NavItem-link"]')) {
    item.setAttribute("aria-pressed", String(Boolean(item.parentElement?.className.includes("_NavItem--active"))));
  }
  // Axe's serious and critical findings on Puck's own markup (issue 43): the rail item's icon is a nameless
  // button inside the item's button; a folded palette group's aria-controls names a list that is not drawn;
  // the loader's label is on an element with no role; the preview's frame has no title.
  for (const icon of root.querySelectorAll<HTMLElement>('[class*="_NavItem-linkIcon"][role="button"]')) {
    icon.removeAttribute("role");
    icon.setAttribute("aria-hidden", "true");
    icon.tabIndex = -1;
  }
  for (const button of root.querySelectorAll<HTMLElement>("button[aria-controls]")) {
    const controlled = button.getAttribute("aria-controls") ?? "";
    if (!controlled.split(/\s+/).every((id) => root.querySelector(`[id="${CSS.escape(id)}"]`)))
      button.removeAttribute("aria-controls");
  }
  for (const loader of root.querySelectorAll<HTMLElement>('[class*="_Loader_"][aria-label]:not([role])')) {
    loader.setAttribute("role", "img");
  }
  const frame = root.querySelector<HTMLIFrameElement>("iframe#preview-frame:not([title])");
  frame?.setAttribute("title", texts.frame);
  for (const layer of root.querySelectorAll<HTMLElement>("li[data-puck-layer-tree-id]")) {
    const name = layer.querySelector<HTMLElement>('[class*="_Layer-name"]');
    if (!name || name.closest("li") !== layer) continue;
    const detail = details.get(layer.dataset.puckLayerTreeId ?? "");
    if (detail === undefined) name.removeAttribute("data-detail");
    else if (name.dataset.detail !== detail) name.dataset.detail = detail;
  }
}

/** Keeps the patches applied while Puck re-renders its panels. */
export function usePuckDomPatches(details: () => ReadonlyMap<string, string>, texts: PatchTexts): void {
  useEffect(() => {
    let frame = 0;
    const apply = () => {
      frame = 0;
      patchPuckDom(document, details(), texts);
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(apply);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] });
    apply();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [details, texts]);
}
