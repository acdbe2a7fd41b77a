import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache.ts";

describe("BoundedCache", () => {
  it("holds no more than its bound, dropping the least recently used", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1).set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now newer than b
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.has("b")).toBe(false);
    expect([...cache.keys()]).toEqual(["a", "c"]);
  });
});
