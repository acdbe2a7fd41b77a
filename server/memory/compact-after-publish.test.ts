// @vitest-environment node
// A publish's garbage does not stay in the server's memory: once the new
// version is live, the main thread's heap is compacted (2 s later, in the
// server; at once here), not left to V8's memory reducer minutes later.
import { execFileSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { testPublishing } from "../publish/testing/publishing.ts";
import type { Author } from "../publish/publisher.ts";

const compacted = vi.hoisted(() => ({ count: 0 }));
vi.mock("./compact.ts", async (original) => ({
  ...(await original<typeof import("./compact.ts")>()),
  compactWhenQuiet: () => {
    compacted.count++;
  },
}));

const ana: Author = { id: 7, name: "Ana", email: "ana@mesalia.example" };

describe("after a publish goes live", () => {
  it("the server's heap is compacted", async () => {
    const { repo, publishing } = await testPublishing();
    const about = JSON.parse(execFileSync("git", ["show", "main:pages/about.json"], { cwd: repo, encoding: "utf8" }));
    const before = compacted.count;
    await publishing.publisher.publish(
      "pages/about.json",
      { ...about, meta: { ...about.meta, title: "Quiénes somos | {product}" } },
      "Publica el título",
      ana,
    ).done;
    expect(compacted.count).toBeGreaterThan(before);
  }, 300_000);
});
