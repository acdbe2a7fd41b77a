// The content repository publishing writes to. By default a dedicated clone
// under DATA_DIR (<DATA_DIR>/content-repo), made from the project's own
// repository on first start, so a publish never shares a working copy with
// anyone (`npm run edit` writes into the project's checkout, not here).
// CONTENT_REPO names another repository instead. Publishing never writes
// into the working tree of either: only objects and the branch's ref.
// A project that is not a git repository (a release tarball, a Docker image
// built without .git) gives its files instead: one commit on main. With the
// content remote as the truth (many instances), each instance's clone is made
// from the remote instead (`from`), which must hold the branch already.
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
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
  from?: string,
): Promise<string> {
  const complete = () => existsSync(join(repo, ".git")) || existsSync(join(repo, "HEAD"));
  if (complete()) return repo;
  mkdirSync(dirname(repo), { recursive: true });
  const temp = `${repo}.${process.pid}.${Math.random().toString(36).slice(2)}.cloning`;
  try {
    if (from) {
      log(`[content] first start: cloning the content remote ${from} into ${repo}`);
      await git(dirname(repo), ["clone", "-q", "--no-hardlinks", from, temp], { timeoutMs: 10 * 60_000 });
      const empty = await git(temp, ["rev-parse", "--verify", "-q", "HEAD"]).then(
        () => false,
        () => true,
      );
      if (empty)
        throw new Error(
          `CONTENT_REMOTE (${from}) has no published branch yet: push the content repository there first (git push ${from} main)`,
        );
    } else if (isRepository(project)) {
      log(`[content] first start: cloning ${project} into ${repo} (the content repository publishing writes to)`);
      await git(dirname(repo), ["clone", "-q", "--no-hardlinks", project, temp], { timeoutMs: 10 * 60_000 });
    } else {
      log(
        `[content] first start: ${project} is not a git repository; its files committed once into ${repo} (the content repository publishing writes to)`,
      );
      await commitFiles(project, temp, dirname(repo));
    }
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

/** A repository's working tree (.git: a folder, or a worktree's file) or a bare repository. */
const isRepository = (dir: string) =>
  existsSync(join(dir, ".git")) || (existsSync(join(dir, "HEAD")) && existsSync(join(dir, "objects")));

/**
 * Never content, whether or not the tree has its .gitignore (a tarball may leave it out): what the build, the
 * install and the tests make (node_modules may be a link, not a folder). The folder the content repository is made in is added when it is inside the project
 * (the default DATA_DIR, data/, is).
 */
const NOT_CONTENT = ["/node_modules", "/dist/", "/dist-ssr*/", "/dist-admin*/", "/data/", "/test-results/"];

/** `project`'s files, as its .gitignore leaves them, committed once on main of a new repository at `dir`. */
async function commitFiles(project: string, dir: string, dataDir: string): Promise<void> {
  await git(dirname(dir), ["init", "-q", "-b", "main", dir]);
  const inside = relative(project, dataDir);
  const excluded = inside && !inside.startsWith("..") && !isAbsolute(inside) ? [`/${inside}/`] : [];
  writeFileSync(join(dir, ".git", "info", "exclude"), `${[...NOT_CONTENT, ...excluded].join("\n")}\n`);
  const inProject = ["--git-dir", join(dir, ".git"), "--work-tree", project];
  await git(project, [...inProject, "add", "-A"], { timeoutMs: 10 * 60_000 });
  await git(project, [
    ...inProject,
    "-c",
    "user.name=Primer arranque",
    "-c",
    "user.email=primer-arranque@localhost",
    "commit",
    "-q",
    "-m",
    "Contenido inicial: los archivos del proyecto al primer arranque",
  ]);
  // Its own working tree holds the files too, as a clone's does.
  await git(dir, ["reset", "-q", "--hard"]);
}
