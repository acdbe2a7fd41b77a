// @vitest-environment node
// A publish on the commit the publisher itself published (before a restart too) patches the copy catalogs for the changed page
// (lib/i18n/catalog-patch.ts) instead of syncing them over every page, and commits what a whole sync
// would: the new title's entry in every language, the old one gone, nothing else different.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { syncContentCatalogs } from "../../lib/i18n/content-catalog.ts";
import { syncedCatalogs } from "./catalogs-synced.ts";
import { makeContentRepo } from "./testing/content-repo.ts";
import { testPublishing } from "./testing/publishing.ts";
import { tempDir } from "./testing/temp-dirs.ts";

vi.setConfig({ testTimeout: 300_000 });
const FILE = "pages/about.json";
const author = { id: 0, name: "Ana", email: "ana@mesalia.example" };

describe("the copy catalogs of a publish", () => {
  it("are patched on the publisher's own commit, and are what a whole sync writes", async () => {
    const repo = makeContentRepo("content");
    let { publishing, dir } = await testPublishing({ repo });
    const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
    const about = JSON.parse(readFileSync(join(repo, FILE), "utf8")) as { meta: Record<string, unknown> };
    const publish = async (title: string) => {
      const job = await publishing.publisher.publish(FILE, { ...about, meta: { ...about.meta, title } }, title, author)
        .done;
      expect(job.state, job.message).toBe("live");
      return job.phases!.map((p) => p.name);
    };
    // The repository's commit was not synced by this publisher: the whole sync, once.
    expect(await publish("Quiénes somos, primera")).toContain("catalogs");
    expect(await publish("Quiénes somos, segunda")).toContain("catalogs patched");
    // A restart (a deploy, a crash) on the same publish folder: the commit it published is still in step.
    publishing.stop();
    ({ publishing } = await testPublishing({ repo, dir }));
    expect(await publish("Quiénes somos, tercera")).toContain("catalogs patched");

    const po = (lang: string) => git("show", `main:locales/${lang}/content.po`);
    for (const lang of ["es", "en", "fr", "it"]) {
      expect(po(lang)).toContain('msgid "Quiénes somos, tercera"');
      expect(po(lang)).not.toContain('msgid "Quiénes somos, segunda"');
    }
    // The published commit's files, synced whole: nothing to write.
    const copy = tempDir("catalog-sync-");
    execFileSync("sh", ["-c", `git -C "${repo}" archive main pages locales schema src/sections | tar -x -C "${copy}"`]);
    expect(await syncContentCatalogs(copy)).toEqual([]);
  });

  it("are not trusted in step after a deploy that changes how copy is extracted", () => {
    const dir = tempDir("catalogs-synced-");
    syncedCatalogs(dir).write("1a2b3c");
    expect(syncedCatalogs(dir).read()).toBe("1a2b3c");
    const file = join(dir, "catalogs-synced.json");
    writeFileSync(file, readFileSync(file, "utf8").replace(/"code":"[0-9a-f]+"/, '"code":"older"'));
    expect(syncedCatalogs(dir).read()).toBeUndefined();
  });
});
