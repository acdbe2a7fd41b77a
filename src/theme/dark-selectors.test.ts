// Emotion's stylis pass rewrites a nested `:root[data-theme="dark"] &` into
// `.css-x:root[data-theme="dark"] .css-x`, a selector that never matches, so
// such a dark-theme override silently does nothing. Nested overrides must be
// written `html[data-theme="dark"] &` (top-level rules in <Global> may use :root).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe("dark-theme overrides", () => {
  it("are never nested under :root (emotion turns that into a selector that never matches)", () => {
    const offenders = sources("src").flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (/:root\[[^\]]*\][^{,]*&/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
