// @vitest-environment node
// A code deploy (a new `npm run build`, then a restart) reaches the public
// pages at the start, not at the next publish: the release served was
// rendered by the old code (its .render-state.json names that code), so the
// start renders the published commit again with the new code, into a folder
// beside the one served, and points at it without a moment of nothing.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STATE_FILE } from "../../lib/render/prerender.ts";
import type { BuildSite } from "./releases.ts";
import { testPublishing } from "./testing/publishing.ts";

/** The server's own build (dist/), as rendered by `code`. */
function deployedDist(code: string) {
  const dist = mkdtempSync(join(tmpdir(), "deployed-"));
  writeFileSync(join(dist, "index.html"), `<!doctype html><title>${code}</title>`);
  writeFileSync(join(dist, STATE_FILE), JSON.stringify({ code }));
  return dist;
}

/** A stand-in renderer that stamps its code on what it renders, and counts its renders. */
function renderer(code: string) {
  const renders: string[] = [];
  const build: BuildSite = async ({ out }) => {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, "index.html"), `<!doctype html><title>${code}</title>`);
    writeFileSync(join(out, STATE_FILE), JSON.stringify({ code }));
    renders.push(out);
  };
  return { build, renders };
}

describe("a code deploy", () => {
  it("renders the published commit again at the start, and not when the code is the same", async () => {
    const old = renderer("v1");
    const first = await testPublishing({ fallbackDist: deployedDist("v1"), buildSite: old.build });
    const about = JSON.parse(readFileSync(join(first.content.liveRoot(), "pages/about.json"), "utf8")) as {
      meta: { title: string };
    };
    const job = await first.publishing.publisher.publish(
      "pages/about.json",
      { ...about, meta: { ...about.meta, title: "Otra | {product}" } },
      "Publica",
      { id: 1, name: "Ana", email: "ana@example.com" },
    ).done;
    expect(job.state, job.message).toBe("live");
    const served = () => readFileSync(join(first.publishing.releases.current(), "index.html"), "utf8");
    expect(served()).toContain("v1");
    first.publishing.stop();

    // A restart on the same code: nothing to render.
    const same = renderer("v1");
    const again = await testPublishing({
      repo: first.repo,
      dir: first.dir,
      fallbackDist: deployedDist("v1"),
      buildSite: same.build,
    });
    expect(same.renders).toEqual([]);
    again.publishing.stop();

    // A restart after a deploy: the served release is rendered again with the new code, beside the old one.
    const before = first.publishing.releases.current();
    const fresh = renderer("v2");
    const deployed = await testPublishing({
      repo: first.repo,
      dir: first.dir,
      fallbackDist: deployedDist("v2"),
      buildSite: fresh.build,
    });
    expect(fresh.renders).toHaveLength(1);
    expect(readFileSync(join(deployed.publishing.releases.current(), "index.html"), "utf8")).toContain("v2");
    expect(deployed.publishing.releases.current()).not.toBe(before);
    expect(deployed.publishing.releases.currentTree()).toBe(first.publishing.releases.currentTree());
    deployed.publishing.stop();
  });
});
