// A throwaway content repository for publishing tests: the project's tracked
// files at this moment (the working tree, uncommitted edits included),
// node_modules linked, one commit on main.
//
// Made once per state of the working tree and cloned for each test (`git clone
// --local` links the objects): making one copied and hashed ~1 000 files, ~1.3 s
// of CPU each, and the suite made ~50. Under vitest the template is the run's,
// shared by its workers (TEST_TMP, removed when the run ends); elsewhere the process's.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tempDir } from "./temp-dirs.ts";

export const PROJECT = fileURLToPath(new URL("../../..", import.meta.url));

const IDENTITY = ["-c", "user.name=Test", "-c", "user.email=test@example.com"];

/** The project's tracked files as they are now, committed once in a repository of their own. */
function template(): string {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: PROJECT, encoding: "utf8" }).split("\0").filter(Boolean);
  const hash = createHash("sha1");
  for (const file of files) {
    hash.update(file).update("\0");
    if (existsSync(join(PROJECT, file))) hash.update(readFileSync(join(PROJECT, file)));
    hash.update("\0");
  }
  const shared = process.env.TEST_TMP;
  const name = `content-repo-template-${hash.digest("hex").slice(0, 16)}`;
  const target = shared ? join(shared, name) : undefined;
  if (target && existsSync(target)) return target;

  // Made under a name of its own and renamed into place: workers starting together each make one, one wins.
  const dir = shared ? mkdtempSync(join(shared, `${name}.`)) : tempDir(`${name}.`);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(PROJECT, file), join(dir, file));
    } catch {
      // deleted in the working tree
    }
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  git("init", "-q", "-b", "main");
  // Exactly the project's tracked files, whatever .gitignore says.
  execFileSync("git", ["add", "-f", "--pathspec-from-file=-", "--pathspec-file-nul"], {
    cwd: dir,
    input: files.join("\0"),
    stdio: ["pipe", "pipe", "pipe"],
  });
  git(...IDENTITY, "commit", "-q", "-m", "Contenido inicial");
  if (!target) return dir;
  try {
    renameSync(dir, target);
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
  return target;
}

let made: string | undefined;

export function makeContentRepo(): string {
  made = made && existsSync(made) ? made : template();
  const dir = tempDir("content-repo-");
  execFileSync("git", ["clone", "-q", "--local", made, dir], { stdio: "pipe" });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  // Nothing of the template but its commit: no remote to push to by mistake.
  git("remote", "remove", "origin");
  symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"));
  // The link is not content (.gitignore's node_modules/ matches a folder only).
  writeFileSync(join(dir, ".git", "info", "exclude"), "node_modules\n");
  return dir;
}
