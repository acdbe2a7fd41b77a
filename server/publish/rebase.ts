// A change decided against one version of a page (a draft on its base, a
// "Restaurar" against the version the person was looking at) lands on
// whatever the branch holds when its turn in the queue comes: the page as
// it was then, as it is now and as the change wants it, merged section by
// section (merge.ts). Shared by a publish, "Aprobar y publicar", a release
// and a restore, so none of them silently undoes a publish made meanwhile.
import { hashOf } from "../../lib/editor/api.ts";
import { git, showFile } from "../git.ts";
import { mergeBySection, type MergeConflict } from "./merge.ts";

type Doc = Record<string, unknown>;

export interface Rebased {
  /** What to publish: `mine` as it is when the page did not change since `base`, else the merge. */
  doc: Doc;
  conflicts: MergeConflict[];
  /** The page did not exist at `base` and someone published one at its address since. */
  taken: boolean;
}

/** `mine` (made from `file` at commit `base`) onto the page at commit `landing`. */
export async function rebaseOnto(
  repo: string,
  file: string,
  base: string,
  mine: Doc,
  landing: string,
): Promise<Rebased> {
  const [baseText, headText] = await Promise.all([showFile(repo, base, file), showFile(repo, landing, file)]);
  if (baseText === undefined && headText !== undefined) return { doc: mine, conflicts: [], taken: true };
  if (baseText === headText || baseText === undefined || headText === undefined)
    return { doc: mine, conflicts: [], taken: false };
  const { doc, conflicts } = mergeBySection(JSON.parse(baseText) as Doc, JSON.parse(headText) as Doc, mine);
  return { doc, conflicts, taken: false };
}

/** The places both sides changed, in the editor's words: sections by their palette name, never their type or id. */
export function conflictPlaces(conflicts: MergeConflict[], sectionName: (type: string) => string): string {
  const places = conflicts.map((c) =>
    c.place.startsWith("sections/")
      ? c.type
        ? `la sección «${sectionName(c.type)}»`
        : "una sección"
      : c.place === "sections"
        ? "el orden de las secciones"
        : "los datos de la página (título, descripción…)",
  );
  return [...new Set(places)].join(", ");
}

/**
 * The commit a document the editor opened was made from, found by the hash
 * of the page it opened (what a save sends back): the newest commit of the
 * branch's last `limit` changes of the page whose file has that hash;
 * undefined when none has (the editor's copy is older than that, or not this page's).
 */
export async function commitWithPage(
  repo: string,
  file: string,
  hash: string | null,
  tip: string,
  limit = 50,
): Promise<string | undefined> {
  const hashAt = async (commit: string) => {
    const text = await showFile(repo, commit, file);
    return text === undefined ? null : hashOf(text);
  };
  if ((await hashAt(tip)) === hash) return tip;
  const touched = (await git(repo, ["log", `-${limit}`, "--format=%H", tip, "--", file])).split("\n").filter(Boolean);
  for (const commit of touched) if ((await hashAt(commit)) === hash) return commit;
  return undefined;
}
