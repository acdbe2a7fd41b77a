-- Migration 5 of the numbered list that lived in migrations.ts (same statements).
-- Counters of fixed windows (rate limits, failed sign-ins), in the store so
-- every server counts the same. Unlogged on PostgreSQL: no WAL write and no
-- fsync per count; a crash empties it, which only forgives a minute's count.
CREATE {unlogged} TABLE rate_counts (
  key TEXT NOT NULL,
  window_start TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
