-- "Programar" (issue 40): the scheduled publishes of a page's draft (kind
-- 'page', was PUBLISH_DIR/schedule.json) and of a release (kind 'release',
-- file = the release's id, was release-schedule.json). An instance runs an
-- entry only after deleting its row (a statement that changes one row for
-- one instance only), so two instances never publish one entry twice.
CREATE TABLE scheduled_publishes (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  file TEXT NOT NULL,
  at TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX scheduled_publishes_due ON scheduled_publishes (kind, at);
