-- Migration 7 of the numbered list that lived in migrations.ts (same statements).
-- Erasure by email, phone or row: every lead table carries the phone as
-- one key (E.164 where readable); each erasure leaves a record (who, when,
-- how many rows; never the data) and a lead.erased event for the webhook,
-- delivered from the events outbox like the rows themselves.
ALTER TABLE submissions ADD COLUMN phone_key TEXT;
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
);
