import { describe, expect, it } from "vitest";
import { SHARES_SCRIPT, shareText, totalText } from "./shares.ts";

describe("each A/B weight's share on /admin/experiments", () => {
  it("says each arm's share and what a total other than 100 means", () => {
    expect([1, 3].map((w) => shareText(w, [1, 3]))).toEqual(["25 %", "75 %"]);
    expect(totalText([50, 50])).toBe("");
    expect(totalText([1, 3])).toContain("Los pesos suman 4");
    expect(shareText(0, [0, 0])).toBe("—");
    expect(totalText([0, 0])).toContain("pon al menos una por encima de 0");
  });
  it("the page's script is plain JavaScript holding the same two functions", () => {
    expect(() => new Function(SHARES_SCRIPT)).not.toThrow();
    expect(SHARES_SCRIPT).toContain("Los pesos suman");
  });
});
