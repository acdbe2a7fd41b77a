// The editor data's worker gives its heap back when nobody edits: it ends
// after a quiet spell (10 s; 300 ms here) and the next request starts a
// new one that answers the same. While it waits for the next version, it
// holds only what is live: the pages computing an answer grew its heap to are
// given back as soon as it has answered.
import { afterAll, describe, expect, it, vi } from "vitest";
import { editorOffThread, editorWorkerHeap, setEditorWorkerIdle } from "./editor-data.ts";

const both = async (root: string) => ({
  pages: await editorOffThread({ kind: "pages", root }),
  data: await editorOffThread({ kind: "data", root }),
});

setEditorWorkerIdle(300);
afterAll(() => setEditorWorkerIdle(10_000));

describe("the editor data worker", () => {
  it("ends when idle, and a later request starts it again with the same answer", async () => {
    const first = await both(process.cwd());
    expect(await editorWorkerHeap()).toBeDefined();
    await vi.waitFor(async () => expect(await editorWorkerHeap()).toBeUndefined(), { timeout: 10_000, interval: 100 });
    const again = await both(process.cwd());
    expect(JSON.parse(again.pages)).toEqual(JSON.parse(first.pages));
    expect(again.data).toBe(first.data);
  }, 120_000);

  it("keeps only its live heap between answers, not the pages the last answer grew it to", async () => {
    await both(process.cwd());
    const heap = await editorWorkerHeap();
    // ~20 MB live here at 1×; without the compaction the heap kept ~30 MB more (67 MB for 38 used).
    expect(heap!.total - heap!.used).toBeLessThan(10);
  }, 120_000);
});
