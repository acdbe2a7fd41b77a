// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clsOf, median } from "./page.ts";

describe("audit figures", () => {
  it("compare medians, so one slow load does not decide", () => {
    expect(median([640, 5000, 600])).toBe(640);
    expect(median([400, 500])).toBe(450);
  });

  it("CLS is the worst session window of shifts (gaps under 1 s, windows up to 5 s)", () => {
    expect(clsOf([])).toBe(0);
    expect(
      clsOf([
        [100, 0.01],
        [500, 0.02],
        [2000, 0.05],
      ]),
    ).toBeCloseTo(0.05);
    expect(
      clsOf([
        [0, 0.02],
        [900, 0.02],
        [1800, 0.02],
      ]),
    ).toBeCloseTo(0.06);
  });
});
