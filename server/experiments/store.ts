// Every statement on the A/B tables (server/store/schema/2026-11-26-experiments.sql),
// through the store's driver (`?` placeholders, either engine). A raw insert
// and the rollup it bumps are one transaction: the counts never drift from
// the events.
import type { Arm } from "../../src/core/experiments/assign.ts";
import type { ExperimentGoal } from "../../src/generated/schema.ts";
import type { Queryable } from "../store/driver.ts";
import type { Store } from "../store/index.ts";

export interface ExperimentDefinition {
  id: string;
  /** The page's path, e.g. /agendar-demo. */
  path: string;
  /** The base document, relative to the pages folder. */
  file: string;
  arms: Arm[];
  goal: ExperimentGoal;
}

export interface ExperimentRecord extends ExperimentDefinition {
  startedAt: string;
  endedAt: string | null;
  /** The arm made the page ("control" when stopped). */
  winner: string | null;
}

export interface DailyRow {
  arm: string;
  day: string;
  exposures: number;
  conversions: number;
}

export type LeadKind = "submission" | "booking";

export interface NewExposure {
  experimentId: string;
  arm: string;
  visitorId: string;
  at: string;
}

/** Exposures written by one statement at most (4 parameters each, far below either engine's limit). */
const EXPOSURE_BATCH = 500;

type Row = Record<string, unknown>;
const dayOf = (iso: string) => iso.slice(0, 10);

const toRecord = (r: Row): ExperimentRecord => ({
  id: String(r.id),
  path: String(r.path),
  file: String(r.file),
  arms: JSON.parse(String(r.arms)) as Arm[],
  goal: JSON.parse(String(r.goal)) as ExperimentGoal,
  startedAt: String(r.started_at),
  endedAt: r.ended_at === null || r.ended_at === undefined ? null : String(r.ended_at),
  winner: r.winner === null || r.winner === undefined ? null : String(r.winner),
});

