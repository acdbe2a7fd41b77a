// A throwaway PostgreSQL cluster for tests: Debian's binaries, a temp
// folder, a free local port, no fsync. Never the system service. As root,
// the cluster runs as `nobody` (initdb refuses root).
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export function postgresMissing(): string | undefined {
  return existsSync(join(PG_BIN, "initdb"))
    ? undefined
    : `PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql)`;
}

/** `durable`: keep fsync on (the bench compares stores at equal durability; tests need speed). */
export async function startPostgres({ durable = false } = {}): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, 65534, 65534);
  const run = (bin: string, args: string[]) => {
    const [cmd, full] = asRoot
      ? ["runuser", ["-u", "nobody", "--", join(PG_BIN, bin), ...args]]
      : [join(PG_BIN, bin), args];
    execFileSync(cmd as string, full as string[], { stdio: "pipe" });
  };
  const port = await freePort();
  run("initdb", ["-D", join(dir, "db"), "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    join(dir, "db"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${durable ? "on" : "off"} -c max_connections=200`,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const args = ["-D", join(dir, "db"), "-m", "immediate", "stop"];
      if (asRoot) spawnSync("runuser", ["-u", "nobody", "--", join(PG_BIN, "pg_ctl"), ...args], { stdio: "ignore" });
      else spawnSync(join(PG_BIN, "pg_ctl"), args, { stdio: "ignore" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
