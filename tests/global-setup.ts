// One folder for the throwaway files of a unit-test run (content
// repositories, publish folders: server/publish/testing/temp-dirs.ts), removed
// when the run ends. The workers inherit TEST_TMP; they are stopped without
// running their exit handlers, so they cannot clean up themselves.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function setup() {
  const dir = mkdtempSync(join(tmpdir(), "mesa-unit-"));
  process.env.TEST_TMP = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
