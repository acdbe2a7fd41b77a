// The Node processes the node project's files start (servers, stand-in builds, tethers: several hundred)
// compile the same modules again and again: with V8's code cache on disk (NODE_COMPILE_CACHE, inherited by
// the workers and what they start), a process that ends normally keeps them compiled for the next (the
// stand-in build and the tether: 0.5 → 0.2 CPU-s for eight of each). The test servers are killed, never
// writing it: a process that only imports their modules writes it for them, beside the first files
// (importing them: 0.72 → 0.29 CPU-s once cached). The node project's set-up, not the run's: a run of
// browser files alone starts none of these and spent ~1.1 CPU-s on that import (new-section.test.ts's
// nested vitest run, a developer's run of src/ files).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What `node server/main.ts` imports (main.ts itself would start a server). */
const SERVER_MODULES = ["app", "config", "notify", "store/index", "publish/index", "content/index", "webhook"].map(
  (name) => new URL(`../server/${name}.ts`, import.meta.url).href,
);

export function setup() {
  // A cache given from outside (a run inside another's, new-section.test.ts) is used and left in place.
  const own = process.env.NODE_COMPILE_CACHE ? undefined : mkdtempSync(join(tmpdir(), "mesa-compile-cache-"));
  if (own) process.env.NODE_COMPILE_CACHE = own;
  const imports = SERVER_MODULES.map((url) => `import(${JSON.stringify(url)})`).join(",");
  spawn(process.execPath, ["--input-type=module", "-e", `await Promise.all([${imports}]); process.exit(0);`], {
    stdio: "ignore",
  }).unref();
  return () => {
    if (own) rmSync(own, { recursive: true, force: true });
  };
}
