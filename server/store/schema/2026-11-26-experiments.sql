-- The A/B tables (server/experiments: their statements are in store.ts there).
--
-- - experiment_exposures: append-only, one row per visitor per experiment
--   (UNIQUE: a visitor coming back is not counted twice). An anonymous
--   random visitor id, the arm and the instant: no address, no user agent.
-- - experiment_conversions: one per visitor per experiment, pointing at the
--   lead that converted, so erasing the lead removes it.
-- - experiment_daily: the aggregates the results page reads (exposures and
--   conversions per experiment, arm and UTC day), bumped on each insert, so
--   /admin/experiments never scans raw events.
-- - experiments: each test the server has seen (its weights and goal are
--   kept, so an ended test still shows its results after its declaration
--   left the page files) and its state.
-- - submissions/bookings get the experiment and arm of the lead's visitor.
CREATE TABLE experiments (
  id TEXT PRIMARY KEY,
  path TEXT NOT NULL,
  file TEXT NOT NULL,
  arms TEXT NOT NULL,
  goal TEXT NOT NULL,
  started_at TEXT NOT NULL,
  ended_at TEXT,
  winner TEXT
);
CREATE TABLE experiment_exposures (
  id {id},
  experiment_id TEXT NOT NULL,
  arm TEXT NOT NULL,
  visitor_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (experiment_id, visitor_id)
);
CREATE INDEX experiment_exposures_visitor ON experiment_exposures (visitor_id);
CREATE INDEX experiment_exposures_created ON experiment_exposures (created_at);
CREATE TABLE experiment_conversions (
  id {id},
  experiment_id TEXT NOT NULL,
  arm TEXT NOT NULL,
  visitor_id TEXT NOT NULL,
  lead_kind TEXT NOT NULL,
  lead_id INTEGER,
  day TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (experiment_id, visitor_id)
);
CREATE INDEX experiment_conversions_lead ON experiment_conversions (lead_kind, lead_id);
CREATE TABLE experiment_daily (
  experiment_id TEXT NOT NULL,
  arm TEXT NOT NULL,
  day TEXT NOT NULL,
  exposures INTEGER NOT NULL DEFAULT 0,
  conversions INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (experiment_id, arm, day)
);
ALTER TABLE submissions ADD COLUMN experiment_id TEXT;
ALTER TABLE submissions ADD COLUMN experiment_arm TEXT;
ALTER TABLE bookings ADD COLUMN experiment_id TEXT;
ALTER TABLE bookings ADD COLUMN experiment_arm TEXT;
