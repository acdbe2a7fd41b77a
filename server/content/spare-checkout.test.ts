// @vitest-environment node
// The next publish's candidate checked out ahead (checkout.ts, spareCheckouts): the publish that takes it
// gets a checkout of exactly its base commit, files and index, and one of another commit is never handed out.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeContentRepo } from "../publish/testing/content-repo.ts";
import { tempDir } from "../publish/testing/temp-dirs.ts";
import { spareCheckouts } from "./checkout.ts";

describe("a checkout made ahead for the next publish", () => {
  it("is the commit's files with its own index, handed to the publish whose base it is, once", async () => {
    const repo = makeContentRepo("content");
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repo, encoding: "utf8" }).trim();
    const work = tempDir("spare-checkout-");
    const spare = spareCheckouts(repo, work);
    await spare.prepare(commit);

    expect(spare.take("0".repeat(40), join(work, "otra"))).toBeUndefined();
    const candidate = spare.take(commit, join(work, "job"));
    expect(candidate?.dir).toBe(join(work, "job"));
    expect(readFileSync(join(candidate!.dir, "pages/about.json"), "utf8")).toBe(
      execFileSync("git", ["show", `${commit}:pages/about.json`], { cwd: repo, encoding: "utf8" }),
    );
    // Its index is the commit's tree: what the publish stages its changes onto.
    const tree = execFileSync("git", ["write-tree"], {
      cwd: repo,
      encoding: "utf8",
      env: { ...process.env, GIT_INDEX_FILE: candidate!.index },
    }).trim();
    expect(tree).toBe(execFileSync("git", ["rev-parse", `${commit}^{tree}`], { cwd: repo, encoding: "utf8" }).trim());
    expect(spare.take(commit, join(work, "otro"))).toBeUndefined();
    expect(readdirSync(work).filter((name) => name.startsWith("spare-"))).toEqual([]);
    expect(existsSync(join(work, "job.index"))).toBe(true);
  });
});
