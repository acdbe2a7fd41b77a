// The content repository publishing writes to. By default a dedicated clone
// under DATA_DIR (<DATA_DIR>/content-repo), made from the project's own
// repository on first start, so a publish never shares a working copy with
// anyone (`npm run edit` writes into the project's checkout, not here).
// CONTENT_REPO names another repository instead. Publishing never writes
// into the working tree of either: only objects and the branch's ref.
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { git } from "../git.ts";

export const defaultContentRepo = (dataDir: string) => join(dataDir, "content-repo");

/**
 * `repo` when it is a git repository; else a clone of `project` made there (first start). The clone is made
 * in a folder of this process's own and renamed into place when complete: two instances starting at once on
 * one DATA_DIR each clone, one rename wins and the other uses the winner's (a half-made clone read by the
 * other start crashed it: `git rev-parse: Needed a single revision`).
 */
export async function contentRepository(
  repo: string,
  project: string,
  log: (line: string) => void = console.log,
): Promise<string> {
  const complete = () => existsSync(join(repo, ".git")) || existsSync(join(repo, "HEAD"));
  if (complete()) return repo;
  mkdirSync(dirname(repo), { recursive: true });
  log(`[content] first start: cloning ${project} into ${repo} (the content repository publishing writes to)`);
  const temp = `${repo}.${process.pid}.${Math.random().toString(36).slice(2)}.cloning`;
  try {
    await git(dirname(repo), ["clone", "-q", "--no-hardlinks", project, temp], { timeoutMs: 10 * 60_000 });
    // A project checked out at a commit rather than a branch (a deploy of a tag, a CI checkout, a worktree)
    // gives a clone with a detached HEAD and no branch to publish onto: every start then failed with
    // `git rev-parse: Needed a single revision`. The clone's published branch is then `main`, at that commit.
    const branch = (await git(temp, ["symbolic-ref", "-q", "--short", "HEAD"]).catch(() => "")).trim();
    if (!branch) await git(temp, ["checkout", "-q", "-B", "main"]);
    try {
      renameSync(temp, repo);
    } catch (error) {
      // Another instance's clone is in place already.
      if (!complete()) throw error;
    }
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return repo;
}
