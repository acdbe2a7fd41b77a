// The schema, as ordered migrations shared by both engines. `{id}` is the
// engine's auto-increment key; everything else is SQL both understand.
// Instants are ISO 8601 UTC text so both sort and compare them the same way.
import { EXPERIMENTS_MIGRATION } from "../experiments/schema.ts";

export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE submissions (
    id {id},
    form_id TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    data TEXT NOT NULL,
    file_path TEXT,
    file_name TEXT,
    file_type TEXT,
    idempotency_key TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE INDEX submissions_created ON submissions (created_at);
  CREATE INDEX submissions_email ON submissions (email);
  CREATE TABLE bookings (
    id {id},
    slot_start TEXT NOT NULL UNIQUE,
    slot_label TEXT NOT NULL,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    restaurant TEXT NOT NULL DEFAULT '',
    accepted_privacy BOOLEAN NOT NULL,
    accepted_marketing BOOLEAN NOT NULL,
    source TEXT NOT NULL,
    event_id TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE INDEX bookings_created ON bookings (created_at);
  CREATE INDEX bookings_email ON bookings (email);`,
  // The webhook outbox lives on the rows themselves: a row is committed and
  // pending delivery in the same statement, so no crash can lose the one
  // without the other.
  `ALTER TABLE submissions ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE submissions ADD COLUMN webhook_next_at TEXT;
  ALTER TABLE submissions ADD COLUMN webhook_done_at TEXT;
  ALTER TABLE bookings ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE bookings ADD COLUMN webhook_next_at TEXT;
  ALTER TABLE bookings ADD COLUMN webhook_done_at TEXT;`,
  EXPERIMENTS_MIGRATION,
];

export const forEngine = (sql: string, engine: "sqlite" | "postgres") =>
  sql.replaceAll("{id}", engine === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY");
