// A process and everything below it, read from /proc (Linux): what bench:publish counts as the server's memory
// (the main process, whose RSS holds its worker threads, and its children: the renderer, its tether, git).
import { readdirSync, readFileSync } from "node:fs";

/** A /proc status field in kB (`VmRSS`, `VmHWM`, `Pss`…), 0 when absent. */
export const kbOf = (status: string, name: string) =>
  Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);

/** A /proc file's text, or "" for a process that ended between the listing and the read. */
export const readOr = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

const readdirSyncOr = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/** `pid` and every process below it (children of any of its threads: /proc/<pid>/task/<tid>/children). */
export function processTree(pid: number): number[] {
  const children = readdirSyncOr(`/proc/${pid}/task`).flatMap((tid) =>
    readOr(`/proc/${pid}/task/${tid}/children`).split(" ").filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(processTree)];
}

/** What a process of the server's tree is: the server itself (its worker threads in it), the renderer, its tether, git. */
function kindOf(pid: number, root: number): string {
  if (pid === root) return "main";
  const argv = readOr(`/proc/${pid}/cmdline`).split("\0");
  // The tether's command line holds the renderer's: asked first.
  if (argv.some((word) => word.endsWith("tether.sh"))) return "tether";
  if (argv.some((word) => word.endsWith("publish-render.ts"))) return "renderer";
  // Node names its processes' main thread: a child forked from the server, not yet the program it runs.
  const comm = readOr(`/proc/${pid}/comm`).trim();
  return comm === "MainThread" ? "a child starting" : comm || "gone";
}

/** Whether the server's editor data worker is running: a thread of its own, which Node names after its kind. */
const workerAlive = (root: number) =>
  readdirSyncOr(`/proc/${root}/task`).some((tid) => readOr(`/proc/${root}/task/${tid}/comm`).startsWith(WORKER_THREAD));
const WORKER_THREAD = "WorkerThread";

export interface TreeSample {
  /** ms since its label was set (for "publish": since the publish was asked) */
  atMs: number;
  /** the tree's RSS and PSS, MB */
  rss: number;
  pss: number;
  /** RSS by kind of process (kindOf), MB */
  byKind: Record<string, number>;
  worker: boolean;
}

function sample(root: number, atMs: number): TreeSample {
  const byKind: Record<string, number> = {};
  let rss = 0;
  let pss = 0;
  for (const pid of processTree(root)) {
    const mb = kbOf(readOr(`/proc/${pid}/status`), "VmRSS") / 1024;
    const kind = kindOf(pid, root);
    byKind[kind] = (byKind[kind] ?? 0) + mb;
    rss += mb;
    pss += kbOf(readOr(`/proc/${pid}/smaps_rollup`), "Pss") / 1024;
  }
  return { atMs, rss, pss, byKind, worker: workerAlive(root) };
}

/**
 * The tree sampled every `everyMs` on a timer of its own (the bench's polls of the server wait on answers, which at a
 * high load spaced them seconds apart and missed a render's peak), per label (`label` set by the caller: "publish",
 * "reload"…): the largest sample and each kind's largest.
 */
export function treeSampler(root: number, everyMs = 100) {
  let labelAt = performance.now();
  const seen = new Map<string, { peak: TreeSample; most: Record<string, number>; samples: number }>();
  let label = "start";
  const take = () => {
    const now = sample(root, performance.now() - labelAt);
    const mine = seen.get(label) ?? { peak: now, most: {}, samples: 0 };
    mine.samples++;
    if (now.rss >= mine.peak.rss) mine.peak = now;
    for (const [kind, mb] of Object.entries(now.byKind)) mine.most[kind] = Math.max(mine.most[kind] ?? 0, mb);
    seen.set(label, mine);
  };
  const timer = setInterval(take, everyMs);
  return {
    /** What the next samples count for. */
    label: (next: string) => {
      label = next;
      labelAt = performance.now();
    },
    /** Each label's figures so far, then forgotten (each publish's own). */
    take: () => {
      const figures = new Map(seen);
      seen.clear();
      return figures;
    },
    stop: () => clearInterval(timer),
  };
}

/** A sample as a line: «445 MB (PSS 340): main 290, renderer 150, tether 2; worker alive». */
export const sampleLine = (s: TreeSample) =>
  `${Math.round(s.rss)} MB (PSS ${Math.round(s.pss)}): ${Object.entries(s.byKind)
    .map(([kind, mb]) => `${kind} ${Math.round(mb)}`)
    .join(", ")}; editor worker ${s.worker ? "alive" : "not running"}`;
