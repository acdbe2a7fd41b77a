// The publish gate, one for every way a publish starts: "Publicar" (the
// publisher runs it inside the queue, against the commit the publish lands
// on) and "Programar" of a page or a release (run when the entry is made,
// against the published site, so a page that could not go out is refused at
// once with the reasons instead of failing at its hour). The whole site with
// the changes in place: the changed files' problems that stop a publish (the
// gate's warnings do not), and any the change brings to other files.
import { statSync } from "node:fs";
import { join } from "node:path";
import { checkLoaded } from "../../lib/editor/api.ts";
import { forEditor, stopsPublish, type EditorProblem } from "../../lib/editor/problems.ts";
import { type Content, loadContent } from "../../lib/validate/content.ts";
import { BoundedCache } from "../../src/core/bounded-cache.ts";

/** `docs`: the changed files by path ("pages/x.json"), undefined for one that goes; `repo`'s library folder counts as images. */
export function publishProblems(repo: string, root: string, docs: Record<string, unknown>): EditorProblem[] {
  return publishGate(repo, root, docs).problems;
}

export interface GateVerdict {
  problems: EditorProblem[];
  /**
   * The change landed as `commit`: the site's problems with the change in place are that commit's, the
   * "before" of the next publish on it, which then does not load the whole site a second time.
   */
  landed(commit: string): void;
}

/** publishProblems, where the caller knows the commit `root` holds (`base`: the publisher) and whether the change lands. */
export function publishGate(repo: string, root: string, docs: Record<string, unknown>, base?: string): GateVerdict {
  const imageRoots = [join(repo, "public")];
  // One load of the site with the change in place, for the changed files' problems and the others'.
  const after = loadContent(root, { overrides: docs, imageRoots });
  const problems = [
    ...checkLoaded(after, docs).problems.filter(stopsPublish),
    ...newProblemsElsewhere(problemsBefore(root, imageRoots, base), after, docs),
  ];
  // A file that goes is read from the folder by loadContent when it is a shared section: not the commit's load then.
  const asCommitted = Object.values(docs).every((doc) => doc !== null && typeof doc === "object");
  return {
    problems,
    landed: (commit) => {
      if (asCommitted) kept.set(keyOf(commit, root, imageRoots), new Set(after.problems.map(problemKey)));
    },
  };
}

/**
 * How many commits' problems are kept (problemsBefore): each publish keeps its own commit's, which the next
 * one reads; a few more for publishes on an older commit (a remote followed, a publish refused).
 */
export const BEFORE_KEPT = 4;
const kept = new BoundedCache<string, ReadonlySet<string>>(BEFORE_KEPT);
const problemKey = (p: { file: string; pointer: string; message: string }) => `${p.file}\0${p.pointer}\0${p.message}`;
/** When the library's uploads last changed (an image gone makes a page's problem): part of a commit's problems. */
const uploadsChanged = (imageRoot: string) => {
  try {
    return statSync(join(imageRoot, "img", "uploads")).mtimeMs;
  } catch {
    return 0;
  }
};
const keyOf = (commit: string, root: string, imageRoots: string[]) =>
  [commit, root, ...imageRoots.map((r) => `${r}\0${uploadsChanged(r)}`)].join("\0");

/**
 * The site's problems as the commit `base` has them (the whole site loaded without the change): kept from
 * the publish that made the commit, else loaded (and kept). At 100× the checks were ~0.4 s of CPU a publish, about half
 * of it this second load. Without `base`, loaded each time (the gate of «Programar»).
 */
function problemsBefore(root: string, imageRoots: string[], base: string | undefined): ReadonlySet<string> {
  const key = base && keyOf(base, root, imageRoots);
  const known = key && kept.get(key);
  if (known) return known;
  const found = new Set(loadContent(root, { imageRoots }).problems.map(problemKey));
  // A publish refused on this commit, or one that failed, is tried again on it.
  if (key) kept.set(key, found);
  return found;
}

/** Problems in files the change does not touch that the site did not have before it (a page that refers to a deleted one, say). */
function newProblemsElsewhere(
  before: ReadonlySet<string>,
  after: Content,
  docs: Record<string, unknown>,
): EditorProblem[] {
  const added = after.problems.filter((p) => !(p.file in docs) && !before.has(problemKey(p)));
  return forEditor(after.schemas, added, () => undefined);
}

/** «Programar» refused by the gate: shaped as «Publicar»'s refused job, so the editor lists the problems the same way. */
export const scheduleRefused = (problems: EditorProblem[], what: "page" | "release") => ({
  state: "invalid" as const,
  problems,
  message: `${what === "release" ? "La entrega" : "La página"} tiene problemas: corrígelos antes de programarla. No se ha programado nada.`,
});
