// The first screen, as the prerender decides it: the site chrome above the
// sections and the page's first sections. What comes after is "below the
// fold": its CSS arrives in a cached stylesheet of its own (linked right
// before it, so it never shows unstyled; src/runtime/page-styles.ts).
// The browser skips the style, layout and paint of a section below until it
// nears the screen (content-visibility: auto): on home, the lower nine
// sections are ~2,100 of the page's ~2,500 layout objects, and every layout of
// the loading page (each parsed chunk, the font, an image) paid for them.
// Find-in-page and Tab still reach them (the browser renders what it finds
// or focuses). An #anchor on arrival renders them all (renderAllScript). A smooth scroll to an in-page link does
// not: it aims at where the target is while the sections between still have
// their estimated height, and stops short once they render on the way. So a
// click on such a link first gives every section its real size
// (renderAllScript, inline in <head>, so it holds before any module loads).
// Once the page has loaded, the sections render one per idle moment
// (render-below.ts): each a short task, and the page is whole before the
// visitor scrolls (no section renders mid-scroll; tools that read every box
// at once, such as axe, see the real layout).

import { WITH_SCRIPT } from "../theme/theme-script";

/**
 * How many of a page's sections count as its first screen. Two: on a phone
 * (412×823) the first section fills the screen; at 1440 px the second one
 * may show its top edge (home's client strip, the stories' grid).
 */
export const FIRST_SCREEN_SECTIONS = 2;

/** Marks the wrapper of a section below the first screen. */
export const BELOW_FOLD_ATTRIBUTE = "data-below";

export const isBelowFold = (index: number) => index >= FIRST_SCREEN_SECTIONS;

/** Set on a below-the-fold section's wrapper once it renders for good (render-below.ts). */
export const RENDERED_ATTRIBUTE = "data-rendered";

/** Set on <html> when every section must have its real size (an in-page link is about to scroll). */
export const RENDER_ALL_ATTRIBUTE = "data-render-all";

/**
 * The sections below the fold render lazily. 900 px: about a section's height
 * on a phone, so the scrollbar hardly moves as they render; `auto` keeps the
 * real height once a section has rendered. The section, not its wrapper (a
 * `display: contents` box, which has no rendering to skip). Only where scripts
 * run: without them nothing would render the sections before an in-page link
 * scrolls past them.
 */
export const belowFoldRendering =
  `${WITH_SCRIPT} [${BELOW_FOLD_ATTRIBUTE}]>*{content-visibility:auto;contain-intrinsic-block-size:auto 900px}` +
  // As specific as the rule above (an element, two attributes), and after it.
  `html[${RENDER_ALL_ATTRIBUTE}] [${BELOW_FOLD_ATTRIBUTE}]>*,html [${BELOW_FOLD_ATTRIBUTE}][${RENDERED_ATTRIBUTE}]>*{content-visibility:visible}` +
  `@media print{[${BELOW_FOLD_ATTRIBUTE}]>*{content-visibility:visible}}`;

/**
 * Section types whose island waits for the visitor's intent even on the
 * first screen (issue 27: a first screen's script).
 * - A form: its prerendered fields take typing natively, and React, formik
 *   and yup (~140 KB) load when a field takes the focus or a pointer or
 *   finger arrives, not with the page. What is typed meanwhile is taken over
 *   by the form when it hydrates, and a press on its submit button is
 *   replayed (useFormController, early-clicks.ts).
 * - The demo booking form (/agendar-demo's second section): the same, ~160 KB
 *   of React, formik and yup on intent; what is typed, ticked or pressed
 *   meanwhile is handed to it when it hydrates (early-input.ts, early-clicks.ts).
 * - The success stories: every story is in the prerendered grid (the filter
 *   starts at "all"); React (~118 KB) comes when the visitor reaches for a
 *   filter or a story, and that press is replayed.
 */
export const HYDRATE_ON_INTENT: ReadonlySet<string> = new Set(["form", "demoBooking", "successStories"]);
