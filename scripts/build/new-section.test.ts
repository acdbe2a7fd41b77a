// @vitest-environment node
// A section type is one folder: `npm run new-section -- promoBand` in a copy
// of the repository writes src/sections/promoBand/ and regenerates the
// derived files, and nothing else changes (git status of the copy); then
// validate, the generated files' check (the registry the build uses), tsc,
// the editor's field tests, the registry contract, the static-section check
// and the new section's own test all pass as written. No site build: what the
// build adds over these (vite bundling the lazy registry entry) is covered by
// tsc and the registry contract rendering every section. About a minute.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const project = process.cwd();
const copy = mkdtempSync(join(tmpdir(), "new-section-"));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** What `npm run gen:types` writes: derived from the folders, never edited by hand. */
const GENERATED = [
  "schema/section.schema.json",
  "src/generated/schema.ts",
  "src/generated/editor-glossary.ts",
  "src/generated/section-servers.ts",
  "src/sections/registry.ts",
  "docs/reference.md",
];

// The child processes are a plain shell's: nothing of this vitest worker's environment.
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|NODE_OPTIONS|TEST$|MODE$|FORCE_COLOR)/.test(key)),
  ),
  NO_COLOR: "1",
};

function run(command: string, args: string[], cwd = copy): { ok: boolean; stdout: string; output: string } {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return {
    ok: result.status === 0,
    stdout: result.stdout,
    output: `$ ${command} ${args.join(" ")}\n${result.stdout.slice(-5000)}\n${result.stderr.slice(-3000)}`,
  };
}

describe("npm run new-section", () => {
  it("scaffolds a folder that passes validate, tsc, Biome and the editor's tests with no other file touched", {
    timeout: 420_000,
  }, () => {
    // The working tree as it is (tracked and new files, not ignored ones), committed in a fresh repository.
    const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: project, encoding: "utf8" })
      .stdout.split("\0")
      .filter(Boolean);
    expect(run("cp", ["--parents", "-t", copy, ...files], project).ok).toBe(true);
    symlinkSync(join(project, "node_modules"), join(copy, "node_modules"));
    for (const step of [
      ["init", "-q"],
      ["add", "-A"],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"],
    ])
      expect(run("git", step).ok).toBe(true);

    const scaffold = run(process.execPath, ["scripts/new-section.ts", "promoBand", "Banda promocional"]);
    expect(scaffold.ok, scaffold.output).toBe(true);
    expect(readdirSync(join(copy, "src/sections/promoBand")).sort()).toEqual([
      "PromoBand.test.tsx",
      "PromoBand.tsx",
      "editor.es.json",
      "promoBand.schema.json",
      "styles.ts",
    ]);

    const changed = run("git", ["status", "--porcelain", "--untracked-files=all"])
      .stdout.split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3));
    expect(
      changed.filter((file) => !file.startsWith("src/sections/promoBand/") && !GENERATED.includes(file)),
      "files outside the new folder that a new section needed",
    ).toEqual([]);
    expect(changed).toContain("src/sections/registry.ts");
    expect(changed).toContain("src/generated/editor-glossary.ts");

    const checks = [
      run(process.execPath, ["scripts/validate.ts"]),
      run(process.execPath, ["scripts/gen-types.ts", "--check"]),
      run("npx", ["tsc", "-p", "."]),
      run("npx", [
        "vitest",
        "run",
        "src/editor/field-labels.test.ts",
        "src/editor/field-help.test.ts",
        "tests/unit/registry-contract.test.tsx",
        "tests/unit/static-sections.test.tsx",
        "src/sections/promoBand/",
      ]),
      // Formatted and lint-clean as npm test's biome ci wants it.
      run("npx", ["biome", "ci", "src/sections/promoBand"]),
    ];
    for (const check of checks) expect(check.ok, check.output).toBe(true);
    // All five test files ran, the new section's own test among them.
    expect(checks[3]!.stdout).toMatch(/Test Files\s+5 passed \(5\)/);
  });
});
