// "Historial": the published versions of one page, from git (who, when,
// message), and a version's document beside the one before it, which the
// editor compares section by section and field by field (src/editor/field-diff.ts).
import { git, showFile } from "./git.ts";

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
      return { commit: commit!, author: author!, email: email!, date: new Date(date!).toISOString(), message: message! };
    });
}

/** The page at `commit` and just before it (undefined where it did not exist). */
export async function versionPair(repo: string, file: string, commit: string): Promise<{ before: unknown; after: unknown }> {
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new Error("not a commit");
  const parse = (text: string | undefined) => (text === undefined ? undefined : (JSON.parse(text) as unknown));
  return { after: parse(await showFile(repo, commit, file)), before: parse(await showFile(repo, `${commit}^`, file)) };
}
