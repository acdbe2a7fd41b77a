// @vitest-environment node
// The operations run without HTTP (a test, a script, the scheduler call
// them): neither they nor anything they import at run time loads hono.
// Type-only imports vanish at run time and are not followed.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, resolveImport } from "../../../tests/unit/architecture/layers.ts";

const ROOT = join(import.meta.dirname, "../../..");
/** Every feature's operations folder: publishing's, the users page's, the A/B decisions', the leads'. */
const FOLDERS = [
  "server/publish/operations",
  "server/auth/operations",
  "server/experiments/operations",
  "server/admin/leads/operations",
];
const OPERATIONS = [
  "server/operation.ts",
  ...FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder))
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => `${folder}/${f}`),
  ),
];

/** Each hono import reached from `start`, as the chain of files that leads to it. */
function honoChains(start: string): string[] {
  const seen = new Set<string>();
  const chains: string[] = [];
  const walk = (file: string, path: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, typeOnly } of importsOf(file, readFileSync(join(ROOT, file), "utf8"))) {
      if (typeOnly) continue;
      if (specifier === "hono" || specifier.startsWith("hono/")) chains.push([...path, file, specifier].join(" → "));
      if (!specifier.startsWith(".")) continue;
      const next = resolveImport(ROOT, file, specifier);
      if (next && /\.tsx?$/.test(next)) walk(next, [...path, file]);
    }
  };
  walk(start, []);
  return chains;
}

describe("the operations", () => {
  it("load nothing from hono, directly or through what they import", () => {
    // Publishing, its schedule, releases and reviews among them (what the scheduler calls goes through them), and the users, A/B and leads pages'.
    expect(OPERATIONS).toEqual(
      expect.arrayContaining([
        ...["drafts", "publish", "publish-draft", "schedule", "releases", "reviews"].map(
          (f) => `server/publish/operations/${f}.ts`,
        ),
        "server/auth/operations/users.ts",
        "server/experiments/operations/decide.ts",
        "server/admin/leads/operations/leads.ts",
      ]),
    );
    expect(OPERATIONS.flatMap(honoChains)).toEqual([]);
  });
});
