// The preview's sections as the editor shows them (in Puck's iframe). Each section sits in Puck's draggable
// wrapper, which dnd-kit makes a role=button: the site's own buttons inside it (the home page's tabs, its
// calculator, its questions) were controls inside a control, axe's nested-interactive (serious), and a screen
// reader announced the whole section as one button. The wrapper becomes a group: still focusable, still
// announced as «draggable» with dnd-kit's instructions, still moved by keyboard and selected by a click.
// aria-pressed, which a group may not carry (axe's aria-allowed-attr), goes with it; dnd-kit sets it again
// while a section is dragged, and the caller's observer takes it off again.

/** Puck's section wrappers in `root` made groups instead of buttons. */
export function sectionsAsGroups(root: ParentNode): void {
  for (const wrapper of root.querySelectorAll<HTMLElement>("[data-puck-component]")) {
    if (wrapper.getAttribute("role") === "button") wrapper.setAttribute("role", "group");
    if (wrapper.hasAttribute("aria-pressed")) wrapper.removeAttribute("aria-pressed");
  }
}

/**
 * The sections' links lead nowhere in the preview (a click selects the section): their address moves to
 * data-href, so a link is text that looks like one and cannot load another page into the frame; React sets
 * href again only when the link's address is edited.
 */
export function unlinkSections(root: ParentNode): void {
  for (const link of root.querySelectorAll("[data-puck-component] a[href]")) {
    link.setAttribute("data-href", link.getAttribute("href") ?? "");
    link.removeAttribute("href");
  }
}
