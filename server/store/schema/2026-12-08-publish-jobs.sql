-- "Publicar" (issue 40): each publish job (a page, a release, translations)
-- as a row, written as it moves (queued, building with its phases, then
-- live, failed or invalid with its problems), so publish-status answers the
-- same from every instance and a restart keeps what happened. kind: 'page',
-- 'release' or 'translations'; file: the page the job is named after;
-- release_id: the release it publishes; phases and problems: JSON text.
CREATE TABLE publish_jobs (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  file TEXT NOT NULL,
  release_id TEXT,
  author_id INTEGER NOT NULL,
  author_name TEXT NOT NULL,
  state TEXT NOT NULL,
  message TEXT NOT NULL,
  commit_sha TEXT,
  phases TEXT NOT NULL,
  problems TEXT,
  build_ms INTEGER,
  late_minutes INTEGER,
  push TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  finished_at TEXT
);
CREATE INDEX publish_jobs_state ON publish_jobs (state);
CREATE INDEX publish_jobs_finished ON publish_jobs (finished_at);
