// Plain checkouts of one commit of the content repository, made without
// touching the repository's own index or working tree: a throwaway index
// file (GIT_INDEX_FILE) and `--work-tree` pointing at a folder of our own.
// The publisher writes a candidate into one, and the content source reads
// the published commit from one. Nothing here runs checkout, clean or add
// over files it did not write.
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { git } from "../git.ts";

export interface Checkout {
  dir: string;
  /** Its own index file (the commit's tree, with the stat data of the files written). */
  index: string;
}

/** Checks `commit` out into `dir` (a new folder) with its own index; links node_modules for a build run there. */
export async function checkoutInto(repo: string, commit: string, dir: string, nodeModules?: string): Promise<Checkout> {
  const index = `${dir}.index`;
  mkdirSync(dir, { recursive: true });
  const env = { GIT_INDEX_FILE: index };
  // One git process: the commit's tree into the new index and its files into `dir` (-u), from an empty index (--reset).
  await git(repo, ["--work-tree", dir, "read-tree", "--reset", "-u", commit], { env });
  if (nodeModules && existsSync(nodeModules) && !existsSync(join(dir, "node_modules")))
    symlinkSync(nodeModules, join(dir, "node_modules"));
  return { dir, index };
}

/**
 * `<parent>/<commit>`, checked out once: made under a name of its own and
 * renamed into place, so a reader (or a second server on the same disk)
 * sees a complete folder or none.
 */
export async function commitFolder(
  repo: string,
  parent: string,
  commit: string,
  nodeModules?: string,
): Promise<string> {
  const target = join(parent, commit);
  if (existsSync(target)) return target;
  const temp = join(parent, `${commit}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    await checkoutInto(repo, commit, temp, nodeModules);
    placeFolder(temp, target);
  } finally {
    rmSync(`${temp}.index`, { force: true });
    rmSync(temp, { recursive: true, force: true });
  }
  return target;
}

/** Renames `from` to `to`; when another process put `to` there first, `from` goes. */
export function placeFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if (!existsSync(to)) throw error;
    rmSync(from, { recursive: true, force: true });
  }
}
