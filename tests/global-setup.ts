// One folder for the throwaway files of a unit-test run (content
// repositories, publish folders: server/publish/testing/temp-dirs.ts), removed
// when the run ends. The workers inherit TEST_TMP; they are stopped without
// running their exit handlers, so they cannot clean up themselves.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What `node server/main.ts` imports, compiled once into the cache below (main.ts itself would start a server). */
const SERVER_MODULES = ["app", "config", "notify", "store/index", "publish/index", "content/index", "webhook"].map(
  (name) => new URL(`../server/${name}.ts`, import.meta.url).href,
);

export function setup() {
  const dir = mkdtempSync(join(tmpdir(), "mesa-unit-"));
  process.env.TEST_TMP = dir;
  // The Node processes the run starts (servers, stand-in builds, tethers: several hundred) compile the same
  // modules again and again: with V8's code cache on disk, a process that ends normally keeps them compiled
  // for the next (the stand-in build and the tether: 0.5 → 0.2 CPU-s for eight of each). The test servers
  // are killed, never writing it: a process that only imports their modules writes it for them, beside the
  // first files (importing them: 0.72 → 0.29 CPU-s once cached).
  process.env.NODE_COMPILE_CACHE ??= join(dir, "node-compile-cache");
  const imports = SERVER_MODULES.map((url) => `import(${JSON.stringify(url)})`).join(",");
  spawn(process.execPath, ["--input-type=module", "-e", `await Promise.all([${imports}]); process.exit(0);`], {
    stdio: "ignore",
  }).unref();
  return () => rmSync(dir, { recursive: true, force: true });
}
