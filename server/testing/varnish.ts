// Debian's Varnish as a test's own process (never the system service), with
// the repository's VCL (deploy/varnish/site.vcl) pointed at the test's server:
// `varnishd -F -a 127.0.0.1:<port> -f <vcl> -n <tmpdir>`. Skipped where
// varnishd is not installed (`apt-get install -y varnish`).
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";

const VARNISHD = "/usr/sbin/varnishd";
const VCL = fileURLToPath(new URL("../../deploy/varnish/site.vcl", import.meta.url));

export const varnishMissing = !existsSync(VARNISHD);

export interface Varnish {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Its output, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts Varnish in front of the server on `backendPort`; resolves once it answers. `port`: its own, when the
 * servers behind it were told it already (CDN_PURGE_URL); else a free one.
 */
export async function startVarnish(backendPort: number, port?: number): Promise<Varnish> {
  const dir = mkdtempSync(join(tmpdir(), "varnish-"));
  // Run as root, varnishd reads the VCL as its own unprivileged user (its jail): the folder must let it.
  chmodSync(dir, 0o755);
  const vcl = join(dir, "site.vcl");
  // The VCL as deployed, but for the backend's port.
  writeFileSync(vcl, readFileSync(VCL, "utf8").replace(/\.port = "\d+";/, `.port = "${backendPort}";`));
  port ??= await freePort();
  const log = join(dir, "varnishd.log");
  const out = openSync(log, "w");
  const child: ChildProcess = spawn(
    VARNISHD,
    ["-F", "-a", `127.0.0.1:${port}`, "-f", vcl, "-n", join(dir, "work"), "-s", "malloc,64m"],
    { stdio: ["ignore", out, out] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => (existsSync(log) ? readFileSync(log, "utf8") : "");
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // Its VCL compiles with the C compiler first: seconds on a busy machine.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/healthz`);
      return { url, output, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const said = output();
  await stop();
  throw new Error(`varnishd did not start:\n${said}`);
}
