// Serves a built site with scripts/serve.ts in a child process, for the
// report scripts (audit, bench) that measure it in a browser.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Starts the server and resolves once it answers; the returned function stops it (it also stops when this process exits). */
export async function serveDist(dist: string, port: number): Promise<() => void> {
  const server = spawn("node", ["scripts/serve.ts"], { cwd: root, env: { ...process.env, PORT: String(port), SITE_DIST: dist }, stdio: "ignore" });
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
  throw new Error(`scripts/serve.ts did not answer on port ${port} within 10 s`);
}
