// Debian's HAProxy as a test's own process (never the system service), in
// front of the test's instances: the repository's example
// (deploy/haproxy/haproxy.cfg: round-robin, no stickiness, health checks on
// /healthz, a failed connection tried on another instance) with the test's
// ports, run as `haproxy -f <cfg> -db`. Skipped where haproxy is not
// installed (`apt-get install -y haproxy`).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.ts";

const HAPROXY = "/usr/sbin/haproxy";
const CONFIG = fileURLToPath(new URL("../../deploy/haproxy/haproxy.cfg", import.meta.url));

export const haproxyMissing = !existsSync(HAPROXY);

export interface Haproxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Its log (one line per request, with the instance that answered), for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The example configuration with its frontend on `port` and one server line per backend port (named i0, i1…),
 * checked every `inter`; each answer says which server gave it (X-Served-By), for the test to know whom to kill.
 */
function haproxyConfig(port: number, backendPorts: number[], inter = "2s"): string {
  const servers = backendPorts.map((p, i) => `    server i${i} 127.0.0.1:${p} check`).join("\n");
  return readFileSync(CONFIG, "utf8")
    .replace(/bind 127\.0\.0\.1:\d+/, `bind 127.0.0.1:${port}`)
    .replace(/inter \d+s/, `inter ${inter}`)
    .replace("    balance roundrobin\n", "    balance roundrobin\n    http-response set-header X-Served-By %s\n")
    .replace(/(?:^ {4}server .*\n?)+/m, `${servers}\n`);
}

/** Starts HAProxy in front of the servers on `backendPorts`; resolves once each of them has answered through it. */
export async function startHaproxy(backendPorts: number[], options: { inter?: string } = {}): Promise<Haproxy> {
  const dir = mkdtempSync(join(tmpdir(), "haproxy-"));
  const port = await freePort();
  const cfg = join(dir, "haproxy.cfg");
  writeFileSync(cfg, haproxyConfig(port, backendPorts, options.inter));
  const log = join(dir, "haproxy.log");
  const out = openSync(log, "w");
  const child: ChildProcess = spawn(HAPROXY, ["-f", cfg, "-db"], { stdio: ["ignore", out, out] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const output = () => (existsSync(log) ? readFileSync(log, "utf8") : "");
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  // Up once every backend has answered through it (its checks must see each one up first).
  const answered = new Set<string>();
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) answered.add(response.headers.get("x-served-by") ?? "");
      if (answered.size >= backendPorts.length) return { url, output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const said = output();
  await stop();
  throw new Error(`haproxy did not start:\n${said}`);
}
