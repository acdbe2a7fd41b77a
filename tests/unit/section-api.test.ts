// Sections and the components they share read site and page data through
// src/site-data.ts only: src/runtime is the engine's inside (routing,
// hydration, head tags) and may change shape without touching a section.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const DIRS = ["src/sections", "src/components", "src/booking", "src/forms"];

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    // Tests may reach into any layer for a fixture (as in the layering check, tests/unit/architecture).
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the sections' API", () => {
  it("no section or shared component imports src/runtime", () => {
    const offenders = DIRS.flatMap(files).flatMap((file) => {
      const imports = [...readFileSync(join(root, file), "utf8").matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]!);
      return imports
        .filter(
          (spec) => spec.startsWith(".") && relative(root, join(root, file, "..", spec)).startsWith("src/runtime"),
        )
        .map((spec) => `${file} imports ${spec}`);
    });
    expect(offenders).toEqual([]);
  });
});