export function experimentData(store: Pick<Store, "db">) {
  const db = store.db;
  const q = (sql: string, params: ReadonlyArray<string | number | null> = []) => db.all(sql, params);
  const bump = (tx: Queryable, column: "exposures" | "conversions", experimentId: string, arm: string, day: string, by: number) =>
    tx.run(
      `INSERT INTO experiment_daily (experiment_id, arm, day, exposures, conversions) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (experiment_id, arm, day) DO UPDATE SET ${column} = experiment_daily.${column} + ?`,
      [experimentId, arm, day, column === "exposures" ? by : 0, column === "conversions" ? by : 0, by],
    );

  const queue: Array<{ e: NewExposure; resolve: (counted: boolean) => void; reject: (error: unknown) => void }> = [];
  // Set and cleared in the same turn as the queue is checked: an exposure
  // queued after the last check always finds no writer and starts one.
  let flushing = false;
  async function drain(): Promise<void> {
    while (queue.length > 0) {
      // Let the requests that arrived meanwhile join (node:sqlite commits block the event loop while they sync).
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.splice(0, EXPOSURE_BATCH);
      try {
        const inserted = await db.transaction(async (tx) => {
          const rows = await tx.all(
            `INSERT INTO experiment_exposures (experiment_id, arm, visitor_id, created_at) VALUES ${batch.map(() => "(?, ?, ?, ?)").join(", ")}
             ON CONFLICT (experiment_id, visitor_id) DO NOTHING RETURNING experiment_id, visitor_id, arm, created_at`,
            batch.flatMap(({ e }) => [e.experimentId, e.arm, e.visitorId, e.at]),
          );
          const counts = new Map<string, number>();
          for (const r of rows) {
            const key = `${String(r.experiment_id)}\n${String(r.arm)}\n${dayOf(String(r.created_at))}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          for (const [key, n] of counts) {
            const [experimentId, arm, day] = key.split("\n") as [string, string, string];
            await bump(tx, "exposures", experimentId, arm, day, n);
          }
          return rows;
        });
        const fresh = new Set(inserted.map((r) => `${String(r.experiment_id)}\n${String(r.visitor_id)}`));
        // A visitor twice in one batch is counted once: the first caller hears "new".
        for (const { e, resolve } of batch) resolve(fresh.delete(`${e.experimentId}\n${e.visitorId}`));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    // No await between the last check of the queue and this (each batch's errors are caught above).
    flushing = false;
  }

  return {
    /** Records the tests the pages declare; a running test follows its declaration (weights, goal), an ended one keeps what it had. */
    async sync(definitions: readonly ExperimentDefinition[], now: string): Promise<void> {
      for (const d of definitions) {
        await q(
          `INSERT INTO experiments (id, path, file, arms, goal, started_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET path = excluded.path, file = excluded.file, arms = excluded.arms, goal = excluded.goal WHERE experiments.ended_at IS NULL`,
          [d.id, d.path, d.file, JSON.stringify(d.arms), JSON.stringify(d.goal), now],
        );
      }
    },

    async list(): Promise<ExperimentRecord[]> {
      return (await q("SELECT * FROM experiments ORDER BY ended_at IS NOT NULL, started_at DESC, id")).map(toRecord);
    },

    async get(id: string): Promise<ExperimentRecord | undefined> {
      const [row] = await q("SELECT * FROM experiments WHERE id = ?", [id]);
      return row ? toRecord(row) : undefined;
    },

    async end(id: string, winner: string, at: string): Promise<boolean> {
      return (await q("UPDATE experiments SET ended_at = ?, winner = ? WHERE id = ? AND ended_at IS NULL RETURNING id", [at, winner, id])).length > 0;
    },

    /**
     * One exposure per visitor per experiment: true when this one was new
     * (and counted). Group commit: exposures arriving while a write is under
     * way go together in the next one (one multi-row insert, one rollup
     * upsert per arm and day), so a burst of visitors costs a few commits,
     * not two each; every caller still waits for its own row to be stored.
     */
    recordExposure(e: NewExposure): Promise<boolean> {
      return new Promise((resolve, reject) => {
        queue.push({ e, resolve, reject });
        if (!flushing) {
          flushing = true;
          void drain();
        }
      });
    },

    /** The visitor's exposures up to `at`, in tests still running. */
    async exposuresBefore(visitorId: string, at: string): Promise<Array<{ experiment: ExperimentRecord; arm: string }>> {
      const rows = await q(
        `SELECT e.*, x.arm AS exposed_arm FROM experiment_exposures x JOIN experiments e ON e.id = x.experiment_id
         WHERE x.visitor_id = ? AND x.created_at <= ? AND e.ended_at IS NULL ORDER BY x.created_at`,
        [visitorId, at],
      );
      return rows.map((r) => ({ experiment: toRecord(r), arm: String(r.exposed_arm) }));
    },

    /** One conversion per visitor per experiment: true when this one was new. */
    async recordConversion(c: { experimentId: string; arm: string; visitorId: string; lead: { kind: LeadKind; id: number }; at: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.all(
          `INSERT INTO experiment_conversions (experiment_id, arm, visitor_id, lead_kind, lead_id, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (experiment_id, visitor_id) DO NOTHING RETURNING id`,
          [c.experimentId, c.arm, c.visitorId, c.lead.kind, c.lead.id, dayOf(c.at), c.at],
        );
        if (inserted.length === 0) return false;
        await bump(tx, "conversions", c.experimentId, c.arm, dayOf(c.at), 1);
        const table = c.lead.kind === "submission" ? "submissions" : "bookings";
        await tx.run(`UPDATE ${table} SET experiment_id = ?, experiment_arm = ? WHERE id = ? AND experiment_id IS NULL`, [c.experimentId, c.arm, c.lead.id]);
        return true;
      });
    },

    /** After leads were erased: their conversions go, and the counts with them. Returns how many. */
    async forgetErasedLeads(): Promise<number> {
      const gone = await q(
        `SELECT id, experiment_id, arm, day FROM experiment_conversions WHERE lead_id IS NOT NULL AND (
           (lead_kind = 'submission' AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.id = experiment_conversions.lead_id)) OR
           (lead_kind = 'booking' AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = experiment_conversions.lead_id)))`,
      );
      let removed = 0;
      for (const r of gone) {
        const deleted = await db.transaction(async (tx) => {
          if ((await tx.run("DELETE FROM experiment_conversions WHERE id = ?", [Number(r.id)])) === 0) return false;
          await bump(tx, "conversions", String(r.experiment_id), String(r.arm), String(r.day), -1);
          return true;
        });
        if (deleted) removed++;
      }
      return removed;
    },

    /**
     * Retention: raw events older than `eventsBefore` go (the daily counts
     * stay: they hold no visitor); conversions of leads about to be purged
     * by age (`leadsBefore`) let go of them, so their going does not read as
     * an erasure. Run before the leads' own purge.
     */
    async purgeBefore(eventsBefore: string, leadsBefore: string): Promise<number> {
      await q("UPDATE experiment_conversions SET lead_id = NULL WHERE created_at < ?", [leadsBefore]);
      const exposures = await q("DELETE FROM experiment_exposures WHERE created_at < ? RETURNING id", [eventsBefore]);
      const conversions = await q("DELETE FROM experiment_conversions WHERE created_at < ? RETURNING id", [eventsBefore]);
      return exposures.length + conversions.length;
    },

    /** The aggregates of one test, oldest day first. */
    async daily(experimentId: string): Promise<DailyRow[]> {
      return (await q("SELECT arm, day, exposures, conversions FROM experiment_daily WHERE experiment_id = ? ORDER BY day, arm", [experimentId])).map((r) => ({
        arm: String(r.arm),
        day: String(r.day),
        exposures: Number(r.exposures),
        conversions: Number(r.conversions),
      }));
    },
  };
}

export type ExperimentData = ReturnType<typeof experimentData>;
