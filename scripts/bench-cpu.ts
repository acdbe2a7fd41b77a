// The CPU a command costs, its whole process tree included (browsers, servers, workers), by kind of
// process: what the suite's time on a 2-core machine is made of (issue 44). Wall-clock figures say
// little on a machine shared with other work; CPU-seconds compare before and after a change.
//
//   node scripts/bench-cpu.ts npx playwright test anchors.spec.ts --workers=1
//   node scripts/bench-cpu.ts npx vitest run server/publish
//
// The command runs as given (its output shown); the tree is read from /proc every SAMPLE_MS, and a
// process keeps being read after its parent has gone (Playwright kills browsers, whose processes are
// then the machine's init's). What a process spends in its last SAMPLE_MS, or a process that lives
// less than that, is missed: a few tenths of a second in a browser test run. Linux only.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const SAMPLE_MS = 200;
/** Kernel clock ticks per second (USER_HZ): 100 on every Linux Node runs on. */
const TICKS = 100;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/bench-cpu.ts <command> [args...]");
  process.exit(2);
}

interface Stat {
  ppid: number;
  /** When the process started (ticks since boot): a pid used again is another process. */
  start: string;
  cpu: number;
}

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields start after its last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), start: fields[19]!, cpu: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return undefined; // gone
  }
}

/** A name for what a process is: chromium's by its --type, node's by its script. */
function kindOf(pid: number): string {
  let cmd = "";
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {}
  if (/chrom/.test(cmd)) return `chromium ${/--type=([\w-]+)/.exec(cmd)?.[1] ?? "browser"}`;
  if (cmd.includes("workerProcessEntry")) return "playwright worker";
  if (cmd.includes("vitest")) return /workers\/(forks|threads)/.test(cmd) ? "vitest worker" : "vitest";
  if (cmd.includes("playwright")) return "playwright runner";
  const [program = "?", script] = cmd.trim().split(" ");
  const name = program.split("/").pop()!;
  return name === "node" && script ? `node ${script.split("/").slice(-2).join("/")}` : name;
}

/** Every process seen in the tree, by pid: its kind and the CPU it had spent when last read. */
const seen = new Map<number, { start: string; kind: string; cpu: number }>();

function sample(root: number) {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (s) stats.set(pid, s);
  }
  const children = new Map<number, number[]>();
  for (const [pid, s] of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  const inTree = [root];
  for (let i = 0; i < inTree.length; i++) inTree.push(...(children.get(inTree[i]!) ?? []));
  for (const pid of inTree) {
    const s = stats.get(pid);
    const known = seen.get(pid);
    if (s && (!known || known.start !== s.start)) seen.set(pid, { start: s.start, kind: kindOf(pid), cpu: s.cpu });
  }
  // Known processes are read wherever they are now, orphans included.
  for (const [pid, known] of seen) {
    const s = stats.get(pid);
    if (s && s.start === known.start) known.cpu = s.cpu;
  }
}

const started = performance.now();
const child = spawn(command, args, { stdio: "inherit" });
const timer = setInterval(() => sample(child.pid!), SAMPLE_MS);
child.on("exit", (code, signal) => {
  clearInterval(timer);
  const byKind = new Map<string, { cpu: number; count: number }>();
  for (const { kind, cpu } of seen.values()) {
    const k = byKind.get(kind) ?? { cpu: 0, count: 0 };
    byKind.set(kind, { cpu: k.cpu + cpu, count: k.count + 1 });
  }
  const total = [...byKind.values()].reduce((sum, k) => sum + k.cpu, 0);
  const wall = (performance.now() - started) / 1000;
  console.log(`\nCPU-seconds by kind of process (${command} ${args.join(" ")}):`);
  for (const [kind, { cpu, count }] of [...byKind].sort((a, b) => b[1].cpu - a[1].cpu))
    console.log(
      `${cpu.toFixed(1).padStart(9)}  ${((100 * cpu) / (total || 1)).toFixed(0).padStart(3)}%  ${kind} (${count})`,
    );
  console.log(
    `${total.toFixed(1).padStart(9)}  total; wall ${wall.toFixed(1)} s, ${(total / wall).toFixed(2)} cores busy on average`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});
