// "Programar": a person's draft of a page published at a chosen instant
// (stored in UTC; the editor shows and reads Europe/Madrid). Kept in a JSON
// file beside the releases, so a restart keeps the schedule; a check every
// 15 s (and one at start) publishes what is due, saying how late it was
// when the server was down at that moment.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Scheduled {
  id: string;
  file: string;
  at: string;
  userId: number;
  name: string;
  email: string;
  role: string;
  createdAt: string;
}

export interface ScheduleRun {
  item: Scheduled;
  lateMinutes: number;
}

/** A scheduled publish counts as late past this much after its time. */
export const LATE_AFTER_MS = 60_000;

export function schedule(
  dir: string,
  now: () => Date,
  run: (due: ScheduleRun) => Promise<void>,
  name = "schedule.json",
) {
  const file = join(dir, name);
  const read = (): Scheduled[] => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Scheduled[]) : []);
  const write = (items: Scheduled[]) => {
    writeFileSync(`${file}.next`, JSON.stringify(items, null, 2));
    renameSync(`${file}.next`, file);
  };
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const due = read().filter((s) => Date.parse(s.at) <= now().getTime());
      for (const item of due) {
        // Out of the file first: a crash mid-publish must not publish it twice.
        write(read().filter((s) => s.id !== item.id));
        const late = now().getTime() - Date.parse(item.at);
        await run({ item, lateMinutes: late > LATE_AFTER_MS ? Math.round(late / 60_000) : 0 }).catch((error: Error) =>
          console.error(`[schedule] ${item.file}: ${error.message}`),
        );
      }
    } finally {
      running = false;
    }
  };

  return {
    add(entry: Omit<Scheduled, "id" | "createdAt">): Scheduled {
      const item = { ...entry, id: randomUUID(), createdAt: now().toISOString() };
      write(
        [...read().filter((s) => !(s.file === entry.file && s.userId === entry.userId)), item].sort((a, b) =>
          a.at.localeCompare(b.at),
        ),
      );
      return item;
    },
    cancel(id: string): boolean {
      const items = read();
      write(items.filter((s) => s.id !== id));
      return items.some((s) => s.id === id);
    },
    list: read,
    tick,
    start(everyMs = 15_000) {
      void tick();
      timer = setInterval(() => void tick(), everyMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
