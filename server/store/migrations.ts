// The schema, as ordered migrations shared by both engines; never edit or
// reorder one that has shipped. New migrations go in schema/ as one file
// each (see schema/README.md): two people adding one never edit one line.
// `{id}` is the engine's auto-increment key, `{unlogged}` marks a table
// PostgreSQL need not write ahead (SQLite ignores it); everything else is SQL
// both understand.
// Instants are ISO 8601 UTC text so both sort and compare them the same way.
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
  // A retry is the same request: its key is scoped to the endpoint (stored as
  // "<scope>:<key>") and the hash of what it carried is kept to tell a retry
  // from another request reusing the key.
  `ALTER TABLE submissions ADD COLUMN request_hash TEXT;
  ALTER TABLE bookings ADD COLUMN request_hash TEXT;`,
  // Admin sign-ins: one row per session (a hash of its id, never the id), so
  // each sign-in is its own, signing out ends it, and every server sees it.
  // No longer used: sessions are people's now (auth_sessions, schema/2026-11-26-accounts.sql).
  `CREATE TABLE admin_sessions (
    id_hash TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );`,
  // Counters of fixed windows (rate limits, failed sign-ins), in the store so
  // every server counts the same. Unlogged on PostgreSQL: no WAL write and no
  // fsync per count; a crash empties it, which only forgives a minute's count.
  `CREATE {unlogged} TABLE rate_counts (
    key TEXT NOT NULL,
    window_start TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (key, window_start)
  );`,
  // Spam is kept for review (30 days), never dropped: a caught submission is
  // a submissions row flagged spam (so the bot's answer, an id, is like any
  // other); a caught booking waits in spam_bookings without taking its slot.
  // Bookings carry a keyed hash of the visitor's address for the per-address
  // cap on upcoming bookings; settings holds that key.
  `ALTER TABLE submissions ADD COLUMN spam BOOLEAN NOT NULL DEFAULT FALSE;
  CREATE TABLE spam_bookings (
    id {id},
    payload TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  );
  ALTER TABLE bookings ADD COLUMN client_hash TEXT;
  CREATE INDEX bookings_client ON bookings (client_hash, slot_start);
  CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );`,
  // Erasure by email, phone or row: every lead table carries the phone as
  // one key (E.164 where readable); each erasure leaves a record (who, when,
  // how many rows; never the data) and a lead.erased event for the webhook,
  // delivered from the events outbox like the rows themselves.
  `ALTER TABLE submissions ADD COLUMN phone_key TEXT;
  ALTER TABLE bookings ADD COLUMN phone_key TEXT;
  ALTER TABLE spam_bookings ADD COLUMN phone_key TEXT;
  CREATE INDEX submissions_phone ON submissions (phone_key);
  CREATE INDEX bookings_phone ON bookings (phone_key);
  CREATE TABLE erasures (
    id {id},
    at TEXT NOT NULL,
    by_whom TEXT NOT NULL,
    method TEXT NOT NULL,
    rows INTEGER NOT NULL
  );
  CREATE TABLE events (
    id {id},
    type TEXT NOT NULL,
    payload TEXT NOT NULL,
    created_at TEXT NOT NULL,
    webhook_attempts INTEGER NOT NULL DEFAULT 0,
    webhook_next_at TEXT,
    webhook_done_at TEXT
  );`,
  // The page a lead was sent from (the path of the form's page), for the inbox.
  `ALTER TABLE submissions ADD COLUMN page TEXT;
  ALTER TABLE bookings ADD COLUMN page TEXT;`,
  // The owner's notification email (SMTP_URL, NOTIFY_EMAIL): a second
  // outbox channel on the lead rows, like the webhook's.
  `ALTER TABLE submissions ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE submissions ADD COLUMN notify_next_at TEXT;
  ALTER TABLE submissions ADD COLUMN notify_done_at TEXT;
  ALTER TABLE bookings ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE bookings ADD COLUMN notify_next_at TEXT;
  ALTER TABLE bookings ADD COLUMN notify_done_at TEXT;`,
];

export const forEngine = (sql: string, engine: "sqlite" | "postgres") =>
  sql.replaceAll("{id}", engine === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGSERIAL PRIMARY KEY").replaceAll("{unlogged}", engine === "sqlite" ? "" : "UNLOGGED");
