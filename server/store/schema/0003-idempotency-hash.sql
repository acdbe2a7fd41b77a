-- Migration 3 of the numbered list that lived in migrations.ts (same statements).
-- A retry is the same request: its key is scoped to the endpoint (stored as
-- "<scope>:<key>") and the hash of what it carried is kept to tell a retry
-- from another request reusing the key.
ALTER TABLE submissions ADD COLUMN request_hash TEXT;
ALTER TABLE bookings ADD COLUMN request_hash TEXT;
