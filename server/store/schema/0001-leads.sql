-- Migration 1 of the numbered list that lived in migrations.ts (same statements).
CREATE TABLE submissions (
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
CREATE INDEX bookings_email ON bookings (email);
