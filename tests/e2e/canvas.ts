// A click in the editor's canvas, where a person's click lands (issue 41). Puck gives a section's content no
// pointer events ([data-puck-component] * { pointer-events: none }): a click on a heading is a click on the
// section's wrapper, which selects the section. The wrapper is a group (src/editor/preview-sections.ts), and
// Playwright waits for a hit on the heading itself, which never comes; so the click goes to the wrapper, at the
// heading's place in it.
import type { Locator } from "@playwright/test";

/** Puck's wrapper of the canvas section that holds `inside`. */
export const sectionOf = (inside: Locator) => inside.locator("xpath=ancestor::*[@data-puck-component][1]");

/**
 * Selects the section that holds `inside` by a click on `inside`'s middle, as a person would; `double`: a
 * double click there, which starts editing a text in place (useInlineEditing.ts).
 */
export async function clickInCanvas(inside: Locator, options: { timeout?: number; double?: boolean } = {}) {
  const { double, ...wait } = options;
  const section = sectionOf(inside);
  await inside.scrollIntoViewIfNeeded(wait);
  const [box, at] = await Promise.all([section.boundingBox(wait), inside.boundingBox(wait)]);
  if (!box || !at) throw new Error("the canvas's element is not on screen");
  const position = { x: at.x - box.x + at.width / 2, y: at.y - box.y + at.height / 2 };
  await (double ? section.dblclick({ ...wait, position }) : section.click({ ...wait, position }));
}
