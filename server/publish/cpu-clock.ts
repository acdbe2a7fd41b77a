// The CPU this server has spent, its own threads' and that of the child processes it has waited for
// (git, the renderer and its tether): a publish's phases logged in CPU beside wall time, since on a
// loaded machine the wall time says how long a phase waited for a core, the CPU what it did (issue 44).
// Whatever else the process does meanwhile (a request, the editor data worker) counts too.
import { readFileSync } from "node:fs";

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux Node runs on. */
const TICKS = 100;

/** Milliseconds of CPU so far: /proc/self/stat's utime, stime, cutime and cstime; off Linux, this process's alone. */
export function cpuMsSoFar(): number {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8")
      .replace(/^.*\) /s, "")
      .split(" ");
    return ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / TICKS;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  }
}
