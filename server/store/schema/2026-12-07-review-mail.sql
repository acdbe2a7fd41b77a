-- The review requests' emails to the publishers (issue 40): rows sent by
-- the outbox (server/outbox.ts, channel 'review'), claimed with a lease like
-- the leads' emails, so two instances never send one and a restart loses
-- none; was PUBLISH_DIR/review-mail.json, kept by one process.
CREATE TABLE review_mails (
  id {id},
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  review_attempts INTEGER NOT NULL DEFAULT 0,
  review_next_at TEXT,
  review_done_at TEXT
);
