-- Migration 6 of the numbered list that lived in migrations.ts (same statements).
-- Spam is kept for review (30 days), never dropped: a caught submission is
-- a submissions row flagged spam (so the bot's answer, an id, is like any
-- other); a caught booking waits in spam_bookings without taking its slot.
-- Bookings carry a keyed hash of the visitor's address for the per-address
-- cap on upcoming bookings; settings holds that key.
ALTER TABLE submissions ADD COLUMN spam BOOLEAN NOT NULL DEFAULT FALSE;
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
);
