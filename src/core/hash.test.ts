import { describe, expect, it } from "vitest";
import { avalanche32, hash32 } from "./hash";

describe("hash32", () => {
  it("is deterministic, unsigned 32-bit, and tells close strings apart", () => {
    expect(hash32("exp:abc")).toBe(hash32("exp:abc"));
    expect(hash32("exp:abc")).not.toBe(hash32("exp:abd"));
    for (const s of ["", "a", "ñandú", "x".repeat(1000)]) {
      const h = hash32(s);
      expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
    }
  });

  it("avalanches: one flipped input bit changes about half the output bits", () => {
    let flipped = 0;
    const runs = 2000;
    for (let n = 0; n < runs; n++) {
      const diff = avalanche32(n) ^ avalanche32(n ^ 1);
      flipped += diff.toString(2).split("1").length - 1;
    }
    expect(flipped / runs).toBeGreaterThan(14);
    expect(flipped / runs).toBeLessThan(18);
  });
});
