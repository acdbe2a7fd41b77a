import { describe, expect, it } from "vitest";
import { retryKeys } from "./idempotency.ts";

describe("retryKeys", () => {
  let n = 0;
  const keys = () => retryKeys(() => `key-${++n}`);

  it("gives a retry of the same values the same key, and other values a new one", () => {
    const k = keys();
    const first = k.for({ email: "ana@casa.es", privacy: true });
    expect(k.for({ email: "ana@casa.es", privacy: true })).toBe(first);
    expect(k.for({ email: "eva@casa.es", privacy: true })).not.toBe(first);
  });

  it("starts a new key after a request succeeded (settle)", () => {
    const k = keys();
    const first = k.for({ name: "Lola" });
    k.settle();
    expect(k.for({ name: "Lola" })).not.toBe(first);
  });

  it("tells files apart by name and size", () => {
    const k = keys();
    const a = k.for({ cv: new File(["aaaa"], "cv.pdf") });
    expect(k.for({ cv: new File(["bbbb"], "cv.pdf") })).toBe(a);
    expect(k.for({ cv: new File(["bbbbb"], "cv.pdf") })).not.toBe(a);
  });
});
