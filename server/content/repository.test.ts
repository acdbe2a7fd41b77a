// @vitest-environment node
// Two instances starting at once on one DATA_DIR both make the content repository on their first start:
// one clone lands, the other start uses it, and neither reads a half-made clone.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { makeContentRepo, PROJECT } from "../publish/testing/content-repo.ts";
import { person, signedIn } from "../publish/testing/people.ts";
import { testPublishing } from "../publish/testing/publishing.ts";
import { sqliteEngine } from "../testing/engines.ts";
import { fixtureDist, testApp } from "../testing/fixtures.ts";
import { contentRepository } from "./repository.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: PROJECT, encoding: "utf8" })
  .split("\0")
  .filter((file) => file && existsSync(join(PROJECT, file)))
  .sort();

/**
 * The project as a release tarball or a Docker image without .git has it: its files, no repository, with what the
 * install and the build add (node_modules, dist/) and the default DATA_DIR (data/) inside it.
 */
function releaseTree(): string {
  const tree = mkdtempSync(join(tmpdir(), "release-tree-"));
  for (const file of tracked) {
    mkdirSync(dirname(join(tree, file)), { recursive: true });
    cpSync(join(PROJECT, file), join(tree, file));
  }
  symlinkSync(join(PROJECT, "node_modules"), join(tree, "node_modules"));
  mkdirSync(join(tree, "dist"));
  writeFileSync(join(tree, "dist", "index.html"), "<!doctype html>");
  mkdirSync(join(tree, "data", "uploads"), { recursive: true });
  writeFileSync(join(tree, "data", "site.db"), "");
  return tree;
}

describe("the content repository on a first start", () => {
  it("made by two starts at once: one complete clone, both starts use it, no leftovers", async () => {
    const project = makeContentRepo("content");
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
    const project = makeContentRepo("content");
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

  it("from a tree that is not a git repository: its files in one commit, and a publish from the editor goes live", async () => {
    const tree = releaseTree();
    const repo = join(tree, "data", "content-repo");
    const lines: string[] = [];
    expect(await contentRepository(repo, tree, (line) => lines.push(line))).toBe(repo);
    expect(lines).toEqual([expect.stringMatching(/is not a git repository; its files committed once into/)]);
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
    expect([git("symbolic-ref", "--short", "HEAD"), git("rev-list", "--count", "HEAD")]).toEqual(["main", "1"]);
    // Every content file (page documents, _data, the collection schemas, catalogs, public/) and nothing the
    // install, the build or the server made.
    expect(git("ls-files").split("\n").sort()).toEqual(tracked);
    expect(git("status", "--porcelain")).toBe("");
    expect(readdirSync(join(tree, "data")).sort()).toEqual(["content-repo", "site.db", "uploads"]);

    const { store } = await engine.open();
    const { publishing } = await testPublishing({ repo, fallbackDist: fixtureDist() });
    const app = testApp(store, { publishing });
    await person(store, "publica@mesalia.example", "publisher");
    const publisher = await signedIn(app, "publica@mesalia.example");
    const get = async (path: string) =>
      (await app.request(`/admin/edit/api/${path}`, { headers: { Cookie: publisher.cookie } })).json();
    const post = (name: string, body: unknown) =>
      app.request(`/admin/edit/api/${name}`, {
        method: "POST",
        headers: { ...publisher.headers, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const file = "pages/about.json";
    const opened = (await get(`page?file=${file}`)) as { hash: string; doc: { meta: Record<string, unknown> } };
    const doc = { ...opened.doc, meta: { ...opened.doc.meta, title: "Quiénes somos, desde un tarball | {product}" } };
    expect((await post("save", { file, doc, hash: opened.hash })).status).toBe(200);
    const job = (await (await post("publish", { file })).json()) as { id: string };
    let status = { state: "queued", message: "" };
    while (status.state === "queued" || status.state === "building") {
      await new Promise((r) => setTimeout(r, 50));
      status = (await get(`publish-status?id=${job.id}`)) as typeof status;
    }
    expect(status.state, status.message).toBe("live");
    expect(git("rev-list", "--count", "main")).toBe("2");
    expect(await (await app.request("/about")).text()).toContain("Quiénes somos, desde un tarball");
  });

  it("from a tree without its .gitignore either: the install's, the build's and the server's folders stay out", async () => {
    const tree = releaseTree();
    rmSync(join(tree, ".gitignore"));
    const repo = join(tree, "data", "content-repo");
    await contentRepository(repo, tree, () => undefined);
    const files = execFileSync("git", ["ls-files"], { cwd: repo, encoding: "utf8" }).trim().split("\n").sort();
    expect(files).toEqual(tracked.filter((file) => file !== ".gitignore"));
  });
});
