// Every statement on the A/B tables (server/store/schema/2026-11-26-experiments.sql
// and 2026-11-28-experiment-phases.sql), through the store's driver (`?`
// placeholders, either engine). An insert and the counts it bumps are one
// transaction: the counts never drift from the events.
import type { Arm } from "../../src/core/experiments/assign.ts";
import type { ExperimentAudience, ExperimentGoal } from "../../src/generated/schema.ts";
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
  /** Who takes part, as the page declares it now (read from the page, not stored). */
  audience?: ExperimentAudience;
}

export interface PhaseRecord {
  /** ISO instant the phase began. */
  start: string;
  arms: Arm[];
}

export interface ExperimentRecord extends ExperimentDefinition {
  startedAt: string;
  /** Oldest first; the last is the phase in force (its arms are `arms`). */
  phases: PhaseRecord[];
  endedAt: string | null;
  /** The arm made the page ("control" when stopped). */
  winner: string | null;
}

export interface DailyRow {
  phase: number;
  arm: string;
  day: string;
  exposures: number;
  conversions: number;
}

export type LeadKind = "submission" | "booking";

export interface NewExposure {
  experimentId: string;
  phase: number;
  arm: string;
  visitorId: string;
  at: string;
}

/** Exposures written by one statement at most (5 parameters each, far below either engine's limit). */
const EXPOSURE_BATCH = 500;

type Row = Record<string, unknown>;
const dayOf = (iso: string) => iso.slice(0, 10);

/** The visitor's key in the record kept for a test's life: the random id itself (a prefix would let made-up ids collide). */
const visitorKey = (visitorId: string) => visitorId;

const sameArms = (a: readonly Arm[], b: readonly Arm[]) =>
  a.length === b.length && a.every((x, i) => x.name === b[i]!.name && x.weight === b[i]!.weight);

function toRecord(r: Row): ExperimentRecord {
  const arms = JSON.parse(String(r.arms)) as Arm[];
  const startedAt = String(r.started_at);
  return {
    id: String(r.id),
    path: String(r.path),
    file: String(r.file),
    arms,
    goal: JSON.parse(String(r.goal)) as ExperimentGoal,
    startedAt,
    phases: r.phases ? (JSON.parse(String(r.phases)) as PhaseRecord[]) : [{ start: startedAt, arms }],
    endedAt: r.ended_at === null || r.ended_at === undefined ? null : String(r.ended_at),
    winner: r.winner === null || r.winner === undefined ? null : String(r.winner),
  };
}

