// PostgreSQL behind the same interface (DATABASE_URL=postgres://…). The
// unique constraints do the deciding, so concurrent servers stay correct.
import pg from "pg";
import { forEngine, MIGRATIONS } from "./migrations.ts";
import { LIST_LIMIT, toBooking, toSubmission, whereOf } from "./rows.ts";
import type { Store } from "./types.ts";

type Row = Record<string, unknown>;

// An advisory lock id so two servers starting together migrate once.
const MIGRATION_LOCK = 4213;

export async function openPostgres(url: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL ?? 10) });
  // An idle connection dropped by the database (restart, failover) must not
  // take the server down; the pool opens a new one on the next query.
  pool.on("error", (error) => console.error("[store] idle PostgreSQL connection failed:", error.message));
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
    const done = new Set((await client.query("SELECT version FROM schema_migrations")).rows.map((r: Row) => Number(r.version)));
    for (const [index, sql] of MIGRATIONS.entries()) {
      if (done.has(index + 1)) continue;
      await client.query("BEGIN");
      try {
        await client.query(forEngine(sql, "postgres"));
        await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [index + 1, new Date().toISOString()]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }

  const all = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[];
  const get = async (sql: string, params: unknown[] = []) => (await all(sql, params))[0];
  const p = (n: number) => `$${n}`;

  const deleteWhere = async (column: "email" | "created_at", op: "=" | "<", value: string) => {
    const c = await pool.connect();
    try {
      await c.query("BEGIN");
      const files = (await c.query(`DELETE FROM submissions WHERE ${column} ${op} $1 RETURNING file_path`, [value])).rows as Row[];
      const b = await c.query(`DELETE FROM bookings WHERE ${column} ${op} $1`, [value]);
      await c.query("COMMIT");
      return { rows: files.length + (b.rowCount ?? 0), files: files.flatMap((r) => (r.file_path ? [String(r.file_path)] : [])) };
    } catch (error) {
      await c.query("ROLLBACK");
      throw error;
    } finally {
      c.release();
    }
  };

  return {
    kind: "postgres",
    async addSubmission(s) {
      const row = await get(
        `INSERT INTO submissions (form_id, email, data, file_path, file_name, file_type, idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [s.formId, s.email, JSON.stringify(s.data), s.file?.path ?? null, s.file?.name ?? null, s.file?.type ?? null, s.idempotencyKey, s.createdAt],
      );
      if (row) return { id: Number(row.id), created: true };
      const existing = await get("SELECT id FROM submissions WHERE idempotency_key = $1", [s.idempotencyKey]);
      return { id: Number(existing?.id), created: false };
    },
    async getSubmission(id) {
      const row = await get("SELECT * FROM submissions WHERE id = $1", [id]);
      return row ? toSubmission(row) : undefined;
    },
    async listSubmissions(filter = {}) {
      const where = whereOf(filter, p, true);
      return (await all(`SELECT * FROM submissions ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${filter.limit ?? LIST_LIMIT}`, where.params)).map(toSubmission);
    },
    async addBooking(b) {
      const row = await get(
        `INSERT INTO bookings (slot_start, slot_label, name, email, phone, restaurant, accepted_privacy, accepted_marketing, source, event_id, idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING RETURNING *`,
        [b.slotStart, b.slotLabel, b.name, b.email, b.phone, b.restaurant, b.acceptedPrivacy, b.acceptedMarketing, b.source, b.eventId, b.idempotencyKey, b.createdAt],
      );
      if (row) return { status: "created", booking: toBooking(row) };
      const same = await get("SELECT * FROM bookings WHERE idempotency_key = $1", [b.idempotencyKey]);
      return same ? { status: "replayed", booking: toBooking(same) } : { status: "taken" };
    },
    async listBookings(filter = {}) {
      const where = whereOf(filter, p, false);
      return (await all(`SELECT * FROM bookings ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${filter.limit ?? LIST_LIMIT}`, where.params)).map(toBooking);
    },
    async bookedStarts(from, to) {
      return (await all("SELECT slot_start FROM bookings WHERE slot_start >= $1 AND slot_start < $2", [from, to])).map((r) => String(r.slot_start));
    },
    async eraseEmail(email) {
      return deleteWhere("email", "=", email.trim().toLowerCase());
    },
    async purgeBefore(before) {
      return deleteWhere("created_at", "<", before);
    },
    async pendingDeliveries(now, maxAttempts, limit) {
      const due = "webhook_done_at IS NULL AND (webhook_next_at IS NULL OR webhook_next_at <= $1) AND webhook_attempts < $2";
      const subs = (await all(`SELECT * FROM submissions WHERE ${due} ORDER BY id LIMIT ${limit}`, [now, maxAttempts])).map((r) => ({ kind: "submission" as const, id: Number(r.id), attempts: Number(r.webhook_attempts), payload: toSubmission(r) }));
      const books = (await all(`SELECT * FROM bookings WHERE ${due} ORDER BY id LIMIT ${limit}`, [now, maxAttempts])).map((r) => ({ kind: "booking" as const, id: Number(r.id), attempts: Number(r.webhook_attempts), payload: toBooking(r) }));
      return [...subs, ...books].sort((a, b) => a.payload.createdAt.localeCompare(b.payload.createdAt)).slice(0, limit);
    },
    async recordDelivery(kind, id, result) {
      const table = kind === "submission" ? "submissions" : "bookings";
      if (result.done) await pool.query(`UPDATE ${table} SET webhook_done_at = $1, webhook_attempts = webhook_attempts + 1 WHERE id = $2`, [result.at, id]);
      else await pool.query(`UPDATE ${table} SET webhook_attempts = $1, webhook_next_at = $2 WHERE id = $3`, [result.attempts, result.nextAt, id]);
    },
    async query(sql, params = []) {
      let n = 0;
      return all(sql.replace(/\?/g, () => p(++n)), [...params]);
    },
    async close() {
      await pool.end();
    },
  };
}
