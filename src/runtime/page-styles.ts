// A page's emotion CSS, split at the fold (src/runtime/fold.ts) for the
// prerender: the rules the first screen uses go inline in <head>, so the
// first paint waits for no request; the rules only the sections below it
// use go to a stylesheet of their own (content-hashed, cached for a year,
// shared by every page whose lower part needs the same rules), linked right
// before the first of them. The browser paints the first screen while that
// stylesheet loads, and renders nothing after the link unstyled.
import type { EmotionCache } from "@emotion/cache";
import type createEmotionServer from "@emotion/server/create-instance";
import { BELOW_FOLD_ATTRIBUTE } from "./fold";
import { sectionStart } from "../core/schedule/page-marks";

export interface PageStyles {
  /** <style> tags for <head>: the global rules and every rule the first screen uses. */
  inline: string;
  /** CSS text of the rules only what lies below the fold uses ('' when nothing does). */
  deferred: string;
}

/** Where the first below-the-fold section starts in `html` (its wrapper, or its schedule's mark before it), or -1. */
export function foldIndex(html: string): number {
  const mark = html.indexOf(` ${BELOW_FOLD_ATTRIBUTE}=""`);
  return mark < 0 ? -1 : sectionStart(html, html.lastIndexOf("<div", mark));
}

/** `tag` put right before the first below-the-fold section (the HTML unchanged when there is none). */
export function insertAtFold(html: string, tag: string): string {
  const at = foldIndex(html);
  return at < 0 ? html : html.slice(0, at) + tag + html.slice(at);
}

type EmotionServer = ReturnType<typeof createEmotionServer>;

/**
 * `emotion` must be created on `cache` before the page renders (it sets the
 * cache to collect the styles rather than write <style> tags into the HTML).
 */
export function splitPageStyles(emotion: EmotionServer, cache: EmotionCache, html: string): PageStyles {
  const at = foldIndex(html);
  const top = emotion.extractCriticalToChunks(at < 0 ? html : html.slice(0, at));
  const inline = emotion.constructStyleTagsFromChunks(top);
  if (at < 0) return { inline, deferred: "" };
  const regular = (chunks: typeof top) => chunks.styles.find((chunk) => chunk.key === cache.key)?.ids ?? [];
  const inlined = new Set(regular(top));
  // In the order emotion inserted them, as the inline tag has them: the cascade stays the same.
  const deferred = regular(emotion.extractCriticalToChunks(html))
    .filter((id) => !inlined.has(id))
    .map((id) => cache.inserted[id])
    .filter((css): css is string => typeof css === "string")
    .join("");
  return { inline, deferred };
}
