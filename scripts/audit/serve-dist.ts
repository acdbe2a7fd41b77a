// Serves a built site with server/main.ts in a child process, for the
// report scripts (audit, bench) that measure it in a browser.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Starts the server and resolves once it answers; the returned function stops it (it also stops when this process exits). */
export async function serveDist(dist: string, port: number): Promise<() => void> {
  // Its store lives in a throwaway folder: measuring must not write data/.
  const dataDir = mkdtempSync(join(tmpdir(), "serve-dist-"));
  const server = spawn("node", ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SITE_DIST: dist, DATA_DIR: dataDir },
    stdio: "ignore",
  });
  const stop = () => server.kill();
  process.on("exit", stop);
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return stop;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  stop();
  throw new Error(`server/main.ts did not answer on port ${port} within 10 s`);
}
