// The content repository publishing writes to. By default a dedicated clone
// under DATA_DIR (<DATA_DIR>/content-repo), made from the project's own
// repository on first start, so a publish never shares a working copy with
// anyone (`npm run edit` writes into the project's checkout, not here).
// CONTENT_REPO names another repository instead. Publishing never writes
// into the working tree of either: only objects and the branch's ref.
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { git } from "../git.ts";

export const defaultContentRepo = (dataDir: string) => join(dataDir, "content-repo");

/** `repo` when it is a git repository; else a clone of `project` made there (first start). */
export async function contentRepository(repo: string, project: string, log: (line: string) => void = console.log): Promise<string> {
  if (existsSync(join(repo, ".git")) || existsSync(join(repo, "HEAD"))) return repo;
  mkdirSync(dirname(repo), { recursive: true });
  log(`[content] first start: cloning ${project} into ${repo} (the content repository publishing writes to)`);
  await git(dirname(repo), ["clone", "-q", "--no-hardlinks", project, repo], { timeoutMs: 10 * 60_000 });
  return repo;
}
