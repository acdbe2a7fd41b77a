-- "Entregas" (issue 40): releases and their drafts (which page, whose
-- draft, in order) as rows of the store, not PUBLISH_DIR/release-groups.json
-- rewritten whole; the drafts themselves stay refs of the content repository.
CREATE TABLE release_groups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  state TEXT NOT NULL,
  created_by_id INTEGER NOT NULL,
  created_by_name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_commit TEXT,
  published_at TEXT,
  published_by TEXT
);
CREATE TABLE release_items (
  release_id TEXT NOT NULL REFERENCES release_groups (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  file TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (release_id, position)
);
