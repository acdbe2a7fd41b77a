// A throwaway content repository for publishing tests: the project's tracked
// files at this moment (the working tree, uncommitted edits included),
// node_modules linked, one commit on main.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { tempDir } from "./temp-dirs.ts";

export const PROJECT = fileURLToPath(new URL("../../..", import.meta.url));

export function makeContentRepo(): string {
  const dir = tempDir("content-repo-");
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: PROJECT, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      cpSync(join(PROJECT, file), join(dir, file));
    } catch {
      // deleted in the working tree
    }
  }
  symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  git("init", "-q", "-b", "main");
  // The link is not content (.gitignore's node_modules/ matches a folder only).
  writeFileSync(join(dir, ".git", "info", "exclude"), "node_modules\n");
  // Exactly the project's tracked files (some, like schema/data/, are tracked against .gitignore's data/).
  execFileSync("git", ["add", "-f", "--pathspec-from-file=-", "--pathspec-file-nul"], {
    cwd: dir,
    input: files.join("\0"),
    stdio: ["pipe", "pipe", "pipe"],
  });
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "Contenido inicial");
  return dir;
}
