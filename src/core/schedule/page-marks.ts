// A scheduled section in a prerendered page, and the cut the server makes
// when it serves one (issue 43: the page shows the section only in its window,
// with no publish at its start or end, and no script). The build writes each
// scheduled section between two comments,
//   <!--shown 2026-11-26T23:00:00.000Z 2026-11-30T22:59:00.000Z-->…<!--/shown-->
// (its window as UTC instants, "-" for an open end), and the server cuts out
// the ones outside their window at the moment it answers. A page without a
// schedule has no mark, and its HTML is what it was (one indexOf per answer).
import type { ShownWindow } from "./section-window.ts";
import { isShownAt, nextChange } from "./section-window.ts";

const OPEN = "<!--shown ";
const CLOSE = "<!--/shown-->";

/**
 * What the page's React tree renders around a scheduled section: React writes
 * no comments, so two empty <template> elements (inert, never shown) that
 * marksToComments turns into the comments above once the page is rendered.
 */
export const SHOWN_ATTRIBUTE = "data-shown";
export const SHOWN_END_ATTRIBUTE = "data-shown-end";

const instant = (ms: number | undefined) => (ms === undefined ? "-" : new Date(ms).toISOString());

/** The value of the opening <template>'s attribute: "<from> <until>". */
export const shownValue = (window: ShownWindow) => `${instant(window.from)} ${instant(window.until)}`;

/** The rendered page with its <template> marks made comments (the same HTML when it has none). */
export function marksToComments(html: string): string {
  if (!html.includes(SHOWN_ATTRIBUTE)) return html;
  return html
    .replace(
      new RegExp(`<template ${SHOWN_ATTRIBUTE}="([^"]*)"></template>`, "g"),
      (_all, value: string) => `${OPEN}${value}-->`,
    )
    .replace(new RegExp(`<template ${SHOWN_END_ATTRIBUTE}=""></template>`, "g"), CLOSE);
}

/**
 * Where a section that starts at `at` (its wrapper's `<div`) really starts:
 * before its opening mark, when it has one, so what is put before the section
 * (the stylesheet of what lies below the fold) is never cut out with it.
 */
export function sectionStart(html: string, at: number): number {
  const open = html.lastIndexOf(OPEN, at);
  return open >= 0 && html.indexOf("-->", open) + 3 === at ? open : at;
}

/** What a page with a scheduled section contains (Buffer#includes finds it without decoding the page). */
export const SCHEDULE_MARK = OPEN;

const parse = (text: string) => (text === "-" ? undefined : Date.parse(text));

/**
 * The page as it shows at `now`: every scheduled section outside its window
 * cut out, marks and all; `nextChange`, the next moment a section of it starts
 * or ends (how long an answer may be kept), when one is still to come.
 */
export function cutScheduled(html: string, now: number): { html: string; nextChange?: number; shown: string } {
  const windows: ShownWindow[] = [];
  let out = "";
  let shown = "";
  let from = 0;
  for (let open = html.indexOf(OPEN); open >= 0; open = html.indexOf(OPEN, from)) {
    const head = html.indexOf("-->", open);
    const close = html.indexOf(CLOSE, head);
    if (head < 0 || close < 0) break;
    const [start, end] = html.slice(open + OPEN.length, head).split(" ");
    const window = { from: parse(start ?? "-"), until: parse(end ?? "-") };
    windows.push(window);
    const show = isShownAt(window, now);
    shown += show ? "1" : "0";
    out += html.slice(from, open);
    if (show) out += html.slice(open, close + CLOSE.length);
    from = close + CLOSE.length;
  }
  const next = nextChange(windows, now);
  return { html: out + html.slice(from), shown, ...(next !== undefined ? { nextChange: next } : {}) };
}
