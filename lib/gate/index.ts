// The publish gate's document rules, run together: by the editor's check
// (lib/editor/api.ts checkDocs, for the documents being edited), by the
// publisher before anything goes live, and by `npm run validate` for every
// page. The rules on the built HTML (first-screen script, HTML weight, a
// link home) are in built-html.ts: they need a build.
import type { Content } from "../validate/content.ts";
import { placeholders } from "../i18n/localize.ts";
import { altText } from "./alt-text.ts";
import { duplicateMeta } from "./duplicate-meta.ts";
import { headingOrder } from "./heading-order.ts";
import { imageWeight } from "./image-weight.ts";
import { metaLength } from "./meta-length.ts";
import { placeholderCopy } from "./placeholder-copy.ts";
import type { GateProblem, GateRule } from "./types.ts";

export type { GateProblem } from "./types.ts";

export const GATE_RULES: readonly GateRule[] = [
  placeholderCopy,
  altText,
  headingOrder,
  metaLength,
  duplicateMeta,
  imageWeight,
];

/** The rules that compare pages with each other (the same title twice): they read the whole site whatever is asked. */
const SITE_RULES: ReadonlySet<GateRule> = new Set([duplicateMeta]);

/**
 * The gate's findings for the pages of `content` (only those of `files` when given), blocking ones first.
 * With `files`, a rule that judges each page alone reads those pages only: a one-page publish at 100× the
 * site ran every rule over 1,700 pages to keep one page's findings.
 */
export function gateProblems(content: Content, files?: ReadonlySet<string>): GateProblem[] {
  const input = { root: content.root, pages: content.pages, placeholders: placeholders(content) };
  const asked = files ? { ...input, pages: content.pages.filter((p) => files.has(p.file)) } : input;
  const found = GATE_RULES.flatMap((rule) => rule(SITE_RULES.has(rule) ? input : asked)).filter(
    (p) => !files || files.has(p.file),
  );
  return [...found.filter((p) => p.severity === "block"), ...found.filter((p) => p.severity === "warn")];
}
