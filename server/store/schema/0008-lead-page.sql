-- Migration 8 of the numbered list that lived in migrations.ts (same statements).
-- The page a lead was sent from (the path of the form's page), for the inbox.
ALTER TABLE submissions ADD COLUMN page TEXT;
ALTER TABLE bookings ADD COLUMN page TEXT;
