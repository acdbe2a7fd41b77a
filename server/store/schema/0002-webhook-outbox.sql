-- Migration 2 of the numbered list that lived in migrations.ts (same statements).
-- The webhook outbox lives on the rows themselves: a row is committed and
-- pending delivery in the same statement, so no crash can lose the one
-- without the other.
ALTER TABLE submissions ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN webhook_next_at TEXT;
ALTER TABLE submissions ADD COLUMN webhook_done_at TEXT;
ALTER TABLE bookings ADD COLUMN webhook_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN webhook_next_at TEXT;
ALTER TABLE bookings ADD COLUMN webhook_done_at TEXT;
