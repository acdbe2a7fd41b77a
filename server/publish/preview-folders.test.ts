// @vitest-environment node
// Two instances share PUBLISH_DIR, so they share its previews/ folder. A
// preview's build used folders named after its commit alone: a second
// instance asked for the same commit (two people previewing one release)
// deleted the first's checkout and half-built output, and its own build
// then failed. And nothing ever removed what a killed server's preview
// left there. Now each build has folders of its own, kept while it is
// alive, and a start removes only the folders no live build owns.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { fixtureDist } from "../testing/fixtures.ts";
import { type PreviewState, previews } from "./preview.ts";
import { type BuildSite, releases } from "./releases.ts";
import { makeContentRepo } from "./testing/content-repo.ts";
import { tempDir } from "./testing/temp-dirs.ts";

vi.setConfig({ testTimeout: 120_000 });

/** A build that writes its instance's page, then waits until `release` is called: the test decides who finishes when. */
function heldBuild(name: string) {
  let entered!: () => void;
  let release!: () => void;
  const inside = new Promise<void>((r) => (entered = r));
  const held = new Promise<void>((r) => (release = r));
  const build: BuildSite = async ({ out }) => {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "index.html"), `<!doctype html><title>${name}</title>`);
    entered();
    await held;
  };
  return { build, inside, release };
}

const instance = (repo: string, dir: string, buildSite: BuildSite) =>
  previews({ repo, releases: releases({ dir, fallbackDist: fixtureDist(), buildSite }) });

const settled = async (status: () => Promise<PreviewState>) => {
  while ((await status()).state === "building") await new Promise((r) => setTimeout(r, 20));
  return status();
};

describe("preview folders under a shared PUBLISH_DIR", () => {
  it("let two instances build the same commit's preview at once: both are ready, one folder is left", async () => {
    const repo = makeContentRepo("content");
    const dir = tempDir("publish-");
    const commit = execFileSync("git", ["rev-parse", "main"], { cwd: repo, encoding: "utf8" }).trim();
    const a = heldBuild("a");
    const b = heldBuild("b");
    const first = instance(repo, dir, a.build);
    const second = instance(repo, dir, b.build);

    await first.request(commit, "/about");
    await a.inside; // the first instance is rendering...
    await second.request(commit, "/about");
    await b.inside; // ...and the second too, from its own checkout
    a.release();
    const one = await settled(() => first.status(commit));
    b.release();
    const two = await settled(() => second.status(commit));

    expect([one.state, one.message, two.state, two.message]).toEqual(["ready", undefined, "ready", undefined]);
    expect(readFileSync(join(dir, "previews", commit, "index.html"), "utf8")).toContain("<title>a</title>");
    expect(readdirSync(join(dir, "previews")).filter((name) => !name.includes(".discarded-"))).toEqual([commit]);
  });

  it("are cleared at a start of what no live build owns, never what one still uses", async () => {
    const repo = makeContentRepo("content");
    const dir = tempDir("publish-");
    const commit = execFileSync("git", ["rev-parse", "main"], { cwd: repo, encoding: "utf8" }).trim();
    const live = heldBuild("live");
    const running = instance(repo, dir, live.build);
    await running.request(commit, "/");
    await live.inside;
    const previewDir = join(dir, "previews");
    const own = readdirSync(previewDir).sort();
    // What a server killed during a preview left: its checkout, its index, its half-built output.
    const dead = "f".repeat(40);
    const leftovers = [
      `${dead}.worktree`,
      `${dead}.building`,
      `${dead}.0badc0de.worktree`,
      `${dead}.0badc0de.building`,
    ];
    for (const name of leftovers) mkdirSync(join(previewDir, name, "assets"), { recursive: true });
    writeFileSync(join(previewDir, `${dead}.0badc0de.worktree.index`), "");
    writeFileSync(join(previewDir, `${dead}.0badc0de.owner`), "");
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const name of readdirSync(previewDir).filter((n) => n.startsWith(dead)))
      utimesSync(join(previewDir, name), hourAgo, hourAgo);

    // Another instance starts, on the same folder, while the first still renders.
    instance(repo, dir, heldBuild("other").build);
    const after = readdirSync(previewDir).filter((name) => !name.includes(".discarded-"));
    expect(after.sort()).toEqual(own);
    expect(own.some((name) => name.endsWith(".building"))).toBe(true);

    live.release();
    expect((await settled(() => running.status(commit))).state).toBe("ready");
    expect(existsSync(join(previewDir, commit, "index.html"))).toBe(true);
  });
});
