-- A/B tests in phases, and a first exposure that outlives the raw events
-- (server/experiments/store.ts).
--
-- - experiments.phases: JSON [{ "start": ISO instant, "arms": [{ name, weight }] }].
--   A change of weights (pausing an arm is weight 0) or a test brought back
--   (a restored decision) starts a phase; each phase's split is checked on
--   its own. Existing tests get one phase, from their start.
-- - experiment_counts replaces experiment_daily: the same daily counts, per
--   phase. A conversion counts in the phase its visitor was exposed in.
-- - experiment_visitors: one compact row per visitor per test (the random
--   id, arm, phase, day: no instant, no address), kept for the test's life:
--   the 90-day purge of raw events no longer lets a returning visitor be
--   counted twice, and a late lead is still credited. Gone with the test.
ALTER TABLE experiments ADD COLUMN phases TEXT;
UPDATE experiments SET phases = '[{"start":"' || started_at || '","arms":' || arms || '}]';
CREATE TABLE experiment_counts (
  experiment_id TEXT NOT NULL,
  phase INTEGER NOT NULL,
  arm TEXT NOT NULL,
  day TEXT NOT NULL,
  exposures INTEGER NOT NULL DEFAULT 0,
  conversions INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (experiment_id, phase, arm, day)
);
INSERT INTO experiment_counts (experiment_id, phase, arm, day, exposures, conversions)
  SELECT experiment_id, 0, arm, day, exposures, conversions FROM experiment_daily;
DROP TABLE experiment_daily;
CREATE TABLE experiment_visitors (
  experiment_id TEXT NOT NULL,
  visitor_key TEXT NOT NULL,
  arm TEXT NOT NULL,
  phase INTEGER NOT NULL,
  day TEXT NOT NULL,
  PRIMARY KEY (experiment_id, visitor_key)
);
CREATE INDEX experiment_visitors_key ON experiment_visitors (visitor_key);
INSERT INTO experiment_visitors (experiment_id, visitor_key, arm, phase, day)
  SELECT experiment_id, visitor_id, arm, 0, substr(created_at, 1, 10) FROM experiment_exposures WHERE true
  ON CONFLICT (experiment_id, visitor_key) DO NOTHING;
ALTER TABLE experiment_conversions ADD COLUMN phase INTEGER NOT NULL DEFAULT 0;
