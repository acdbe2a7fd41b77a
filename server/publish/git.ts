// The git CLI on the content repository (STACK.md: set the person per
// commit with -c user.name/-c user.email, never globally).
import { execFile } from "node:child_process";
import { childEnv } from "../config.ts";

export interface GitOptions {
  input?: string;
  env?: Record<string, string>;
}

export function git(repo: string, args: string[], options: GitOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("git", args, { cwd: repo, env: childEnv(options.env), maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`git ${args[0]}: ${String(stderr || error.message).trim()}`));
      else resolve(stdout);
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
  });
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
