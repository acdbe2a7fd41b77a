// A release folder's list of its own files (.release-files, hidden: the static
// server never serves a dotfile), written once its build is complete. A
// folder with a file of that list missing is incomplete: it is never pointed
// at, never linked into the next release, and a start serving one builds the
// release again. (A build cut into by a restart once left a release of 264 of
// its 403 files served, and every later publish, hard-linking from it, failed
// with ENOENT on its missing stylesheet.)
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const LIST = ".release-files";

function filesUnder(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(root, path, out);
    else out.push(relative(root, path));
  }
  return out;
}

/** Records every file of the finished release at `dir`. */
export function recordFiles(dir: string): void {
  // A new file, not written into the old: a release starts as hard links to the one served, its list included,
  // and writing through the link gave the served release the new one's list.
  rmSync(join(dir, LIST), { force: true });
  writeFileSync(join(dir, LIST), filesUnder(dir).join("\n"));
}

/** Whether `dir` has every file it was built with (a folder from before the list: its home page at least). */
export function isComplete(dir: string): boolean {
  let list: string;
  try {
    list = readFileSync(join(dir, LIST), "utf8");
  } catch {
    return existsSync(join(dir, "index.html"));
  }
  return list.split("\n").every((file) => !file || existsSync(join(dir, file)));
}
