// The embedded store: node:sqlite in WAL mode. synchronous=FULL so a commit
// is on disk before the server acknowledges it (kill -9 or power loss).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { forEngine, MIGRATIONS } from "./migrations.ts";
import { LIST_LIMIT, toBooking, toSubmission, whereOf } from "./rows.ts";
import type { Store } from "./types.ts";

type Row = Record<string, unknown>;

export function openSqlite(file: string): Store {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  const done = new Set((db.prepare("SELECT version FROM schema_migrations").all() as Row[]).map((r) => Number(r.version)));
  MIGRATIONS.forEach((sql, index) => {
    if (done.has(index + 1)) return;
    db.exec("BEGIN");
    try {
      db.exec(forEngine(sql, "sqlite"));
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(index + 1, new Date().toISOString());
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  });

  const all = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as Row[];
  const get = (sql: string, ...params: SQLInputValue[]) => db.prepare(sql).get(...params) as Row | undefined;
  const q = () => "?";

  const deleteWhere = (column: "email" | "created_at", op: "=" | "<", value: string) => {
    db.exec("BEGIN");
    try {
      const files = all(`SELECT file_path FROM submissions WHERE ${column} ${op} ? AND file_path IS NOT NULL`, value).map((r) => String(r.file_path));
      const a = db.prepare(`DELETE FROM submissions WHERE ${column} ${op} ?`).run(value).changes;
      const b = db.prepare(`DELETE FROM bookings WHERE ${column} ${op} ?`).run(value).changes;
      db.exec("COMMIT");
      return { rows: Number(a) + Number(b), files };
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  };

  return {
    kind: "sqlite",
    async addSubmission(s) {
      const row = get(
        `INSERT INTO submissions (form_id, email, data, file_path, file_name, file_type, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        s.formId, s.email, JSON.stringify(s.data), s.file?.path ?? null, s.file?.name ?? null, s.file?.type ?? null, s.idempotencyKey, s.createdAt,
      );
      if (row) return { id: Number(row.id), created: true };
      const existing = get("SELECT id FROM submissions WHERE idempotency_key = ?", s.idempotencyKey);
      return { id: Number(existing?.id), created: false };
    },
    async getSubmission(id) {
      const row = get("SELECT * FROM submissions WHERE id = ?", id);
      return row ? toSubmission(row) : undefined;
    },
    async listSubmissions(filter = {}) {
      const where = whereOf(filter, q, true);
      return all(`SELECT * FROM submissions ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${filter.limit ?? LIST_LIMIT}`, ...where.params).map(toSubmission);
    },
    async addBooking(b) {
      const row = get(
        `INSERT INTO bookings (slot_start, slot_label, name, email, phone, restaurant, accepted_privacy, accepted_marketing, source, event_id, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *`,
        b.slotStart, b.slotLabel, b.name, b.email, b.phone, b.restaurant, b.acceptedPrivacy ? 1 : 0, b.acceptedMarketing ? 1 : 0, b.source, b.eventId, b.idempotencyKey, b.createdAt,
      );
      if (row) return { status: "created", booking: toBooking(row) };
      const same = get("SELECT * FROM bookings WHERE idempotency_key = ?", b.idempotencyKey);
      return same ? { status: "replayed", booking: toBooking(same) } : { status: "taken" };
    },
    async listBookings(filter = {}) {
      const where = whereOf(filter, q, false);
      return all(`SELECT * FROM bookings ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ${filter.limit ?? LIST_LIMIT}`, ...where.params).map(toBooking);
    },
    async bookedStarts(from, to) {
      return all("SELECT slot_start FROM bookings WHERE slot_start >= ? AND slot_start < ?", from, to).map((r) => String(r.slot_start));
    },
    async eraseEmail(email) {
      return deleteWhere("email", "=", email.trim().toLowerCase());
    },
    async purgeBefore(before) {
      return deleteWhere("created_at", "<", before);
    },
    async pendingDeliveries(now, maxAttempts, limit) {
      const due = "webhook_done_at IS NULL AND (webhook_next_at IS NULL OR webhook_next_at <= ?) AND webhook_attempts < ?";
      const subs = all(`SELECT * FROM submissions WHERE ${due} ORDER BY id LIMIT ${limit}`, now, maxAttempts).map((r) => ({ kind: "submission" as const, id: Number(r.id), attempts: Number(r.webhook_attempts), payload: toSubmission(r) }));
      const books = all(`SELECT * FROM bookings WHERE ${due} ORDER BY id LIMIT ${limit}`, now, maxAttempts).map((r) => ({ kind: "booking" as const, id: Number(r.id), attempts: Number(r.webhook_attempts), payload: toBooking(r) }));
      return [...subs, ...books].sort((a, b) => a.payload.createdAt.localeCompare(b.payload.createdAt)).slice(0, limit);
    },
    async recordDelivery(kind, id, result) {
      const table = kind === "submission" ? "submissions" : "bookings";
      if (result.done) db.prepare(`UPDATE ${table} SET webhook_done_at = ?, webhook_attempts = webhook_attempts + 1 WHERE id = ?`).run(result.at, id);
      else db.prepare(`UPDATE ${table} SET webhook_attempts = ?, webhook_next_at = ? WHERE id = ?`).run(result.attempts, result.nextAt, id);
    },
    async query(sql, params = []) {
      return all(sql, ...params);
    },
    async close() {
      db.close();
    },
  };
}