export function experimentData(store: Pick<Store, "db">) {
  const db = store.db;
  const q = (sql: string, params: ReadonlyArray<string | number | null> = []) => db.all(sql, params);
  const bump = (
    tx: Queryable,
    column: "exposures" | "conversions",
    experimentId: string,
    phase: number,
    arm: string,
    day: string,
    by: number,
  ) =>
    tx.run(
      `INSERT INTO experiment_counts (experiment_id, phase, arm, day, exposures, conversions) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (experiment_id, phase, arm, day) DO UPDATE SET ${column} = experiment_counts.${column} + ?`,
      [experimentId, phase, arm, day, column === "exposures" ? by : 0, column === "conversions" ? by : 0, by],
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
          // The compact record decides what is new: it outlives the raw events (purged after 90 days).
          const rows = await tx.all(
            `INSERT INTO experiment_visitors (experiment_id, visitor_key, arm, phase, day) VALUES ${batch.map(() => "(?, ?, ?, ?, ?)").join(", ")}
             ON CONFLICT (experiment_id, visitor_key) DO NOTHING RETURNING experiment_id, visitor_key, arm, phase, day`,
            batch.flatMap(({ e }) => [e.experimentId, visitorKey(e.visitorId), e.arm, e.phase, dayOf(e.at)]),
          );
          if (rows.length === 0) return rows;
          const fresh = new Set(rows.map((r) => `${String(r.experiment_id)}\n${String(r.visitor_key)}`));
          const raw = batch.filter(({ e }) => fresh.has(`${e.experimentId}\n${visitorKey(e.visitorId)}`));
          await tx.run(
            `INSERT INTO experiment_exposures (experiment_id, arm, visitor_id, created_at) VALUES ${raw.map(() => "(?, ?, ?, ?)").join(", ")}
             ON CONFLICT (experiment_id, visitor_id) DO NOTHING`,
            raw.flatMap(({ e }) => [e.experimentId, e.arm, e.visitorId, e.at]),
          );
          const counts = new Map<string, number>();
          for (const r of rows) {
            const key = `${String(r.experiment_id)}\n${Number(r.phase)}\n${String(r.arm)}\n${String(r.day)}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          for (const [key, n] of counts) {
            const [experimentId, phase, arm, day] = key.split("\n") as [string, string, string, string];
            await bump(tx, "exposures", experimentId, Number(phase), arm, day, n);
          }
          return rows;
        });
        const fresh = new Set(inserted.map((r) => `${String(r.experiment_id)}\n${String(r.visitor_key)}`));
        // A visitor twice in one batch is counted once: the first caller hears "new".
        for (const { e, resolve } of batch) resolve(fresh.delete(`${e.experimentId}\n${visitorKey(e.visitorId)}`));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    // No await between the last check of the queue and this (each batch's errors are caught above).
    flushing = false;
  }

  return {
    /**
     * Records the tests the pages declare. A running test follows its
     * declaration (path, goal); new weights start a phase. A declared test
     * that had ended (a decision undone with «Restaurar») runs again, in a
     * new phase. With `complete` (the list is every page's), a running test
     * no longer declared has been ended by hand: it is marked ended, with no
     * winner recorded.
     */
    async sync(definitions: readonly ExperimentDefinition[], now: string, complete = true): Promise<void> {
      const known = new Map((await q("SELECT * FROM experiments")).map((r) => [String(r.id), toRecord(r)]));
      for (const d of definitions) {
        const e = known.get(d.id);
        if (!e) {
          await q(
            "INSERT INTO experiments (id, path, file, arms, goal, started_at, phases) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
            [
              d.id,
              d.path,
              d.file,
              JSON.stringify(d.arms),
              JSON.stringify(d.goal),
              now,
              JSON.stringify([{ start: now, arms: d.arms }]),
            ],
          );
          continue;
        }
        const phases =
          e.endedAt !== null || !sameArms(e.arms, d.arms) ? [...e.phases, { start: now, arms: d.arms }] : e.phases;
        await q(
          "UPDATE experiments SET path = ?, file = ?, arms = ?, goal = ?, phases = ?, ended_at = NULL, winner = NULL WHERE id = ?",
          [d.path, d.file, JSON.stringify(d.arms), JSON.stringify(d.goal), JSON.stringify(phases), d.id],
        );
      }
      if (!complete) return;
      const declared = new Set(definitions.map((d) => d.id));
      for (const e of known.values())
        if (e.endedAt === null && !declared.has(e.id))
          await q("UPDATE experiments SET ended_at = ? WHERE id = ? AND ended_at IS NULL", [now, e.id]);
    },

    async list(): Promise<ExperimentRecord[]> {
      return (await q("SELECT * FROM experiments ORDER BY ended_at IS NOT NULL, started_at DESC, id")).map(toRecord);
    },

    async get(id: string): Promise<ExperimentRecord | undefined> {
      const [row] = await q("SELECT * FROM experiments WHERE id = ?", [id]);
      return row ? toRecord(row) : undefined;
    },

    /** Ends a test with its decision; a test already ended with no decision (its declaration went first) takes this one. */
    async end(id: string, winner: string, at: string): Promise<boolean> {
      const sql =
        "UPDATE experiments SET ended_at = COALESCE(ended_at, ?), winner = ? WHERE id = ? AND (ended_at IS NULL OR winner IS NULL) RETURNING id";
      return (await q(sql, [at, winner, id])).length > 0;
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

    /** The visitor's first exposures (the compact record: for the test's whole life) up to `at`, in tests still running. */
    async exposuresBefore(
      visitorId: string,
      at: string,
    ): Promise<Array<{ experiment: ExperimentRecord; arm: string; phase: number }>> {
      const rows = await q(
        `SELECT e.*, x.arm AS exposed_arm, x.phase AS exposed_phase FROM experiment_visitors x JOIN experiments e ON e.id = x.experiment_id
         WHERE x.visitor_key = ? AND x.day <= ? AND e.ended_at IS NULL ORDER BY x.day`,
        [visitorKey(visitorId), dayOf(at)],
      );
      return rows.map((r) => ({ experiment: toRecord(r), arm: String(r.exposed_arm), phase: Number(r.exposed_phase) }));
    },

    /** One conversion per visitor per experiment, in the phase of its exposure: true when this one was new. */
    async recordConversion(c: {
      experimentId: string;
      phase: number;
      arm: string;
      visitorId: string;
      lead: { kind: LeadKind; id: number };
      at: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.all(
          `INSERT INTO experiment_conversions (experiment_id, phase, arm, visitor_id, lead_kind, lead_id, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (experiment_id, visitor_id) DO NOTHING RETURNING id`,
          [c.experimentId, c.phase, c.arm, c.visitorId, c.lead.kind, c.lead.id, dayOf(c.at), c.at],
        );
        if (inserted.length === 0) return false;
        await bump(tx, "conversions", c.experimentId, c.phase, c.arm, dayOf(c.at), 1);
        const table = c.lead.kind === "submission" ? "submissions" : "bookings";
        await tx.run(
          `UPDATE ${table} SET experiment_id = ?, experiment_arm = ? WHERE id = ? AND experiment_id IS NULL`,
          [c.experimentId, c.arm, c.lead.id],
        );
        return true;
      });
    },

    /** After leads were erased: their conversions go, and the counts with them. Returns how many. */
    async forgetErasedLeads(): Promise<number> {
      const gone = await q(
        `SELECT id, experiment_id, phase, arm, day FROM experiment_conversions WHERE lead_id IS NOT NULL AND (
           (lead_kind = 'submission' AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.id = experiment_conversions.lead_id)) OR
           (lead_kind = 'booking' AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = experiment_conversions.lead_id)))`,
      );
      let removed = 0;
      for (const r of gone) {
        const deleted = await db.transaction(async (tx) => {
          if ((await tx.run("DELETE FROM experiment_conversions WHERE id = ?", [Number(r.id)])) === 0) return false;
          await bump(tx, "conversions", String(r.experiment_id), Number(r.phase), String(r.arm), String(r.day), -1);
          return true;
        });
        if (deleted) removed++;
      }
      return removed;
    },

    /**
     * Retention: raw events older than `eventsBefore` go (the daily counts
     * stay: they hold no visitor), and the compact first-exposure records
     * of tests ended before then; conversions of leads about to be purged
     * by age (`leadsBefore`) let go of them, so their going does not read as
     * an erasure. Run before the leads' own purge.
     */
    async purgeBefore(eventsBefore: string, leadsBefore: string): Promise<number> {
      await q("UPDATE experiment_conversions SET lead_id = NULL WHERE created_at < ?", [leadsBefore]);
      const exposures = await q("DELETE FROM experiment_exposures WHERE created_at < ? RETURNING id", [eventsBefore]);
      const conversions = await q("DELETE FROM experiment_conversions WHERE created_at < ? RETURNING id", [
        eventsBefore,
      ]);
      await q(
        "DELETE FROM experiment_visitors WHERE experiment_id IN (SELECT id FROM experiments WHERE ended_at IS NOT NULL AND ended_at < ?)",
        [eventsBefore],
      );
      return exposures.length + conversions.length;
    },

    /** The aggregates of one test, per phase, oldest day first. */
    async daily(experimentId: string): Promise<DailyRow[]> {
      const sql =
        "SELECT phase, arm, day, exposures, conversions FROM experiment_counts WHERE experiment_id = ? ORDER BY day, phase, arm";
      return (await q(sql, [experimentId])).map((r) => ({
        phase: Number(r.phase),
        arm: String(r.arm),
        day: String(r.day),
        exposures: Number(r.exposures),
        conversions: Number(r.conversions),
      }));
    },
  };
}

export type ExperimentData = ReturnType<typeof experimentData>;
