// @vitest-environment node
// The publish gate keeps each landed commit's problems (the site with the change in place): the next
// publish, on that commit, judges "new problems elsewhere" against them instead of loading the whole site
// a second time; only the last BEFORE_KEPT commits' are kept. What the test sees: a problem written into
// the folder behind the gate's back (a commit's files never change, so the gate need not look again) is
// taken for one the change brings, until that commit's list has gone past the bound.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BEFORE_KEPT, publishGate } from "./gate.ts";
import { makeContentRepo } from "./testing/content-repo.ts";

const read = (repo: string, file: string) =>
  JSON.parse(readFileSync(join(repo, file), "utf8")) as { meta: Record<string, unknown> };

describe("the publish gate's problems before a change", () => {
  it("are those of the publish that made the commit, for the last BEFORE_KEPT commits", () => {
    const repo = makeContentRepo("content");
    const about = read(repo, "pages/about.json");
    const edit = (title: string) => ({ "pages/about.json": { ...about, meta: { ...about.meta, title } } });
    const first = publishGate(repo, repo, edit("Quiénes somos | {product}"), "commit-0");
    expect(first.problems).toEqual([]);
    first.landed("commit-1");

    // Another page's image goes missing in the folder, once commit-1's problems are known.
    const careers = read(repo, "pages/careers.json");
    careers.meta.ogImage = "/img/no-such-image.png";
    writeFileSync(join(repo, "pages/careers.json"), `${JSON.stringify(careers, null, 2)}\n`);
    const problems = (base: string, title = "Sobre nosotros | {product}") =>
      publishGate(repo, repo, edit(title), base).problems.map((p) => p.file);
    expect(problems("commit-1")).toEqual(["pages/careers.json"]);

    // Other commits landed (one verdict stands for them all): commit-1's list is the oldest of BEFORE_KEPT, still read.
    const other = publishGate(repo, repo, edit("Nosotros | {product}"));
    expect(other.problems).toEqual([]);
    for (let n = 1; n < BEFORE_KEPT; n++) other.landed(`other-${n}`);
    expect(problems("commit-1")).toEqual(["pages/careers.json"]);
    // BEFORE_KEPT more: one past the bound, commit-1's list is gone, loaded again the problem was there before.
    for (let n = BEFORE_KEPT; n < 2 * BEFORE_KEPT; n++) other.landed(`other-${n}`);
    expect(problems("commit-1")).toEqual([]);
  });
});
