// A throwaway content repository for publishing tests: the project's tracked
// files at this moment (the working tree, uncommitted edits included),
// node_modules linked, one commit on main. With "content", only the files a
// publish reads when its build is the stand-in (fake-build.ts) or the renderer
// of dist-ssr/: ~160 of ~1,200, so each of the checkouts a test's publisher and
// content source make (a few per test, several per server started) writes that
// many instead of the whole project, and the run's folder has that many to delete.
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

/**
 * What a content repository holds: the whole project, for a real build (`npm run build` in a checkout), or
 * the content alone: pages/, locales/, schema/, public/, the section schemas and copy (src/sections' .json files)
 * and the files at the top (package.json, budgets.json, lingui.config.ts…).
 */
export type ContentRepoFiles = "project" | "content";

const CONTENT = /^(pages|locales|schema|public)\/|^src\/sections\/.*\.json$|^[^/]+$/;

/** The project's tracked files as they are now (all, or its content), committed once in a repository of their own. */
function template(kind: ContentRepoFiles): string {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: PROJECT, encoding: "utf8" })
    .split("\0")
    .filter((file) => file && (kind === "project" || CONTENT.test(file)));
  const hash = createHash("sha1");
  for (const file of files) {
    hash.update(file).update("\0");
    if (existsSync(join(PROJECT, file))) hash.update(readFileSync(join(PROJECT, file)));
    hash.update("\0");
  }
  const shared = process.env.TEST_TMP;
  const name = `content-repo-template-${kind}-${hash.digest("hex").slice(0, 16)}`;
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

const made = new Map<ContentRepoFiles, string>();

/** A new repository of the project's files (default) or of its content alone ("content": no real build in it). */
export function makeContentRepo(files: ContentRepoFiles = "project"): string {
  const known = made.get(files);
  const from = known && existsSync(known) ? known : template(files);
  made.set(files, from);
  const dir = tempDir("content-repo-");
  execFileSync("git", ["clone", "-q", "--local", from, dir], { stdio: "pipe" });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  // Nothing of the template but its commit: no remote to push to by mistake.
  git("remote", "remove", "origin");
  symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"));
  // The link is not content (.gitignore's node_modules/ matches a folder only).
  writeFileSync(join(dir, ".git", "info", "exclude"), "node_modules\n");
  return dir;
}
