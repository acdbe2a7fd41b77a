-- Migration 9 of the numbered list that lived in migrations.ts (same statements).
-- The owner's notification email (SMTP_URL, NOTIFY_EMAIL): a second
-- outbox channel on the lead rows, like the webhook's.
ALTER TABLE submissions ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN notify_next_at TEXT;
ALTER TABLE submissions ADD COLUMN notify_done_at TEXT;
ALTER TABLE bookings ADD COLUMN notify_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN notify_next_at TEXT;
ALTER TABLE bookings ADD COLUMN notify_done_at TEXT;
