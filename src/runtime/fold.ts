// The first screen, as the prerender decides it: the site chrome above the
// sections and the page's first sections. What comes after is "below the
// fold": its CSS arrives in a cached stylesheet of its own (linked right
// before it, so it never shows unstyled; src/runtime/page-styles.ts).
// Tried and not kept (2026-11-26): content-visibility: auto on the sections
// below. At 4× CPU it saved ~50 ms of style on home and no layout, and an
// in-page link's smooth scroll stopped short of a target further down (the
// sections it crossed took their real height on the way).

/**
 * How many of a page's sections count as its first screen. Two: on a phone
 * (412×823) the first section fills the screen; at 1440 px the second one
 * may show its top edge (home's client strip, the stories' grid).
 */
export const FIRST_SCREEN_SECTIONS = 2;

/** Marks the wrapper of a section below the first screen. */
export const BELOW_FOLD_ATTRIBUTE = "data-below";

export const isBelowFold = (index: number) => index >= FIRST_SCREEN_SECTIONS;

/**
 * Section types whose island waits for the visitor's intent even on the
 * first screen (issue 27: a first screen's script).
 * - A form: its prerendered fields take typing natively, and React, formik
 *   and yup (~140 KB) load when a field takes the focus or a pointer or
 *   finger arrives, not with the page. What is typed meanwhile is taken over
 *   by the form when it hydrates, and a press on its submit button is
 *   replayed (useFormController, early-clicks.ts).
 * - The success stories: every story is in the prerendered grid (the filter
 *   starts at "all"); React (~118 KB) comes when the visitor reaches for a
 *   filter or a story, and that press is replayed.
 */
export const HYDRATE_ON_INTENT: ReadonlySet<string> = new Set(["form", "successStories"]);
