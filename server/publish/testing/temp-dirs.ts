// Throwaway folders of the publishing tests: each test file made a content
// repository (~8 MB, the project's files) and a publish folder, and kept
// them; a developer's /tmp held 578 after a day of runs (21 GB). Under vitest
// they go into the run's folder (TEST_TMP, tests/global-setup.ts), removed
// when the run ends; elsewhere (a bench, a browser test's server) when the
// process exits.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const made = new Set<string>();
process.once("exit", () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new folder under the system's temp folder, gone when this process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(process.env.TEST_TMP ?? tmpdir(), prefix));
  made.add(dir);
  return dir;
}
