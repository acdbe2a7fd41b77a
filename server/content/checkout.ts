// Plain checkouts of one commit of the content repository, made without
// touching the repository's own index or working tree: a throwaway index
// file (GIT_INDEX_FILE) and `--work-tree` pointing at a folder of our own.
// The publisher writes a candidate into one, and the content source reads
// the published commit from one. Nothing here runs checkout, clean or add
// over files it did not write.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync } from "node:fs";
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

/**
 * A checkout of the branch's commit made ahead, while nothing is published, for the next publish's
 * candidate: checking ~1,000 files out (and ~2,700 at 100×) took 0.6–4.4 s of a publish at 10× on a
 * shared 2-core machine, beside its checks. `<dir>/spare-<commit>` is renamed into place when complete;
 * `take` hands it over (renamed to the candidate's folder, its index with it) or says there is none.
 */
export function spareCheckouts(repo: string, dir: string, nodeModules?: string) {
  const prefix = "spare-";
  const folder = (commit: string) => join(dir, `${prefix}${commit}`);
  const drop = (path: string) => {
    rmSync(path, { recursive: true, force: true });
    rmSync(`${path}.index`, { force: true });
  };
  let making: Promise<void> | undefined;
  return {
    /** Starts checking `commit` out ahead (the others go); not awaited. */
    prepare(commit: string): Promise<void> {
      const run = (async () => {
        await making;
        mkdirSync(dir, { recursive: true });
        for (const name of readdirSync(dir))
          if (name.startsWith(prefix) && !name.startsWith(`${prefix}${commit}`)) drop(join(dir, name));
        if (existsSync(folder(commit))) return;
        const temp = join(dir, `${prefix}${commit}.${randomUUID().slice(0, 8)}.tmp`);
        try {
          await checkoutInto(repo, commit, temp, nodeModules);
          renameSync(`${temp}.index`, `${folder(commit)}.index`);
          renameSync(temp, folder(commit));
        } catch {
          drop(temp);
        }
      })();
      making = run;
      return run;
    },
    /** The spare checkout of `commit` moved to `target` (its index to `<target>.index`), if one is complete. */
    take(commit: string, target: string): Checkout | undefined {
      const from = folder(commit);
      if (!existsSync(from) || !existsSync(`${from}.index`)) return undefined;
      try {
        renameSync(`${from}.index`, `${target}.index`);
        renameSync(from, target);
        return { dir: target, index: `${target}.index` };
      } catch {
        drop(target);
        return undefined;
      }
    },
  };
}
