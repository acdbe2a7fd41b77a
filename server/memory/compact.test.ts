// @vitest-environment node
// The server gives back the heap a publish grew: after compactHeap() the
// thread's heap is near what is live, not where the burst of garbage left it.
import { getHeapStatistics } from "node:v8";
import { describe, expect, it } from "vitest";
import { compactHeap } from "./compact.ts";

const mb = () => getHeapStatistics().total_heap_size / 2 ** 20;

describe("compactHeap", () => {
  it("gives back the pages a burst of garbage grew the heap to", () => {
    compactHeap();
    const before = mb();
    // ~100 MB of short-lived objects, as a publish's checks and catalogs make at 10× the site.
    let garbage: Array<{ n: number; text: string }> = [];
    for (let i = 0; i < 1_000_000; i++) garbage.push({ n: i, text: `texto ${i}` });
    garbage = [];
    const grown = mb();
    compactHeap();
    expect(grown - before).toBeGreaterThan(40);
    expect(mb() - before).toBeLessThan(10);
    expect(garbage).toEqual([]);
  });
});
