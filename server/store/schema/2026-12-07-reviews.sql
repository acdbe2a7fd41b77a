-- Reviews of drafts and their comments (issue 40): rows of the store, not
-- PUBLISH_DIR/reviews.json rewritten whole, so every instance reads the
-- same queue and two comments at once both stay. `seq` keeps the queue's
-- order (newest request first); `id` is the review's id in the editor.
CREATE TABLE reviews (
  seq {id},
  id TEXT NOT NULL UNIQUE,
  file TEXT NOT NULL,
  title TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  state TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  draft_commit TEXT NOT NULL,
  published_commit TEXT
);
CREATE INDEX reviews_person_file ON reviews (user_id, file);
CREATE TABLE review_comments (
  id {id},
  review_id TEXT NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  name TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  text TEXT NOT NULL,
  kind TEXT NOT NULL,
  section TEXT
);
CREATE INDEX review_comments_review ON review_comments (review_id, id);
