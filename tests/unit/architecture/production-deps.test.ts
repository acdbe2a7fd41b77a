// @vitest-environment node
// Issue 32: the server runs from a production install (`npm ci --omit=dev`).
// Everything it loads at run time, followed import by import from its entry
// points (the server, the publish renderer it spawns, the user command), may
// import only Node's own modules and the packages in `dependencies`; a
// devDependency there fails here, naming the file and the package.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importsOf, resolveImport } from "./layers.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const ENTRIES = ["server/main.ts", "lib/render/publish-render.ts", "server/auth/cli.ts"];

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Every bare package the files reachable from `entries` import at run time, with the first file that imports it. */
function runtimePackages(entries: string[]): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, typeOnly } of importsOf(file, readFileSync(join(ROOT, file), "utf8"))) {
      if (typeOnly || specifier.startsWith("node:")) continue;
      if (specifier.startsWith(".")) {
        const target = resolveImport(ROOT, file, specifier);
        if (target && /\.(ts|tsx)$/.test(target)) queue.push(target);
        continue;
      }
      if (!packages.has(packageOf(specifier))) packages.set(packageOf(specifier), file);
    }
  }
  return packages;
}

describe("a production install runs the server", () => {
  it("the server's run-time code imports only packages in dependencies", () => {
    const packages = runtimePackages(ENTRIES);
    // The walk reaches what the server really uses (a broken walk would pass vacuously).
    expect([...packages.keys()]).toEqual(expect.arrayContaining(["hono", "ajv", "@lingui/format-po", "sharp"]));
    const dev = [...packages]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(
        ([name, file]) =>
          `${file} imports ${name}${name in pkg.devDependencies ? " (a devDependency)" : " (not in package.json)"}`,
      );
    expect(dev).toEqual([]);
  });

  it("flags a devDependency", () => {
    expect(packageOf("@lingui/cli/api")).toBe("@lingui/cli");
    expect(runtimePackages(["tests/unit/architecture/production-deps.test.ts"]).has("vitest")).toBe(true);
    expect("vitest" in pkg.dependencies).toBe(false);
  });
});
