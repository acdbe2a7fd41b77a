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
