// "Historial": the published versions of one page, from git (who, when, and
// the fields each changed, labelled in Spanish: never the commit's message), and a version's document beside the one
// before it, which the editor compares section by section and field by field (src/editor/field-diff.ts).
import { git, showFile } from "../git.ts";
import { changedFields } from "../../src/core/page-diff.ts";
import { madridDateTime } from "../../src/core/format/madrid-date.ts";

export interface Version {
  commit: string;
  author: string;
  email: string;
  date: string;
  message: string;
}

export async function pageHistory(repo: string, file: string, limit = 50): Promise<Version[]> {
  const out = await git(repo, ["log", `-${limit}`, "--format=%H%x00%an%x00%ae%x00%aI%x00%s", "--", file]);
  return out
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [commit, author, email, date, message] = line.split("\0");
      return {
        commit: commit!,
        author: author!,
        email: email!,
        date: new Date(date!).toISOString(),
        message: message!,
      };
    });
}

export interface VersionShown extends Version {
  /** "7 dic 2026, 08:02": Madrid's time, the one format of /admin. */
  when: string;
  /** The Spanish labels of the fields it changed ("Metadatos › Título"), for the newest `described` versions. */
  fields?: string[];
}

/** What a page whose file a version deleted says in «Historial». */
export const RETIRED_FIELDS = ["Página retirada"];

/**
 * The page's versions as «Historial» shows them: the person, the Madrid time and the fields each changed, said by
 * `label` (a pointer of a version's document → its Spanish label path). The newest `described` only: each costs two
 * reads of the repository, asked one after the other (a shared 2-core machine); older ones are chosen to be seen.
 */
export async function historyShown(
  repo: string,
  file: string,
  label: (doc: unknown, pointer: string) => string,
  described = 20,
): Promise<VersionShown[]> {
  const shown: VersionShown[] = [];
  for (const [i, version] of (await pageHistory(repo, file)).entries()) {
    const item: VersionShown = { ...version, when: madridDateTime(version.date) };
    if (i < described) {
      const { before, after } = await versionPair(repo, file, version.commit);
      item.fields =
        after === undefined
          ? RETIRED_FIELDS
          : [
              ...new Set(
                changedFields(before, after)
                  .map((c) => label(c.removed ? before : after, c.pointer))
                  .filter(Boolean),
              ),
            ];
    }
    shown.push(item);
  }
  return shown;
}

/** The page at `commit` and just before it (undefined where it did not exist). */
export async function versionPair(
  repo: string,
  file: string,
  commit: string,
): Promise<{ before: unknown; after: unknown }> {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error("not a commit");
  const parse = (text: string | undefined) => (text === undefined ? undefined : (JSON.parse(text) as unknown));
  return { after: parse(await showFile(repo, commit, file)), before: parse(await showFile(repo, `${commit}^`, file)) };
}

interface PageHead {
  path?: unknown;
  variant?: unknown;
}

/**
 * A page as it was at `commit`, with its A/B arms: the page's file, and the
 * variant files (same `path`, a `variant`) that existed then. Restoring a
 * base page brings them back too (a declared winner deleted them in the same
 * commit); a variant file is restored alone.
 */
export async function pageAt(repo: string, file: string, commit: string): Promise<Record<string, unknown> | undefined> {
  const text = await showFile(repo, commit, file);
  if (text === undefined) return undefined;
  const doc = JSON.parse(text) as PageHead;
  const changes: Record<string, unknown> = { [file]: doc };
  if (doc.variant !== undefined || typeof doc.path !== "string") return changes;
  const listed = (await git(repo, ["ls-tree", "-r", "--name-only", commit, "--", "pages/"]))
    .split("\n")
    .filter((f) => /\.json$/.test(f) && !/(^|\/)_/.test(f));
  for (const other of listed) {
    const then = await showFile(repo, commit, other);
    const parsed = then === undefined ? undefined : (JSON.parse(then) as PageHead);
    if (parsed && isArmOf(doc, parsed) && other !== file) changes[other] = parsed;
  }
  return changes;
}

const isArmOf = (base: PageHead, doc: PageHead) =>
  typeof base.path === "string" && base.variant === undefined && doc.variant !== undefined && doc.path === base.path;

/** `restored` (pageAt) plus the removal (`null`) of the base page's variant files made since; `current`: the page files now, relative to the repository. */
export function withLaterArmsRemoved(
  file: string,
  restored: Record<string, unknown>,
  current: ReadonlyArray<{ file: string; doc: PageHead }>,
): Record<string, unknown> {
  const base = restored[file] as PageHead;
  const gone = current.filter((now) => now.file !== file && !(now.file in restored) && isArmOf(base, now.doc));
  return { ...restored, ...Object.fromEntries(gone.map((now) => [now.file, null])) };
}
