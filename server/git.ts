// The git CLI on the content repository (STACK.md: set the person per
// commit with -c user.name/-c user.email, never globally). Every call has a
// time-out and never asks for a password on a terminal: a hung remote or a
// lock left behind fails the one call instead of freezing the publish queue.
// Each call is started by a small shell (server/spawner.ts), not forked from the server.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { childEnv } from "./config.ts";
import { run } from "./spawner.ts";

export interface GitOptions {
  input?: string;
  env?: Record<string, string>;
  /** Milliseconds before the call is killed (default GIT_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Local operations take well under a second; a minute means something is stuck. */
export const GIT_TIMEOUT_MS = 60_000;

/** No prompt for credentials, on a terminal or through ssh: a remote that wants one fails at once. */
export const NON_INTERACTIVE = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_SSH_COMMAND: childEnv().GIT_SSH_COMMAND ?? "ssh -o BatchMode=yes",
};

export async function git(repo: string, args: string[], options: GitOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? GIT_TIMEOUT_MS;
  const env = childEnv({ ...NON_INTERACTIVE, ...options.env });
  const result = await run("git", args, { cwd: repo, env, input: options.input, timeoutMs });
  if (result.timedOut) throw new Error(`git ${args[0]}: no answer after ${Math.round(timeoutMs / 1000)} s`);
  if (result.status !== 0)
    throw new Error(`git ${args[0]}: ${(result.stderr || `exit status ${result.status}`).trim()}`);
  return result.stdout;
}

/** The text of `file` at `rev`, or undefined where it does not exist. */
export async function showFile(repo: string, rev: string, file: string): Promise<string | undefined> {
  try {
    return await git(repo, ["show", `${rev}:${file}`]);
  } catch {
    return undefined;
  }
}

/** A git identity from a person: the name as written, an email git accepts. */
export function identity(user: { name: string; email: string }): string[] {
  const email = user.email.includes("@") ? user.email : `${user.email}@localhost`;
  return ["-c", `user.name=${user.name}`, "-c", `user.email=${email}`];
}

const gitDirs = new Map<string, Promise<string>>();

/**
 * The commit `refs/heads/<branch>` names, read from the repository's files
 * (the loose ref, else packed-refs) without starting git: the content source
 * checks the branch every 2 s to follow other instances, and each `git
 * rev-parse` forked the whole server process (its time grows with the
 * server's memory: ~40 ms of CPU at 600 MB). Anything unusual (a symbolic
 * ref, a reftable repository) is asked of git.
 */
export async function branchTip(repo: string, branch: string): Promise<string> {
  let dir = gitDirs.get(repo);
  if (!dir)
    gitDirs.set(
      repo,
      (dir = git(repo, ["rev-parse", "--path-format=absolute", "--git-common-dir"]).then((out) => out.trim())),
    );
  const gitDir = await dir;
  const sha = /^[0-9a-f]{40}$/;
  try {
    const loose = (await readFile(join(gitDir, "refs", "heads", branch), "utf8")).trim();
    if (sha.test(loose)) return loose;
  } catch {
    try {
      const packed = await readFile(join(gitDir, "packed-refs"), "utf8");
      const line = packed.split("\n").find((l) => l.endsWith(` refs/heads/${branch}`));
      const hash = line?.slice(0, 40);
      if (hash && sha.test(hash)) return hash;
    } catch {
      // no packed-refs: ask git below
    }
  }
  return (await git(repo, ["rev-parse", "--verify", `refs/heads/${branch}^{commit}`])).trim();
}
