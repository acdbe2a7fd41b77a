// @vitest-environment node
// Every publish's render runs under a watch that kills it when the server goes (tether.sh). That watch
// waits through the whole render, counted in the server's memory: as a Node process it held 48–65 MB
// resident beside every render (docs/publishing.md, "Memory"); an operator sizing a 512 MB container
// sees it in the server's process tree.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commandBuild } from "./releases.ts";

const dir = mkdtempSync(join(tmpdir(), "tether-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the watch a build runs under", () => {
  it("holds a few MB, not a second Node process's, and passes the build's failure on", async () => {
    // The build writes its parent's (the watch's) resident kB where its release would go.
    const report = `mkdir -p "$SITE_DIST" && awk '/VmRSS/ { print $2 }' /proc/$PPID/status > "$SITE_DIST/watch-kb"`;
    const out = join(dir, "out");
    await commandBuild(["sh", "-c", report])({ candidate: dir, out });
    const watchMb = Number(readFileSync(join(out, "watch-kb"), "utf8")) / 1024;
    expect(watchMb).toBeGreaterThan(0);
    expect(watchMb).toBeLessThan(16);

    await expect(commandBuild(["sh", "-c", "echo roto >&2; exit 3"])({ candidate: dir, out })).rejects.toThrow(
      /código 3[\s\S]*roto/,
    );
  });
});
