// Commands run through a small shell (server/spawner.sh) instead of forking the server: a fork copies
// the forking process's page tables, so each `git` call's cost grew with the server's memory (~60 ms
// of CPU at 600 MB, under 2 ms from the shell; docs/publishing.md, "Starting git"). The shell starts
// on the first call and lives as long as the server (about 1 MB); if it dies, the calls in flight
// fail and the next call starts another.
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { childEnv } from "./config.ts";

// From the module's path as a string: in jsdom's test environment the global URL is jsdom's, which fileURLToPath refuses.
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), "spawner.sh");

export interface RunOptions {
  cwd: string;
  /** The command's whole environment: the shell's variables it does not have are removed. */
  env: NodeJS.ProcessEnv;
  /** Written to the command's stdin; without it, stdin is empty. */
  input?: string;
  /** Milliseconds before the command is killed with SIGKILL. */
  timeoutMs: number;
}

export interface RunResult {
  /** The exit status; a command killed by a signal has 128 + its number, as in a shell. */
  status: number;
  stdout: string;
  stderr: string;
  /** Killed because it outlived timeoutMs. */
  timedOut: boolean;
}

interface Call {
  files: string;
  done: (result: { status: number } | Error) => void;
  pid?: number;
  timedOut: boolean;
}

interface Spawner {
  child: ChildProcessByStdio<Writable, Readable, null>;
  /** The shell's own environment, the server's when it started: each command's differs from it only where its caller's does. */
  env: NodeJS.ProcessEnv;
  dir: string;
  calls: Map<number, Call>;
  pending: string;
}

let spawner: Spawner | undefined;
let nextId = 0;

/** A shell word that stands for `text` exactly, newlines and quotes included. */
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function start(): Spawner {
  const dir = mkdtempSync(join(tmpdir(), "spawner-"));
  // The one fork of the server: the shell forks for every command after it.
  const env = childEnv();
  const child = spawn("sh", [SCRIPT], { env, stdio: ["pipe", "pipe", "inherit"] });
  const self: Spawner = { child, env, dir, calls: new Map(), pending: "" };
  // An idle shell keeps nothing alive: the server may exit with it started (its stdin then closes, and it ends).
  child.unref();
  child.stdin.on("error", () => {}); // a dead shell is reported by "exit" below
  (child.stdin as unknown as { unref(): void }).unref();
  (child.stdout as unknown as { unref(): void }).unref();
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    const lines = (self.pending + chunk).split("\n");
    self.pending = lines.pop() ?? "";
    for (const line of lines) {
      const [kind, idText, value] = line.split(" ");
      const call = self.calls.get(Number(idText));
      if (!call) continue;
      if (kind === "p") {
        call.pid = Number(value);
        if (call.timedOut) kill(call.pid);
      } else if (kind === "d") {
        self.calls.delete(Number(idText));
        refWhileBusy(self);
        call.done({ status: Number(value) });
      }
    }
  });
  child.on("exit", () => {
    if (spawner === self) spawner = undefined;
    for (const call of self.calls.values()) call.done(new Error("the command starter (server/spawner.sh) stopped"));
    self.calls.clear();
    rmSync(dir, { recursive: true, force: true });
  });
  child.on("error", () => {}); // "exit" follows, or the write below fails
  return self;
}

/** The shell's output keeps the server alive only while a command runs, as a child of its own would. */
function refWhileBusy(self: Spawner) {
  const stdout = self.child.stdout as unknown as { ref(): void; unref(): void };
  if (self.calls.size > 0) stdout.ref();
  else stdout.unref();
}

function kill(pid: number) {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already ended
  }
}

process.on("exit", () => {
  if (spawner) rmSync(spawner.dir, { recursive: true, force: true });
});

/** Runs `command args` in `cwd`, started by the shell, and gives its status and output. */
export function run(command: string, args: string[], options: RunOptions): Promise<RunResult> {
  const self = (spawner ??= start());
  const id = nextId++;
  const files = join(self.dir, String(id));
  // Only what differs from the shell's environment is written into the call's script: the server's own variables
  // (its database URL, its mail password) never go to a file.
  const unset = Object.keys(self.env)
    .filter((name) => options.env[name] === undefined)
    .map((name) => `-u ${quote(name)}`);
  const set = Object.entries(options.env)
    .filter(([name, value]) => value !== undefined && value !== self.env[name] && name && !name.includes("="))
    .map(([name, value]) => quote(`${name}=${value}`));
  const env = [...unset, ...set].join(" ");
  const input = options.input === undefined ? "/dev/null" : `${files}.in`;
  if (options.input !== undefined) writeFileSync(input, options.input);
  const commandLine = [command, ...args].map(quote).join(" ");
  writeFileSync(
    `${files}.sh`,
    `{ (cd ${quote(options.cwd)} && exec env ${env} ${commandLine}) <${quote(input)} >${quote(`${files}.out`)} 2>${quote(`${files}.err`)} &\n` +
      // The shell's own note of a killed command ("Killed") is not the server's to log.
      `echo "p ${id} $!"; wait $!; echo "d ${id} $?"; } 2>/dev/null &\n`,
  );
  return new Promise<RunResult>((resolve, reject) => {
    const call: Call = { files, timedOut: false, done: () => {} };
    const timer = setTimeout(() => {
      call.timedOut = true;
      if (call.pid) kill(call.pid);
    }, options.timeoutMs);
    timer.unref();
    call.done = (result) => {
      clearTimeout(timer);
      const read = (suffix: string) => readFile(`${files}.${suffix}`, "utf8").catch(() => "");
      const outputs = result instanceof Error ? Promise.resolve(["", ""]) : Promise.all([read("out"), read("err")]);
      void outputs.then(async ([stdout = "", stderr = ""]) => {
        await Promise.all(["sh", "in", "out", "err"].map((suffix) => rm(`${files}.${suffix}`, { force: true })));
        if (result instanceof Error) reject(result);
        else resolve({ status: result.status, stdout, stderr, timedOut: call.timedOut });
      });
    };
    self.calls.set(id, call);
    refWhileBusy(self);
    self.child.stdin.write(`${files}.sh\n`, (error) => {
      if (!error || !self.calls.delete(id)) return;
      refWhileBusy(self);
      call.done(error);
    });
  });
}
