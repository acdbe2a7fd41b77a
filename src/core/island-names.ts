// How islands are named in the prerendered HTML, in one place for the
// prerender, the browser entry (plain script: no React here), the React
// runtime and the audit.

/** The attribute that names an island's container: "booking", "section-3"... */
export const ISLAND_ATTRIBUTE = "data-island";

/** Marks an island's container that hydrates only on the visitor's intent (HYDRATE_ON_INTENT in fold.ts). */
export const ON_INTENT_ATTRIBUTE = "data-on-intent";

/**
 * Set on an island's container once React has committed its hydration (not
 * merely started it: a control React has claimed mid-render drops an event
 * sent to it). What waited for the island is handed over after it (when-owned.ts).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** Every island's container. */
export const ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}]`;

const SECTION_PREFIX = "section-";

/** The containers of section islands (not the shell's). */
export const SECTION_ISLAND_SELECTOR = `[${ISLAND_ATTRIBUTE}^="${SECTION_PREFIX}"]`;

/** The island name of the section at `index` of a page's list. */
export const sectionIslandName = (index: number) => `${SECTION_PREFIX}${index}`;

/** The section index an island name stands for, or undefined for another island. */
export function sectionIndexOf(name: string): number | undefined {
  const match = new RegExp(`^${SECTION_PREFIX}(\\d+)$`).exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * Each island is its own React root in the browser, so its useId values are
 * its own: the prerender renders it as a root of its own too, with the same
 * prefix, and ids (a tab's aria-controls, a field's label) agree.
 */
export const islandIdPrefix = (name: string) => `${name}-`;
