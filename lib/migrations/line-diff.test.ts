import { describe, expect, it } from "vitest";
import { unifiedDiff } from "./line-diff.ts";

describe("unifiedDiff", () => {
  it("is empty for equal texts", () => {
    expect(unifiedDiff("a\nb\n", "a\nb\n", "x.json")).toBe("");
  });

  it("shows a renamed key with its context, as one hunk", () => {
    const before = ["{", '  "a": 1,', '  "old": 2,', '  "c": 3,', '  "d": 4,', '  "e": 5', "}"].join("\n");
    const after = before.replace('"old"', '"new"');
    expect(unifiedDiff(before, after, "pages/x.json", 1)).toBe(
      [
        "--- pages/x.json",
        "+++ pages/x.json (migrated)",
        "@@ -2,3 +2,3 @@",
        '   "a": 1,',
        '-  "old": 2,',
        '+  "new": 2,',
        '   "c": 3,',
        "",
      ].join("\n"),
    );
  });

  it("splits distant changes into hunks and counts inserted lines", () => {
    const before = Array.from({ length: 12 }, (_, i) => `line ${i}`).join("\n");
    const after = ["new first", ...before.split("\n").slice(0, 11), "line 11 changed"].join("\n");
    const diff = unifiedDiff(before, after, "f", 1);
    expect(diff.match(/^@@/gm)).toHaveLength(2);
    expect(diff).toContain("@@ -1,1 +1,2 @@\n+new first\n line 0\n");
    expect(diff).toContain("-line 11\n+line 11 changed");
  });
});
