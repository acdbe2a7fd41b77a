// @vitest-environment node
// Two instances starting at once on one DATA_DIR both make the content repository on their first start:
// one clone lands, the other start uses it, and neither reads a half-made clone.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeContentRepo } from "../publish/testing/content-repo.ts";
import { contentRepository } from "./repository.ts";

describe("the content repository on a first start", () => {
  it("made by two starts at once: one complete clone, both starts use it, no leftovers", async () => {
    const project = makeContentRepo();
    const data = mkdtempSync(join(tmpdir(), "first-start-"));
    const repo = join(data, "content-repo");
    const quiet = () => undefined;
    const [a, b] = await Promise.all([
      contentRepository(repo, project, quiet),
      contentRepository(repo, project, quiet),
    ]);
    expect([a, b]).toEqual([repo, repo]);
    expect(
      execFileSync("git", ["rev-parse", "--verify", "HEAD^{commit}"], { cwd: repo, encoding: "utf8" }).trim(),
    ).toBe(execFileSync("git", ["rev-parse", "HEAD"], { cwd: project, encoding: "utf8" }).trim());
    expect(readdirSync(data)).toEqual(["content-repo"]);
  });

  it("from a project checked out at a commit, not a branch (a tag's deploy, a CI checkout): publishes onto main", async () => {
    const project = makeContentRepo();
    // At a commit no branch points at (clone would otherwise pick the branch of the same commit).
    execFileSync("git", ["checkout", "-q", "--detach", "HEAD"], { cwd: project });
    execFileSync(
      "git",
      [
        "-c",
        "user.name=Test",
        "-c",
        "user.email=test@example.com",
        "commit",
        "-q",
        "--allow-empty",
        "-m",
        "Desplegado",
      ],
      { cwd: project },
    );
    const repo = join(mkdtempSync(join(tmpdir(), "detached-")), "content-repo");
    await contentRepository(repo, project, () => undefined);
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
    expect(git("symbolic-ref", "--short", "HEAD")).toBe("main");
    expect(git("rev-parse", "--verify", "refs/heads/main^{commit}")).toBe(
      execFileSync("git", ["rev-parse", "HEAD"], { cwd: project, encoding: "utf8" }).trim(),
    );
  });
});
