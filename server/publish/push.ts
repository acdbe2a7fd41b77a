// The push of the published branch to its remote (CONTENT_REMOTE), outside
// the publish queue: a publish is live once committed and served; the push
// follows, with a time-out, retried with a growing wait until it lands. A
// commit is never lost: it is on the branch before any push is tried, and a
// later push carries every commit before it.
import { git } from "../git.ts";

export interface PushOptions {
  repo: string;
  branch: string;
  remote?: string;
  /** One attempt's time-out (default 2 minutes). */
  timeoutMs?: number;
  /** Waits between failed attempts (default 15 s, 1, 5, then 15 min). */
  retryMs?: number[];
  log: (line: string) => void;
}

interface Tracked {
  push?: "pushed" | "pending" | "none";
}

export interface PushState {
  remote?: string;
  pending: boolean;
  /** The last failure's first line, until a push lands. */
  lastError?: string;
  lastPushedAt?: string;
  attempts: number;
}

export function pusher(options: PushOptions) {
  const waits = options.retryMs ?? [15_000, 60_000, 300_000, 900_000];
  const state: PushState = { remote: options.remote, pending: false, attempts: 0 };
  let waiting: Tracked[] = [];
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  // After stop, a push still under way may fail later: it must not set a new retry (in a test process that
  // lives on, as vitest's shared node workers do, it would push to a removed remote minutes later).
  let stopped = false;

  async function attempt(): Promise<void> {
    if (!options.remote) return;
    const carried = waiting;
    state.attempts++;
    try {
      await git(
        options.repo,
        ["push", "-q", options.remote, `refs/heads/${options.branch}:refs/heads/${options.branch}`],
        { timeoutMs: options.timeoutMs ?? 120_000 },
      );
      for (const job of carried) job.push = "pushed";
      waiting = waiting.filter((job) => !carried.includes(job));
      failures = 0;
      Object.assign(state, {
        pending: waiting.length > 0,
        lastError: undefined,
        lastPushedAt: new Date().toISOString(),
      });
    } catch (error) {
      const line = (error as Error).message.split("\n")[0] ?? "";
      const wait = waits[Math.min(failures, waits.length - 1)]!;
      failures++;
      Object.assign(state, { pending: true, lastError: line });
      if (stopped) return;
      options.log(`push to ${options.remote} failed (${line}); trying again in ${Math.round(wait / 1000)} s`);
      clearTimeout(timer);
      timer = setTimeout(() => self.nudge(), wait);
      timer.unref();
    }
  }

  const self = {
    /** A live publish to carry: marked "pending" now, "pushed" once a push has it. */
    track(job: Tracked) {
      if (!options.remote) {
        job.push = "none";
        return;
      }
      job.push = "pending";
      waiting.push(job);
      state.pending = true;
      self.nudge();
    },
    /** Pushes now (or right after the push under way). */
    nudge(): Promise<void> {
      if (!options.remote || stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = attempt().finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void self.nudge();
        }
      });
      return running;
    },
    pending: () => state.pending,
    state: (): PushState => ({ ...state }),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
  return self;
}
