// @vitest-environment node
// A publish's garbage does not stay in the server's memory: once the new
// version is live, the main thread's heap is compacted (2 s later, in the
// server; at once here), not left to V8's memory reducer minutes later. And
// the render, a process of its own, does not run beside what the server
// could let go: the editor data worker is ended before it (the new version's
// data is made after it) and the heap is compacted as the renderer starts.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { editorOffThread, editorWorkerHeap, setEditorWorkerIdle } from "../content/editor-data.ts";
import { testPublishing } from "../publish/testing/publishing.ts";
import type { Author } from "../publish/publisher.ts";

const compacted = vi.hoisted(() => ({ whenQuiet: 0, now: 0 }));
vi.mock("./compact.ts", () => ({
  compactWhenQuiet: () => {
    compacted.whenQuiet++;
  },
  compactHeap: () => {
    compacted.now++;
  },
}));

const ana: Author = { id: 7, name: "Ana", email: "ana@mesalia.example" };

describe("a publish", () => {
  it("renders with the editor data worker ended and the heap compacted, and compacts it again once live", async () => {
    // The editor in use a moment before, its worker idle for long enough that only the publish can end it.
    setEditorWorkerIdle(600_000);
    const beside = { worker: "no render" as unknown, compactions: -1 };
    const { content, publishing } = await testPublishing({
      buildSite: async ({ out }) => {
        // The render is under way (the server's renderer is a process of its own): what the server holds meanwhile.
        await Promise.resolve();
        beside.worker = await editorWorkerHeap();
        beside.compactions = compacted.now;
        mkdirSync(out, { recursive: true });
        writeFileSync(join(out, "index.html"), "<!doctype html><title>Quiénes somos</title>");
      },
    });
    try {
      await editorOffThread({ kind: "pages", root: content.liveRoot() });
      expect(await editorWorkerHeap()).toBeDefined();
      const about = JSON.parse(readFileSync(join(content.liveRoot(), "pages/about.json"), "utf8")) as {
        meta: { title: string };
      };
      const { whenQuiet, now } = compacted;
      const job = await publishing.publisher.publish(
        "pages/about.json",
        { ...about, meta: { ...about.meta, title: "Quiénes somos | {product}" } },
        "Publica el título",
        ana,
      ).done;
      expect(job.state, job.message).toBe("live");
      expect(beside.worker).toBeUndefined();
      expect(beside.compactions).toBeGreaterThan(now);
      expect(compacted.whenQuiet).toBeGreaterThan(whenQuiet);
    } finally {
      publishing.stop();
      setEditorWorkerIdle(10_000);
    }
  }, 300_000);
});
