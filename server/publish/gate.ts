// The publish gate, one for every way a publish starts: "Publicar" (the
// publisher runs it inside the queue, against the commit the publish lands
// on) and "Programar" of a page or a release (run when the entry is made,
// against the published site, so a page that could not go out is refused at
// once with the reasons instead of failing at its hour). The whole site with
// the changes in place: the changed files' problems that stop a publish (the
// gate's warnings do not), and any the change brings to other files.
import { join } from "node:path";
import { checkLoaded } from "../../lib/editor/api.ts";
import { forEditor, stopsPublish, type EditorProblem } from "../../lib/editor/problems.ts";
import { type Content, loadContent } from "../../lib/validate/content.ts";

/** `docs`: the changed files by path ("pages/x.json"), undefined for one that goes; `repo`'s library folder counts as images. */
export function publishProblems(repo: string, root: string, docs: Record<string, unknown>): EditorProblem[] {
  const imageRoots = [join(repo, "public")];
  // One load of the site with the change in place, for the changed files' problems and the others'.
  const after = loadContent(root, { overrides: docs, imageRoots });
  return [
    ...checkLoaded(after, docs).problems.filter(stopsPublish),
    ...newProblemsElsewhere(root, after, docs, imageRoots),
  ];
}

/** Problems in files the change does not touch that the site did not have before it (a page that refers to a deleted one, say). */
function newProblemsElsewhere(
  root: string,
  after: Content,
  docs: Record<string, unknown>,
  imageRoots: string[],
): EditorProblem[] {
  const key = (p: { file: string; pointer: string; message: string }) => `${p.file}\0${p.pointer}\0${p.message}`;
  const before = new Set(loadContent(root, { imageRoots }).problems.map(key));
  const added = after.problems.filter((p) => !(p.file in docs) && !before.has(key(p)));
  return forEditor(after.schemas, added, () => undefined);
}

/** «Programar» refused by the gate: shaped as «Publicar»'s refused job, so the editor lists the problems the same way. */
export const scheduleRefused = (problems: EditorProblem[], what: "page" | "release") => ({
  state: "invalid" as const,
  problems,
  message: `${what === "release" ? "La entrega" : "La página"} tiene problemas: corrígelos antes de programarla. No se ha programado nada.`,
});
