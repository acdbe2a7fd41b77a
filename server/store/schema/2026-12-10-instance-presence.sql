-- An instance's presence (server/cdn/presence.ts): the advisory lock it holds
-- on PostgreSQL for as long as its process lives (the lock's second key; the
-- first is the presences' own). A row whose lock is free is an instance gone
-- at once, whatever the age of its last beat. NULL: no lock to look at
-- (SQLite, or its presence connection is down), the beat alone counts.
ALTER TABLE instances ADD COLUMN presence_key INTEGER;
