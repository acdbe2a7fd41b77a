// The chaos run's two server processes on one DATA_DIR and one PostgreSQL
// (the shared-disk deployment): started as `node server/main.ts`, killed with
// SIGKILL (the process alone, as a service manager may), started again at
// once on the same port.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { send } from "./http.ts";
import { freePort } from "../free-port.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface Instance {
  name: string;
  base: string;
  /** Resolves once the process answers (at start, and after each restart). */
  up(): Promise<void>;
  /** kill -9, then started again at once; resolves when the new process answers. */
  killAndRestart(): Promise<void>;
  /** What its processes wrote to stderr so far. */
  errors(): string;
  stop(): void;
}

/** `stdout`: its log lines (a publish's and a follow's phases) go to the same file as its errors. */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  options: { stdout?: boolean } = {},
): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const errorFile = join(env.DATA_DIR!, `server-${name}.err`);
  const stderr = openSync(errorFile, "a");
  let child: ChildProcess;
  let ready: Promise<void>;
  const launch = () => {
    child = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ["ignore", options.stdout ? stderr : "ignore", stderr],
    });
    const current = child;
    ready = (async () => {
      // Up to two minutes: on a machine shared by many a start (store, content checkout) takes a while.
      for (let i = 0; i < 2400 && current.exitCode === null && current.signalCode === null; i++) {
        if ((await send(`${base}/robots.txt`)).kind === "answer") return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`${name} did not start: ${readFileSync(errorFile, "utf8").slice(-2000)}`);
    })();
    ready.catch(() => undefined);
  };
  launch();
  const instance: Instance = {
    name,
    base,
    up: () => ready,
    async killAndRestart() {
      const old = child;
      const gone =
        old.exitCode !== null || old.signalCode !== null
          ? Promise.resolve()
          : new Promise<void>((resolve) => old.once("exit", () => resolve()));
      old.kill("SIGKILL");
      await gone;
      launch();
      await ready;
    },
    errors: () => readFileSync(errorFile, "utf8"),
    stop: () => child.kill("SIGKILL"),
  };
  await instance.up();
  return instance;
}
