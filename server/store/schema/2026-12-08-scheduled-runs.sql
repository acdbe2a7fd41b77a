-- "Programar" (issues 40 and 41): what each scheduled publish did when its
-- time came, as a row, read the same from every instance: the recent runs
-- of the schedule (late ones marked), and a failed run shown to whoever
-- scheduled it (the page list, the page, a mail) until they dismiss it or
-- publish the page. kind and file as in scheduled_publishes; label: what the
-- person sees (a release's name); problems: the gate's findings, JSON text.
CREATE TABLE scheduled_runs (
  id {id},
  kind TEXT NOT NULL,
  file TEXT NOT NULL,
  label TEXT NOT NULL,
  at TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  state TEXT NOT NULL,
  message TEXT NOT NULL,
  problems TEXT,
  late_minutes INTEGER NOT NULL,
  job_id TEXT,
  ran_at TEXT NOT NULL,
  dismissed_at TEXT
);
CREATE INDEX scheduled_runs_recent ON scheduled_runs (kind, ran_at);
CREATE INDEX scheduled_runs_person ON scheduled_runs (user_id, dismissed_at);
-- A failed scheduled publish is mailed to whoever scheduled it through the
-- review mails' outbox (server/publish/review.ts): to_address, that person;
-- NULL, the publishers' address (NOTIFY_EMAIL) as before.
ALTER TABLE review_mails ADD COLUMN to_address TEXT;
