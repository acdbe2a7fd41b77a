// A section as Puck holds it in the editor, and the names Puck and the editor give its parts: shared by the
// document conversion (doc-data.ts), the anchors of new sections (duplicate-anchor.ts) and shared sections.
export interface PuckItem {
  type: string;
  props: { id: string; [key: string]: unknown };
}

/** The prop that holds a section's id, its anchor on the page. */
export const ANCHOR_PROP = "sectionId";
/** Puck's name for the page's one list of sections. */
export const ROOT_ZONE = "root:default-zone";
