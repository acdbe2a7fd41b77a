// The editor data's worker gives its heap back when nobody edits: it ends
// after a quiet spell (EDITOR_WORKER_IDLE_MS) and the next request starts a
// new one that answers the same.
import { afterAll, describe, expect, it, vi } from "vitest";

vi.stubEnv("EDITOR_WORKER_IDLE_MS", "300");
const { editorDataOffThread, editorWorkerHeap } = await import("./editor-data.ts");
afterAll(() => vi.unstubAllEnvs());

describe("the editor data worker", () => {
  it("ends when idle, and a later request starts it again with the same answer", async () => {
    const first = await editorDataOffThread(process.cwd());
    expect(await editorWorkerHeap()).toBeDefined();
    await vi.waitFor(async () => expect(await editorWorkerHeap()).toBeUndefined(), { timeout: 10_000, interval: 100 });
    const again = await editorDataOffThread(process.cwd());
    expect(JSON.parse(again.pages)).toEqual(JSON.parse(first.pages));
    expect(again.data).toBe(first.data);
  }, 120_000);
});
