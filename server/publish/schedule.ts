// "Programar": a person's draft of a page (or a release) published at a
// chosen instant (stored in UTC; the editor shows and reads Europe/Madrid).
// Rows of the site's store (scheduled_publishes), so a restart keeps the
// schedule and every instance sees the same one; a check every 15 s (and
// one at start) publishes what is due, saying how late it was when the
// server was down at that moment. The JSON file of the old layout
// (PUBLISH_DIR/schedule.json, release-schedule.json) is imported at start
// (the first check).
import { randomUUID } from "node:crypto";
import type { Driver, Row } from "../store/driver.ts";
import { importJsonOnce, once } from "./stored/import-json.ts";

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

/** What is scheduled: a page's draft (`file` a page file) or a release (`file` the release's id). */
export type ScheduleKind = "page" | "release";
const OLD_FILE: Record<ScheduleKind, string> = { page: "schedule.json", release: "release-schedule.json" };

/** A scheduled publish counts as late past this much after its time. */
export const LATE_AFTER_MS = 60_000;

const toScheduled = (r: Row): Scheduled => ({
  id: String(r.id),
  file: String(r.file),
  at: String(r.at),
  userId: Number(r.user_id),
  name: String(r.name),
  email: String(r.email),
  role: String(r.role),
  createdAt: String(r.created_at),
});

const INSERT = `INSERT INTO scheduled_publishes (id, kind, file, at, user_id, name, email, role, created_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`;
const valuesOf = (kind: ScheduleKind, s: Scheduled) => [
  s.id,
  kind,
  s.file,
  new Date(s.at).toISOString(),
  s.userId,
  s.name,
  s.email,
  s.role,
  s.createdAt,
];

/** `dir`: PUBLISH_DIR, where the old layout's JSON file may wait to be imported. */
export function schedule(
  db: Driver,
  dir: string,
  now: () => Date,
  run: (due: ScheduleRun) => Promise<void>,
  kind: ScheduleKind = "page",
) {
  const ready = once(() =>
    importJsonOnce<Scheduled>(dir, OLD_FILE[kind], (items) =>
      db.transaction(async (tx) => {
        for (const item of items) await tx.run(INSERT, valuesOf(kind, item));
      }),
    ),
  );
  const list = async (): Promise<Scheduled[]> => {
    await ready();
    return (await db.all("SELECT * FROM scheduled_publishes WHERE kind = ? ORDER BY at, id", [kind])).map(toScheduled);
  };
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await ready();
      const due = (
        await db.all("SELECT * FROM scheduled_publishes WHERE kind = ? AND at <= ? ORDER BY at, id", [
          kind,
          now().toISOString(),
        ])
      ).map(toScheduled);
      for (const item of due) {
        // Claimed by deleting its row: the one instance whose delete took it runs it, and a crash mid-publish does not publish it twice.
        if ((await db.run("DELETE FROM scheduled_publishes WHERE id = ?", [item.id])) === 0) continue;
        const late = now().getTime() - Date.parse(item.at);
        await run({ item, lateMinutes: late > LATE_AFTER_MS ? Math.round(late / 60_000) : 0 }).catch((error: Error) =>
          console.error(`[schedule] ${item.file}: ${error.message}`),
        );
      }
    } catch (error) {
      console.error(`[schedule] the check failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };

  return {
    /** Scheduled, in place of the person's earlier entry for the same page (or release). */
    async add(entry: Omit<Scheduled, "id" | "createdAt">): Promise<Scheduled> {
      await ready();
      const item = { ...entry, id: randomUUID(), createdAt: now().toISOString() };
      await db.transaction(async (tx) => {
        await tx.run("DELETE FROM scheduled_publishes WHERE kind = ? AND file = ? AND user_id = ?", [
          kind,
          entry.file,
          entry.userId,
        ]);
        await tx.run(INSERT, valuesOf(kind, item));
      });
      return item;
    },
    async cancel(id: string): Promise<boolean> {
      await ready();
      return (await db.run("DELETE FROM scheduled_publishes WHERE kind = ? AND id = ?", [kind, id])) > 0;
    },
    list,
    tick,
    start(everyMs = 15_000) {
      void tick();
      timer = setInterval(() => void tick(), everyMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
